CREATE TABLE "agent_terms" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"rebate_card" jsonb NOT NULL,
	"salary_rate" text NOT NULL,
	"dividend_tiers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_banks" (
	"merchant_code" text NOT NULL,
	"bank_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"branch" text,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "deposit_banks_merchant_code_bank_id_pk" PRIMARY KEY("merchant_code","bank_id")
);
--> statement-breakpoint
CREATE TABLE "deposit_promos" (
	"merchant_code" text NOT NULL,
	"promo_id" text NOT NULL,
	"title" text NOT NULL,
	"bonus_rate" text NOT NULL,
	"max_bonus" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "deposit_promos_merchant_code_promo_id_pk" PRIMARY KEY("merchant_code","promo_id")
);
--> statement-breakpoint
CREATE TABLE "payment_gateways" (
	"merchant_code" text NOT NULL,
	"gateway_id" text NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"fixed_amounts" jsonb NOT NULL,
	"fee_rate" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "payment_gateways_merchant_code_gateway_id_pk" PRIMARY KEY("merchant_code","gateway_id")
);
--> statement-breakpoint
CREATE TABLE "security_questions" (
	"question_id" text PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_ranks" (
	"merchant_code" text NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"deposit" bigint NOT NULL,
	"turnover" bigint NOT NULL,
	"rebate_rate" text NOT NULL,
	"upgrade_bonus" bigint,
	"birthday_bonus" bigint,
	CONSTRAINT "vip_ranks_merchant_code_level_pk" PRIMARY KEY("merchant_code","level")
);
--> statement-breakpoint
CREATE TABLE "withdraw_banks" (
	"currency" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_no_min_length" integer NOT NULL,
	"account_no_max_length" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "withdraw_banks_currency_bank_code_pk" PRIMARY KEY("currency","bank_code")
);
--> statement-breakpoint
ALTER TABLE "agent_terms" ADD CONSTRAINT "agent_terms_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_banks" ADD CONSTRAINT "deposit_banks_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_promos" ADD CONSTRAINT "deposit_promos_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD CONSTRAINT "payment_gateways_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_ranks" ADD CONSTRAINT "vip_ranks_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;