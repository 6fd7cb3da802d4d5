CREATE TABLE "branch_special_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "branch_special_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_id" integer NOT NULL,
	"label_ar" text NOT NULL,
	"label_en" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_through" date NOT NULL,
	"hours" jsonb NOT NULL,
	CONSTRAINT "branch_special_hours_dates_ordered" CHECK ("branch_special_hours"."valid_from" <= "branch_special_hours"."valid_through")
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "branch_special_hours" ADD CONSTRAINT "branch_special_hours_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_special_hours_branch_idx" ON "branch_special_hours" USING btree ("branch_id","valid_through");