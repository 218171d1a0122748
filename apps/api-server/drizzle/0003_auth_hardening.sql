CREATE TABLE "payload_nonces" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "sms_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "launch_tickets" ADD COLUMN "session_family" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family" text;--> statement-breakpoint
UPDATE "sessions" SET "family" = "token_hash";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "family" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_family" ON "sessions" USING btree ("family");