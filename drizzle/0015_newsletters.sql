CREATE TABLE "newsletter_deliveries" (
	"newsletter_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outbox_message_id" uuid,
	"queued_at" timestamp with time zone,
	CONSTRAINT "newsletter_deliveries_newsletter_id_subscription_id_pk" PRIMARY KEY("newsletter_id","subscription_id"),
	CONSTRAINT "newsletter_deliveries_status" CHECK ("newsletter_deliveries"."status" in ('pending', 'queued', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_ar" text NOT NULL,
	"subject_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"sent_by" text,
	"sent_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"link_origin" text NOT NULL,
	"recipients" integer NOT NULL,
	"finished_at" timestamp with time zone,
	"sent_count" integer,
	"failed_count" integer,
	"skipped_count" integer
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_sent_by_staff_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_pending_idx" ON "newsletter_deliveries" USING btree ("newsletter_id","subscription_id") WHERE "newsletter_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_queued_at_idx" ON "newsletter_deliveries" USING btree ("queued_at") WHERE "newsletter_deliveries"."queued_at" is not null;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscription_idx" ON "newsletter_deliveries" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "newsletters_created_at_idx" ON "newsletters" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "newsletters_unfinished_idx" ON "newsletters" USING btree ("created_at") WHERE "newsletters"."finished_at" is null;