import { z } from "zod";
import { DONATION_MAX_CENTS, DONATION_MIN_CENTS } from "../billing";

/** How payments work on this server: Stripe, the local test checkout, or not at all. */
const BILLING_MODES = ["stripe", "test", "off"] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/** GET /api/billing: the seeker's plan and subscription. */
export const billingResponseSchema = z
  .object({
    plan: z.object({
      level: z.number().int().min(1).max(3),
      name: z.string(),
      priceCents: z.number().int(),
      currency: z.string(),
    }),
    status: z.enum(["free", "active", "past_due", "canceled"]),
    /** The end of the paid period (ISO time), while there is a subscription. */
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    /** While past due: when the paid plan stops unless the payment goes through. */
    graceEndsAt: z.string().nullable(),
    mode: z.enum(BILLING_MODES),
    /** Whether the provider's billing portal (cards, invoices) can be opened for this seeker. */
    hasBillingAccount: z.boolean(),
    /**
     * A second subscription (two checkouts paid at once) that was ended at once and its payment refunded,
     * in the last 30 days: its plan, the amount refunded and when; null when there is none.
     */
    duplicateRefund: z.object({ planName: z.string(), amountCents: z.number().int(), endedAt: z.string() }).nullable(),
  })
  .meta({ id: "Billing" });
export type BillingResponse = z.infer<typeof billingResponseSchema>;

export const checkoutRequestSchema = z
  .object({ plan: z.union([z.literal(2), z.literal(3)], { error: "Choose plan 2 or 3" }) })
  .meta({ id: "CheckoutRequest" });

/** Where the browser goes next: the provider's page, the local test checkout, or back to the dashboard. */
export const redirectResponseSchema = z.object({ url: z.string() }).meta({ id: "Redirect" });

export const donationRequestSchema = z
  .object({
    amountCents: z
      .number({ error: "Enter an amount in cents" })
      .int("Enter a whole number of cents")
      .min(DONATION_MIN_CENTS, "The smallest donation is $1")
      .max(DONATION_MAX_CENTS, "The largest donation is $500"),
  })
  .meta({ id: "DonationRequest" });

/** A local test checkout's id in a path. */
export const testCheckoutParamsSchema = z.object({
  id: z.string().regex(/^cs_test_[A-Za-z0-9]{24}$/, "Test checkout ids are cs_test_ and 24 letters or digits"),
});

/** GET /api/billing/test-checkout/{id}: what the local test checkout page shows. */
export const testCheckoutSchema = z
  .object({
    id: z.string(),
    kind: z.enum(["subscription", "donation"]),
    planLevel: z.number().int().nullable(),
    planName: z.string().nullable(),
    amountCents: z.number().int(),
    currency: z.string(),
    status: z.enum(["open", "complete", "canceled"]),
  })
  .meta({ id: "TestCheckout" });
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** A payment as the data export lists it. */
export const paymentRecordSchema = z
  .object({
    kind: z.enum(["subscription", "donation", "refund"]),
    status: z.enum(["paid", "failed", "refunded"]),
    amountCents: z.number().int(),
    currency: z.string(),
    planLevel: z.number().int().nullable(),
    provider: z.enum(["stripe", "test"]),
    providerId: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "PaymentRecord" });

/** POST /api/billing/webhook's answer to an event it accepted (new or already seen). */
export const webhookResponseSchema = z
  .object({ received: z.literal(true), duplicate: z.boolean() })
  .meta({ id: "WebhookReceipt" });
