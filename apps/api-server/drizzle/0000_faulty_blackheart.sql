CREATE TABLE "merchants" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"default_language" text NOT NULL,
	"languages" jsonb NOT NULL,
	"whitelabel" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"mobile_template" jsonb NOT NULL,
	"main_domain" text NOT NULL,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
