CREATE TABLE "buyer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "buyer_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "buyer_sign_in_codes" (
	"mobile_hash" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"previous_code_hash" text,
	"previous_expires_at" timestamp with time zone,
	"resend_available_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "buyer_sessions_expires_at_idx" ON "buyer_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "buyer_sessions_mobile_idx" ON "buyer_sessions" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "buyer_sign_in_codes_expires_at_idx" ON "buyer_sign_in_codes" USING btree ("expires_at");