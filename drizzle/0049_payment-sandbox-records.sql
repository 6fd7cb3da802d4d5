CREATE TABLE "payment_sandbox_records" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
