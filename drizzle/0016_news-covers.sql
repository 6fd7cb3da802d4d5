CREATE TABLE "news_covers" (
	"name" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"media_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_covers_size" CHECK (octet_length("news_covers"."content") > 0)
);
