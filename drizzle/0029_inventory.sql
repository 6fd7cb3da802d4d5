-- The inventory (decision 0077): cars retired or sold out leave the market, stock per branch and
-- colour, and every price change kept. The unique key on car_colors comes first: car_stock points at it.
CREATE TYPE "public"."stock_line_status" AS ENUM('available', 'reserved', 'in_transit', 'sold');--> statement-breakpoint
CREATE TABLE "car_price_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"old_price_sar" integer NOT NULL,
	"new_price_sar" integer NOT NULL,
	"staff_user_id" text,
	"staff_email" text NOT NULL,
	CONSTRAINT "car_price_changes_positive" CHECK ("car_price_changes"."old_price_sar" > 0 and "car_price_changes"."new_price_sar" > 0)
);
--> statement-breakpoint
CREATE TABLE "car_stock" (
	"car_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"status" "stock_line_status" NOT NULL,
	"count" smallint NOT NULL,
	CONSTRAINT "car_stock_car_id_branch_id_color_id_status_pk" PRIMARY KEY("car_id","branch_id","color_id","status"),
	CONSTRAINT "car_stock_count_range" CHECK ("car_stock"."count" between 1 and 999)
);
--> statement-breakpoint
ALTER TABLE "car_colors" ADD CONSTRAINT "car_colors_id_car_id_key" UNIQUE("id","car_id");--> statement-breakpoint
DROP INDEX "cars_facets_idx";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "sold_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "car_price_changes" ADD CONSTRAINT "car_price_changes_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_price_changes" ADD CONSTRAINT "car_price_changes_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_stock" ADD CONSTRAINT "car_stock_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_stock" ADD CONSTRAINT "car_stock_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_stock" ADD CONSTRAINT "car_stock_color_car_fk" FOREIGN KEY ("color_id","car_id") REFERENCES "public"."car_colors"("id","car_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_price_changes_car_idx" ON "car_price_changes" USING btree ("car_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "car_stock_branch_idx" ON "car_stock" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "cars_facets_idx" ON "cars" USING btree ("price_sar","facet_key","model_id","featured") WHERE "cars"."retired_at" is null and "cars"."sold_out_at" is null;--> statement-breakpoint
