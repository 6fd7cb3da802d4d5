CREATE TABLE "pdpl_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"subject_kind" text NOT NULL,
	"language" text NOT NULL,
	"received_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answered_at" timestamp with time zone,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"held" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "pdpl_requests_kind" CHECK ("pdpl_requests"."kind" in ('access', 'correction', 'erasure')),
	CONSTRAINT "pdpl_requests_status" CHECK ("pdpl_requests"."status" in ('open', 'answered'))
);
--> statement-breakpoint
ALTER TABLE "pdpl_requests" ADD CONSTRAINT "pdpl_requests_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pdpl_requests_open_idx" ON "pdpl_requests" USING btree ("status","received_on");