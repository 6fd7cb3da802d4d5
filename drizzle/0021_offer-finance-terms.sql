ALTER TABLE "offers" ADD COLUMN "finance_term_months" smallint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "min_down_payment_percent" smallint;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_term_range" CHECK ("offers"."finance_term_months" between 12 and 60);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_down_payment_range" CHECK ("offers"."min_down_payment_percent" between 0 and 90);--> statement-breakpoint
-- The demo's 0% offer states 12 months and 20% down in its text; databases seeded before these columns learn it here, so its cars stop quoting 0% over 60 months.
UPDATE "offers" SET "finance_term_months" = 12, "min_down_payment_percent" = 20 WHERE "title_en" = '0% profit for 12 months on Accent and Elantra' AND "profit_rate_percent" = 0 AND "finance_term_months" IS NULL;
