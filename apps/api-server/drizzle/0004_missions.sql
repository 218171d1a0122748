CREATE TABLE "mission_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mission_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"day" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" integer PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"target" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_once" ON "mission_claims" USING btree ("member_id","mission_id","day");--> statement-breakpoint
CREATE INDEX "missions_merchant" ON "missions" USING btree ("merchant_code","sort");