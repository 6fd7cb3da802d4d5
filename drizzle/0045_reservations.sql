CREATE TYPE "public"."reservation_status" AS ENUM('awaiting_payment', 'held', 'expired', 'cancelled', 'abandoned', 'converted');--> statement-breakpoint
ALTER TYPE "public"."outbox_channel" ADD VALUE 'payment';--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_halalas" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refund_queued_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"status" "reservation_status" DEFAULT 'awaiting_payment' NOT NULL,
	"locale" text NOT NULL,
	"car_id" integer,
	"car_title" jsonb NOT NULL,
	"price_sar" integer NOT NULL,
	"branch_id" integer,
	"color_id" integer,
	"color_name" jsonb,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"deposit_halalas" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_id" text,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"order_id" uuid,
	CONSTRAINT "reservations_reference_unique" UNIQUE("reference"),
	CONSTRAINT "reservations_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "reservations_deposit_positive" CHECK ("reservations"."deposit_halalas" >= 100),
	CONSTRAINT "reservations_held_is_paid" CHECK ("reservations"."status" not in ('held', 'converted') or "reservations"."payment_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD CONSTRAINT "reservation_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_color_id_car_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."car_colors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_payments_reservation_idx" ON "reservation_payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservations_held_idx" ON "reservations" USING btree ("expires_at") WHERE "reservations"."status" = 'held';--> statement-breakpoint
CREATE INDEX "reservations_awaiting_idx" ON "reservations" USING btree ("payment_due_at") WHERE "reservations"."status" = 'awaiting_payment';