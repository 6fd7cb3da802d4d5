CREATE TABLE "staff_devices" (
	"device_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_devices_device_id_user_id_pk" PRIMARY KEY("device_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_failures" (
	"scope" text NOT NULL,
	"subject_hash" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"user_id" text,
	"hits" jsonb NOT NULL,
	"locked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_sign_in_failures_scope_subject_hash_address_pk" PRIMARY KEY("scope","subject_hash","address")
);
--> statement-breakpoint
ALTER TABLE "staff_devices" ADD CONSTRAINT "staff_devices_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sign_in_failures" ADD CONSTRAINT "staff_sign_in_failures_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_devices_user_idx" ON "staff_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_sign_in_failures_user_idx" ON "staff_sign_in_failures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_sign_in_failures_expires_at_idx" ON "staff_sign_in_failures" USING btree ("expires_at");