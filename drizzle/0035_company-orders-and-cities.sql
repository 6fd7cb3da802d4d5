CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"car_id" integer,
	"car_title" jsonb NOT NULL,
	"color_id" integer,
	"color_name" jsonb,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_color_id_car_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."car_colors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_key" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 0086. Existing orders' `city` was asked as "City" among the four branch cities: it is
-- kept as the buyer's city (a company's: its headquarters, now also its delivery city). The branch
-- that handles an existing order is the first branch of that city, which sits in it.
UPDATE "orders" SET "branch_id" = (
	SELECT "b"."id" FROM "branches" "b"
	WHERE "b"."city_slug" = "orders"."city" AND "b"."deleted_at" IS NULL
	ORDER BY "b"."sort", "b"."id" LIMIT 1
);--> statement-breakpoint
-- A company order's one model and quantity become its first and only line.
INSERT INTO "order_lines" ("order_id", "position", "car_id", "car_title", "quantity")
SELECT "id", 0, "car_id", "car_title", GREATEST(1, COALESCE(("company"->>'quantity')::integer, 1))
FROM "orders" WHERE "type" = 'company';--> statement-breakpoint
UPDATE "orders"
SET "company" = ("company" - 'quantity') || jsonb_build_object('headquartersCity', "city")
WHERE "type" = 'company';
