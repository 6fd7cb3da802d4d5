ALTER TABLE "order_status_history" ADD COLUMN "staff_user_id" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "staff_name" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_inbox_idx" ON "orders" USING btree ("verified_at") WHERE "orders"."status" <> 'awaiting_verification';