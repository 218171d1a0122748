ALTER TABLE "messages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_ranks" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;