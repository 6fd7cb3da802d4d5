CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_key" ON "subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "subscriptions_unconfirmed_expiry_idx" ON "subscriptions" USING btree ("confirmation_expires_at") WHERE "subscriptions"."confirmed_at" is null;