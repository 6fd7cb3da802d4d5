-- A removed car's tombstone keeps the price a buyer paid (decision 0085's effective price: the sale
-- price when below the list price), the figure an off-market car is described by and the market
-- filters on, so "cars near its price" are near the same figure whichever way the car left.
-- Tombstones written before keep the list price they stored: the car is gone, the figure with it.
CREATE OR REPLACE FUNCTION remember_removed_car() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO removed_listings (kind, listing_id, brand_id, body_type, price_sar)
  VALUES ('car', OLD.id, OLD.brand_id, OLD.body_type, OLD.effective_price_sar)
  ON CONFLICT (kind, listing_id) DO UPDATE
    SET brand_id = EXCLUDED.brand_id, body_type = EXCLUDED.body_type, price_sar = EXCLUDED.price_sar, removed_at = now();
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION remember_removed_offer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO removed_listings (kind, listing_id, brand_id, body_type, price_sar)
  SELECT 'offer', OLD.id, first_car.brand_id, first_car.body_type, first_car.effective_price_sar
  FROM (SELECT 1) AS one
  LEFT JOIN LATERAL (
    SELECT c.brand_id, c.body_type, c.effective_price_sar
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
