-- No seat of a branch is taken twice at overlapping times (decision 0100): a slot's capacity is its
-- seat numbers, and this constraint is what keeps concurrent bookings from sharing one, on
-- PostgreSQL and PGlite alike. btree_gist gives GiST the equality of the integer columns.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "test_drive_seats" ADD CONSTRAINT "test_drive_seats_no_double_booking" EXCLUDE USING gist ("branch_id" WITH =, "seat" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
