-- Decision 0081: the new order stages are appended to the enum. ADD VALUE runs inside the
-- migrator's transaction (PostgreSQL 12+ and PGlite) as long as nothing in that transaction uses
-- the new values, and nothing here does. Old statuses stay valid as they are: no order is rewritten.
ALTER TYPE "public"."order_status" ADD VALUE 'ready';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'finance_declined';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'duplicate';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'lost';--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_user_id" text,
	"staff_name" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "notified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_assignee_idx" ON "orders" USING btree ("assignee_id","verified_at");--> statement-breakpoint
-- Before decision 0081 every history line texted the buyer: the confirmation and each staff step.
UPDATE "order_status_history" SET "notified" = true;
