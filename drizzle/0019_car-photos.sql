CREATE TABLE "car_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"name" text NOT NULL,
	"widths" integer[] NOT NULL,
	"alt_ar" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "picture_files" (
	"name" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"media_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_files_size" CHECK (octet_length("picture_files"."content") > 0)
);
--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "length_mm" integer;--> statement-breakpoint
ALTER TABLE "car_photos" ADD CONSTRAINT "car_photos_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_photos" ADD CONSTRAINT "car_photos_color_id_car_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."car_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_photos_car_idx" ON "car_photos" USING btree ("car_id","sort");--> statement-breakpoint
CREATE INDEX "car_photos_color_idx" ON "car_photos" USING btree ("color_id","sort");--> statement-breakpoint
-- The demo catalogue's models get their lengths; a model added since keeps null (its seats decide).
UPDATE "models" SET "length_mm" = "lengths"."mm" FROM (VALUES ('yaris', 4425), ('corolla', 4630), ('camry', 4920), ('raize', 4030), ('rav4', 4600), ('land-cruiser', 4985), ('prado', 4925), ('hilux', 5325), ('hiace', 5380), ('grand-i10', 3805), ('accent', 4535), ('elantra', 4710), ('sonata', 4910), ('tucson', 4630), ('santa-fe', 4830), ('staria', 5253), ('picanto', 3595), ('pegas', 4300), ('k5', 4905), ('sportage', 4660), ('sorento', 4815), ('carnival', 5155), ('ev6', 4695), ('sunny', 4495), ('altima', 4900), ('x-trail', 4680), ('patrol', 5350), ('navara', 5255), ('z', 4380), ('es', 4975), ('rx', 4890), ('lx', 5100), ('captiva', 4655), ('tahoe', 5352), ('silverado', 5885), ('corvette', 4630), ('yukon', 5334), ('sierra', 5890), ('taurus', 4996), ('territory', 4630), ('explorer', 5050), ('f-150', 5910), ('mustang', 4811), ('mg3', 4113), ('mg5', 4675), ('zs', 4430), ('mg4', 4287), ('alsvin', 4390), ('cs35-plus', 4335), ('cs75-plus', 4700), ('emgrand', 4638), ('coolray', 4380), ('monjaro', 4770), ('mazda3', 4460), ('cx-5', 4575), ('cx-90', 5120), ('mx-5', 3915)) AS "lengths"("slug", "mm") WHERE "models"."slug" = "lengths"."slug" AND "models"."length_mm" IS NULL;
