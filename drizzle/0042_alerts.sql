ALTER TYPE "public"."outbox_channel" ADD VALUE 'alerts';--> statement-breakpoint
CREATE TABLE "alert_codes" (
	"confirmation_id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"processed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_hits" (
	"alert_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_hits_alert_id_car_id_pk" PRIMARY KEY("alert_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "alert_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"locale" text NOT NULL,
	"link_origin" text NOT NULL,
	"last_digest_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"car_id" integer,
	"market_query" text,
	"reference_price_sar" integer,
	"confirmation_id" uuid NOT NULL,
	"confirmation_expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_codes" ADD CONSTRAINT "alert_codes_recipient_id_alert_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."alert_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_hits" ADD CONSTRAINT "alert_hits_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_hits" ADD CONSTRAINT "alert_hits_recipient_id_alert_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."alert_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_hits" ADD CONSTRAINT "alert_hits_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_recipient_id_alert_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."alert_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_hits_recipient_idx" ON "alert_hits" USING btree ("recipient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_recipients_address_key" ON "alert_recipients" USING btree ("channel","address");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_subject_key" ON "alerts" USING btree ("recipient_id","kind","subject");--> statement-breakpoint
CREATE INDEX "alerts_car_idx" ON "alerts" USING btree ("car_id") WHERE "alerts"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "alerts_confirmation_idx" ON "alerts" USING btree ("confirmation_id");--> statement-breakpoint
CREATE INDEX "alerts_unconfirmed_expiry_idx" ON "alerts" USING btree ("confirmation_expires_at") WHERE "alerts"."confirmed_at" is null;