CREATE TYPE "public"."body_type" AS ENUM('sedan', 'suv', 'hatchback', 'pickup', 'coupe', 'van', 'crossover');--> statement-breakpoint
CREATE TYPE "public"."employment_type" AS ENUM('full_time', 'part_time', 'contract', 'internship');--> statement-breakpoint
CREATE TYPE "public"."feature_group" AS ENUM('exterior', 'comfort', 'safety');--> statement-breakpoint
CREATE TYPE "public"."finance_partner_kind" AS ENUM('bank', 'finance_company');--> statement-breakpoint
CREATE TYPE "public"."fuel_type" AS ENUM('petrol', 'diesel', 'hybrid', 'electric');--> statement-breakpoint
CREATE TYPE "public"."site_page_slug" AS ENUM('about', 'services', 'finance', 'policy', 'terms');--> statement-breakpoint
CREATE TYPE "public"."spec_group" AS ENUM('engine', 'transmission', 'measurements', 'chassis');--> statement-breakpoint
CREATE TYPE "public"."stock_status" AS ENUM('in_stock', 'limited', 'on_order');--> statement-breakpoint
CREATE TYPE "public"."transmission" AS ENUM('automatic', 'manual', 'cvt');--> statement-breakpoint
CREATE TABLE "banks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"kind" "finance_partner_kind" NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"profit_rate_percent" numeric(5, 2) NOT NULL,
	"max_term_months" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banks_slug_unique" UNIQUE("slug"),
	CONSTRAINT "banks_rate_range" CHECK ("banks"."profit_rate_percent" >= 0 and "banks"."profit_rate_percent" < 100),
	CONSTRAINT "banks_term_positive" CHECK ("banks"."max_term_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "branches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"address_ar" text NOT NULL,
	"address_en" text NOT NULL,
	"phone" text NOT NULL,
	"working_hours_ar" text NOT NULL,
	"working_hours_en" text NOT NULL,
	"map_url" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"logo_path" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "car_colors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_colors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"hex" text NOT NULL,
	"image_path" text NOT NULL,
	"alt_ar" text NOT NULL,
	"alt_en" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "car_colors_hex_format" CHECK ("car_colors"."hex" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "car_feature_groups" (
	"car_id" integer NOT NULL,
	"group" "feature_group" NOT NULL,
	"items" jsonb NOT NULL,
	CONSTRAINT "car_feature_groups_car_id_group_pk" PRIMARY KEY("car_id","group")
);
--> statement-breakpoint
CREATE TABLE "car_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"path" text NOT NULL,
	"alt_ar" text NOT NULL,
	"alt_en" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_spec_groups" (
	"car_id" integer NOT NULL,
	"group" "spec_group" NOT NULL,
	"items" jsonb NOT NULL,
	CONSTRAINT "car_spec_groups_car_id_group_pk" PRIMARY KEY("car_id","group")
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"trim_ar" text NOT NULL,
	"trim_en" text NOT NULL,
	"year" smallint NOT NULL,
	"price_sar" integer NOT NULL,
	"installment_from_sar" integer NOT NULL,
	"competitive_price_sar" integer,
	"body_type" "body_type" NOT NULL,
	"engine_ar" text NOT NULL,
	"engine_en" text NOT NULL,
	"fuel_type" "fuel_type" NOT NULL,
	"transmission" "transmission" NOT NULL,
	"seats" smallint NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"stock_status" "stock_status" DEFAULT 'in_stock' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_price_positive" CHECK ("cars"."price_sar" > 0),
	CONSTRAINT "cars_installment_positive" CHECK ("cars"."installment_from_sar" > 0),
	CONSTRAINT "cars_seats_range" CHECK ("cars"."seats" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"slug" text PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"tagline_ar" text NOT NULL,
	"tagline_en" text NOT NULL,
	"logo_path" text,
	"phone" text NOT NULL,
	"whatsapp" text NOT NULL,
	"email" text NOT NULL,
	"address_ar" text NOT NULL,
	"address_en" text NOT NULL,
	"working_hours_ar" text NOT NULL,
	"working_hours_en" text NOT NULL,
	"map_url" text NOT NULL,
	"socials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "dealer_settings_single_row" CHECK ("dealer_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_ar" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_ar" text NOT NULL,
	"answer_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_slug" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"requirements" jsonb NOT NULL,
	"employment_type" "employment_type" NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "models_slug_unique" UNIQUE("slug"),
	CONSTRAINT "models_id_brand_id_key" UNIQUE("id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"image_path" text,
	"image_alt_ar" text,
	"image_alt_en" text,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "offer_cars" (
	"offer_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_cars_offer_id_car_id_pk" PRIMARY KEY("offer_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"image_path" text,
	"image_alt_ar" text,
	"image_alt_en" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_dates_ordered" CHECK ("offers"."starts_on" <= "offers"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"slug" "site_page_slug" PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_city_slug_cities_slug_fk" FOREIGN KEY ("city_slug") REFERENCES "public"."cities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_colors" ADD CONSTRAINT "car_colors_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_feature_groups" ADD CONSTRAINT "car_feature_groups_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_images" ADD CONSTRAINT "car_images_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_spec_groups" ADD CONSTRAINT "car_spec_groups_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_model_brand_fk" FOREIGN KEY ("model_id","brand_id") REFERENCES "public"."models"("id","brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_city_slug_cities_slug_fk" FOREIGN KEY ("city_slug") REFERENCES "public"."cities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_cars" ADD CONSTRAINT "offer_cars_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_cars" ADD CONSTRAINT "offer_cars_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_city_idx" ON "branches" USING btree ("city_slug","sort");--> statement-breakpoint
CREATE INDEX "car_colors_car_idx" ON "car_colors" USING btree ("car_id","sort");--> statement-breakpoint
CREATE INDEX "car_images_car_idx" ON "car_images" USING btree ("car_id","sort");--> statement-breakpoint
CREATE INDEX "cars_brand_price_idx" ON "cars" USING btree ("brand_id","price_sar");--> statement-breakpoint
CREATE INDEX "cars_model_price_idx" ON "cars" USING btree ("model_id","price_sar");--> statement-breakpoint
CREATE INDEX "cars_price_idx" ON "cars" USING btree ("price_sar","id");--> statement-breakpoint
CREATE INDEX "cars_newest_idx" ON "cars" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_body_price_idx" ON "cars" USING btree ("body_type","price_sar");--> statement-breakpoint
CREATE INDEX "cars_fuel_price_idx" ON "cars" USING btree ("fuel_type","price_sar");--> statement-breakpoint
CREATE INDEX "cars_transmission_idx" ON "cars" USING btree ("transmission");--> statement-breakpoint
CREATE INDEX "cars_year_idx" ON "cars" USING btree ("year");--> statement-breakpoint
CREATE INDEX "cars_featured_idx" ON "cars" USING btree ("featured") WHERE "cars"."featured";--> statement-breakpoint
CREATE INDEX "cars_search_text_trgm_idx" ON "cars" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_open_published_idx" ON "jobs" USING btree ("open","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_brand_id_idx" ON "models" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news_articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offer_cars_car_idx" ON "offer_cars" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "offers_validity_idx" ON "offers" USING btree ("ends_on","starts_on");