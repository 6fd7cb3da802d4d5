CREATE TYPE "public"."trade_in_condition" AS ENUM('excellent', 'good', 'fair', 'poor');--> statement-breakpoint
CREATE TABLE "trade_in_codes" (
	"trade_in_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"previous_code_hash" text,
	"previous_expires_at" timestamp with time zone,
	"resend_available_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"codes_sent" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_in_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trade_in_id" uuid,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_in_photos_size" CHECK ("trade_in_photos"."size_bytes" > 0 and "trade_in_photos"."size_bytes" = octet_length("trade_in_photos"."content"))
);
--> statement-breakpoint
CREATE TABLE "trade_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"locale" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" smallint NOT NULL,
	"mileage_km" integer NOT NULL,
	"condition" "trade_in_condition" NOT NULL,
	"city" text NOT NULL,
	"mobile" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"estimate_sar" integer,
	"estimate_given_at" timestamp with time zone,
	"estimate_valid_until" timestamp with time zone,
	"estimate_given_by" text,
	CONSTRAINT "trade_ins_reference_unique" UNIQUE("reference"),
	CONSTRAINT "trade_ins_estimate_whole" CHECK (("trade_ins"."estimate_sar" is null) = ("trade_ins"."estimate_given_at" is null) and ("trade_ins"."estimate_sar" is null) = ("trade_ins"."estimate_valid_until" is null)),
	CONSTRAINT "trade_ins_estimate_after_confirmation" CHECK ("trade_ins"."estimate_sar" is null or "trade_ins"."verified_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "trade_in_codes" ADD CONSTRAINT "trade_in_codes_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_photos" ADD CONSTRAINT "trade_in_photos_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_estimate_given_by_staff_users_id_fk" FOREIGN KEY ("estimate_given_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_in_photos_trade_in_idx" ON "trade_in_photos" USING btree ("trade_in_id");--> statement-breakpoint
CREATE INDEX "trade_in_photos_created_at_idx" ON "trade_in_photos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trade_ins_verified_at_idx" ON "trade_ins" USING btree ("verified_at");--> statement-breakpoint
CREATE INDEX "trade_ins_created_at_idx" ON "trade_ins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trade_ins_valid_until_idx" ON "trade_ins" USING btree ("estimate_valid_until");