ALTER TABLE "order_notes" ADD COLUMN "contact_channel" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reply_due_soon_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reply_overdue_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_awaiting_reply_idx" ON "orders" USING btree ("verified_at") WHERE "orders"."type" = 'company' and "orders"."first_reply_at" is null;--> statement-breakpoint
-- Decision 0087. Before it, a company order's first stage change counted as its reply: an order
-- staff had moved on keeps that as its first reply, at the time of the first step staff made.
UPDATE "orders" SET "first_reply_at" = coalesce(
  (SELECT min(h."at") FROM "order_status_history" h WHERE h."order_id" = "orders"."id" AND h."staff_name" IS NOT NULL),
  "verified_at"
) WHERE "type" = 'company' AND "status" NOT IN ('awaiting_verification', 'received');--> statement-breakpoint
-- Orders already past their 24 hours lead the queue; they get no late burst of reminder mails.
UPDATE "orders" SET "reply_due_soon_reminded_at" = now(), "reply_overdue_reminded_at" = now()
WHERE "type" = 'company' AND "first_reply_at" IS NULL AND "verified_at" < now() - interval '24 hours';
