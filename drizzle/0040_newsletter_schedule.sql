ALTER TABLE "newsletters" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "cancelled_by_name" text;--> statement-breakpoint
CREATE INDEX "newsletters_waiting_idx" ON "newsletters" USING btree ("scheduled_for") WHERE "newsletters"."released_at" is null and "newsletters"."cancelled_at" is null;--> statement-breakpoint
-- Every newsletter stored before schedules existed went out when it was written.
UPDATE "newsletters" SET "released_at" = "created_at" WHERE "released_at" IS NULL;
