ALTER TABLE "order_verification_codes" ADD COLUMN "previous_code_hash" text;--> statement-breakpoint
ALTER TABLE "order_verification_codes" ADD COLUMN "previous_expires_at" timestamp with time zone;