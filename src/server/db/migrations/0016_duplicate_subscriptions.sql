-- A second live subscription of one user (two checkouts opened before either was paid, both paid) is
-- ended at once and its payment refunded; this marks it (and is the claim that lets one process end it).
ALTER TABLE "billing_subscriptions" ADD COLUMN "ended_as_duplicate_at" timestamp with time zone;
