CREATE TYPE "public"."order_status" AS ENUM('awaiting_verification', 'received', 'under_review', 'contacted', 'approved', 'rejected', 'completed');--> statement-breakpoint
CREATE TYPE "public"."order_type" AS ENUM('individual', 'company');--> statement-breakpoint
CREATE TYPE "public"."purchase_type" AS ENUM('cash', 'finance');--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_verification_codes" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_available_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"codes_sent" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"type" "order_type" NOT NULL,
	"status" "order_status" DEFAULT 'awaiting_verification' NOT NULL,
	"locale" text NOT NULL,
	"car_id" integer,
	"car_title" jsonb NOT NULL,
	"purchase_type" "purchase_type" NOT NULL,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"bank" text,
	"company" jsonb,
	"finance" jsonb,
	"credit_consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_finance_only_with_consent" CHECK ("orders"."finance" is null or "orders"."credit_consent_at" is not null),
	CONSTRAINT "orders_company_details" CHECK (("orders"."type" = 'company') = ("orders"."company" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_verification_codes" ADD CONSTRAINT "order_verification_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_unverified_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'awaiting_verification';