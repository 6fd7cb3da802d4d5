-- One position per picture and colour of a car: "order by sort" is then complete, and the index
-- returns rows in that order without a sort step.
DROP INDEX "car_colors_car_idx";--> statement-breakpoint
DROP INDEX "car_images_car_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "car_colors_car_sort_key" ON "car_colors" USING btree ("car_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "car_images_car_sort_key" ON "car_images" USING btree ("car_id","sort");