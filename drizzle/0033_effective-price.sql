DROP INDEX "cars_brand_price_idx";--> statement-breakpoint
DROP INDEX "cars_model_price_idx";--> statement-breakpoint
DROP INDEX "cars_price_idx";--> statement-breakpoint
DROP INDEX "cars_facets_idx";--> statement-breakpoint
DROP INDEX "cars_body_price_idx";--> statement-breakpoint
DROP INDEX "cars_fuel_price_idx";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "effective_price_sar" integer GENERATED ALWAYS AS (least(price_sar, competitive_price_sar)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_brand_price_idx" ON "cars" USING btree ("brand_id","effective_price_sar");--> statement-breakpoint
CREATE INDEX "cars_model_price_idx" ON "cars" USING btree ("model_id","effective_price_sar");--> statement-breakpoint
CREATE INDEX "cars_price_idx" ON "cars" USING btree ("effective_price_sar","id");--> statement-breakpoint
CREATE INDEX "cars_facets_idx" ON "cars" USING btree ("effective_price_sar","facet_key","model_id","featured") WHERE "cars"."retired_at" is null and "cars"."sold_out_at" is null;--> statement-breakpoint
CREATE INDEX "cars_body_price_idx" ON "cars" USING btree ("body_type","effective_price_sar");--> statement-breakpoint
CREATE INDEX "cars_fuel_price_idx" ON "cars" USING btree ("fuel_type","effective_price_sar");