DROP INDEX "car_price_changes_car_idx";--> statement-breakpoint
DROP INDEX "cars_newest_idx";--> statement-breakpoint
DROP INDEX "jobs_open_published_idx";--> statement-breakpoint
DROP INDEX "news_published_idx";--> statement-breakpoint
CREATE INDEX "car_price_changes_car_idx" ON "car_price_changes" USING btree ("car_id","changed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cars_newest_idx" ON "cars" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_open_published_idx" ON "jobs" USING btree ("open","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news_articles" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);