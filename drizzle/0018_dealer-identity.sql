CREATE TABLE "dealer_logos" (
	"name" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"media_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_logos_size" CHECK (octet_length("dealer_logos"."content") > 0)
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "district_ar" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "district_en" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "legal_name_ar" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "legal_name_en" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "cr_number" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "street_ar" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "street_en" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "district_ar" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "district_en" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "city_ar" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "city_en" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "region_ar" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "region_en" text;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD COLUMN "postcode" text;