CREATE TYPE "public"."outbox_channel" AS ENUM('webhook', 'mail', 'sms');--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"channel" "outbox_channel" NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"dead_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_attempts_not_negative" CHECK ("outbox_messages"."attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."delivered_at" is null and "outbox_messages"."dead_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_messages_delivered_idx" ON "outbox_messages" USING btree ("delivered_at") WHERE "outbox_messages"."delivered_at" is not null;