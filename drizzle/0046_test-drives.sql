CREATE TABLE "test_drive_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_drive_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_drive_codes" (
	"test_drive_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_available_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"codes_sent" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_drive_seats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_drive_seats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"branch_id" integer NOT NULL,
	"seat" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"test_drive_id" uuid,
	"block_id" integer,
	CONSTRAINT "test_drive_seats_one_owner" CHECK (("test_drive_seats"."test_drive_id" is null) <> ("test_drive_seats"."block_id" is null)),
	CONSTRAINT "test_drive_seats_seat_positive" CHECK ("test_drive_seats"."seat" >= 1),
	CONSTRAINT "test_drive_seats_time_ordered" CHECK ("test_drive_seats"."starts_at" < "test_drive_seats"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "test_drives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'awaiting_verification' NOT NULL,
	"locale" text NOT NULL,
	"car_id" integer,
	"car_title" jsonb NOT NULL,
	"branch_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hold_until" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"outcome_at" timestamp with time zone,
	"outcome_by" text,
	"reminder_queued_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"link_origin" text NOT NULL,
	CONSTRAINT "test_drives_reference_unique" UNIQUE("reference"),
	CONSTRAINT "test_drives_time_ordered" CHECK ("test_drives"."starts_at" < "test_drives"."ends_at"),
	CONSTRAINT "test_drives_status" CHECK ("test_drives"."status" in ('awaiting_verification', 'booked', 'cancelled', 'shown', 'no_show'))
);
--> statement-breakpoint
ALTER TABLE "test_drive_blocks" ADD CONSTRAINT "test_drive_blocks_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_codes" ADD CONSTRAINT "test_drive_codes_test_drive_id_test_drives_id_fk" FOREIGN KEY ("test_drive_id") REFERENCES "public"."test_drives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_seats" ADD CONSTRAINT "test_drive_seats_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_seats" ADD CONSTRAINT "test_drive_seats_test_drive_id_test_drives_id_fk" FOREIGN KEY ("test_drive_id") REFERENCES "public"."test_drives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_seats" ADD CONSTRAINT "test_drive_seats_block_id_test_drive_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."test_drive_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_drive_blocks_slot_key" ON "test_drive_blocks" USING btree ("branch_id","starts_at");--> statement-breakpoint
CREATE INDEX "test_drive_seats_drive_idx" ON "test_drive_seats" USING btree ("test_drive_id");--> statement-breakpoint
CREATE INDEX "test_drive_seats_branch_time_idx" ON "test_drive_seats" USING btree ("branch_id","starts_at");--> statement-breakpoint
CREATE INDEX "test_drives_branch_time_idx" ON "test_drives" USING btree ("branch_id","starts_at");--> statement-breakpoint
CREATE INDEX "test_drives_status_idx" ON "test_drives" USING btree ("status","starts_at");