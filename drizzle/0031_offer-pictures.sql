CREATE TABLE "offer_pictures" (
	"name" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"media_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_pictures_size" CHECK (octet_length("offer_pictures"."content") > 0)
);
