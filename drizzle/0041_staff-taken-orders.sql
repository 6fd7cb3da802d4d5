ALTER TABLE "order_status_history" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "confirmation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_channel" text;