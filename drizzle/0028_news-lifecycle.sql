ALTER TABLE "news_articles" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "news_deleted_at_idx" ON "news_articles" USING btree ("deleted_at") WHERE "news_articles"."deleted_at" is not null;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_status" CHECK ("news_articles"."status" in ('draft', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_published_at" CHECK ("news_articles"."status" = 'draft' or "news_articles"."published_at" is not null);--> statement-breakpoint
-- Existing articles were last changed when they were written or published, not by this migration.
UPDATE "news_articles" SET "updated_at" = least(now(), greatest("created_at", "published_at"));
