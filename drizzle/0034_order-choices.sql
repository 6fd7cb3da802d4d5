ALTER TABLE "orders" ADD COLUMN "color_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "color_name" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_title" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_color_id_car_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."car_colors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;