CREATE TYPE "public"."listing_kind" AS ENUM('car', 'offer');--> statement-breakpoint
CREATE TABLE "removed_listings" (
	"kind" "listing_kind" NOT NULL,
	"listing_id" integer NOT NULL,
	"brand_id" integer,
	"body_type" "body_type",
	"price_sar" integer,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "removed_listings_kind_listing_id_pk" PRIMARY KEY("kind","listing_id")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "profit_rate_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_rate_range" CHECK ("offers"."profit_rate_percent" >= 0 and "offers"."profit_rate_percent" < 100);--> statement-breakpoint
-- Every deleted car or offer leaves a row in removed_listings, whatever deletes it (a staff
-- tool, a script, a cascade from its brand or model), so its old link answers 410 and suggests
-- cars like it. Row triggers run on PGlite and PostgreSQL alike; TRUNCATE leaves none.
CREATE FUNCTION remember_removed_car() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO removed_listings (kind, listing_id, brand_id, body_type, price_sar)
  VALUES ('car', OLD.id, OLD.brand_id, OLD.body_type, OLD.price_sar)
  ON CONFLICT (kind, listing_id) DO UPDATE
    SET brand_id = EXCLUDED.brand_id, body_type = EXCLUDED.body_type, price_sar = EXCLUDED.price_sar, removed_at = now();
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cars_remember_removed AFTER DELETE ON cars FOR EACH ROW EXECUTE FUNCTION remember_removed_car();
--> statement-breakpoint
-- Before the delete, while the offer's cars are still linked: the first one describes it.
CREATE FUNCTION remember_removed_offer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO removed_listings (kind, listing_id, brand_id, body_type, price_sar)
  SELECT 'offer', OLD.id, first_car.brand_id, first_car.body_type, first_car.price_sar
  FROM (SELECT 1) AS one
  LEFT JOIN LATERAL (
    SELECT c.brand_id, c.body_type, c.price_sar
    FROM offer_cars oc JOIN cars c ON c.id = oc.car_id
    WHERE oc.offer_id = OLD.id
    ORDER BY oc.sort, oc.car_id
    LIMIT 1
  ) AS first_car ON true
  ON CONFLICT (kind, listing_id) DO UPDATE
    SET brand_id = EXCLUDED.brand_id, body_type = EXCLUDED.body_type, price_sar = EXCLUDED.price_sar, removed_at = now();
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER offers_remember_removed BEFORE DELETE ON offers FOR EACH ROW EXECUTE FUNCTION remember_removed_offer();
