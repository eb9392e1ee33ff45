import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, ownedByUser, updatedAt, users, uuidPrimaryKey } from "./schema";

/**
 * The billing tables (docs/decisions/020-the-offer-and-payments.md), beside the rest of the schema in
 * `schema.ts`; both are the database's schema (drizzle.config.ts, client.ts).
 */

/** The payment provider's customer of each user, made once, before the first checkout. */
export const billingCustomers = pgTable("billing_customers", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: createdAt(),
});

/**
 * The provider's subscriptions as its events last described them (newest event wins; an ended one
 * stays ended). The user's plan is computed from these rows whenever one changes.
 */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: ownedByUser(),
    customerId: text("customer_id").notNull(),
    planLevel: smallint("plan_level").notNull(),
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    pastDueSince: timestamp("past_due_since", { withTimezone: true }),
    /** The provider's time (epoch seconds) of the event or answer this row was last written from. */
    eventAt: bigint("event_at", { mode: "number" }).notNull(),
    /**
     * Set when this was a second live subscription of its user (two checkouts paid) and was ended at
     * once with its payment refunded; also the claim that lets one process alone end it.
     */
    endedAsDuplicateAt: timestamp("ended_as_duplicate_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("billing_subscriptions_user_idx").on(table.userId),
    check("billing_subscriptions_plan_level_check", sql`${table.planLevel} between 2 and 3`),
  ],
);

/** Every provider event received, by its id: an event already here is a replay and changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export const PAYMENT_KINDS = ["subscription", "donation", "refund"] as const;
export const PAYMENT_STATUSES = ["paid", "failed", "refunded"] as const;

/**
 * Every charge, refund and donation. Kept for the legal retention period (about seven years) after the
 * account is deleted: then `user_id` becomes null, and the row names no person.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuidPrimaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: PAYMENT_KINDS }).notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    planLevel: smallint("plan_level"),
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    /** The provider's id of the invoice, checkout session or refund. */
    providerId: text("provider_id").notNull(),
    customerId: text("customer_id"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("payments_provider_record_idx").on(table.provider, table.kind, table.status, table.providerId),
    index("payments_user_idx").on(table.userId),
  ],
);

/** The local test checkout's sessions (test mode only: no provider, no card). */
export const billingTestCheckouts = pgTable("billing_test_checkouts", {
  id: text("id").primaryKey(),
  userId: ownedByUser(),
  kind: text("kind", { enum: ["subscription", "donation"] }).notNull(),
  planLevel: smallint("plan_level"),
  amountCents: integer("amount_cents").notNull(),
  status: text("status", { enum: ["open", "complete", "canceled"] })
    .notNull()
    .default("open"),
  createdAt: createdAt(),
});
