CREATE TABLE "job_application_cvs" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"media_type" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "job_application_cvs_size" CHECK ("job_application_cvs"."size_bytes" > 0 and "job_application_cvs"."size_bytes" = octet_length("job_application_cvs"."content"))
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "job_application_cvs" ADD CONSTRAINT "job_application_cvs_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_job_mobile_idx" ON "job_applications" USING btree ("job_id","mobile","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");