ALTER TABLE "affiliate_urls" ADD COLUMN "rebates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "affiliate_url_id" integer;