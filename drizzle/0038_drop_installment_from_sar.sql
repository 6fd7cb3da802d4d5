ALTER TABLE "cars" DROP CONSTRAINT "cars_installment_positive";--> statement-breakpoint
ALTER TABLE "cars" DROP COLUMN "installment_from_sar";