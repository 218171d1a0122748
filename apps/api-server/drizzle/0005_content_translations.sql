CREATE TABLE "labels" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "labels_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "help_topics" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;