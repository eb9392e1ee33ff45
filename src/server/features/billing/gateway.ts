import type { PaidPlanLevel } from "../../../shared/billing";
import type { ProviderSubscription } from "./provider-objects";

/**
 * The payment provider's side of billing: Stripe (`stripe-gateway.ts`) or the local test checkout
 * (`test-gateway.ts`). Calls that change a subscription answer its new state when the provider gives
 * it back (Stripe), or null when they report it through the event handler themselves (test mode).
 */
export interface PaymentGateway {
  readonly provider: "stripe" | "test";
  createCustomer(user: { id: string; email: string }): Promise<string>;
  subscriptionCheckout(input: CheckoutInput & { planLevel: PaidPlanLevel }): Promise<string>;
  donationCheckout(input: CheckoutInput & { amountCents: number }): Promise<string>;
  changePlan(subscriptionId: string, planLevel: PaidPlanLevel): Promise<ProviderSubscription | null>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription | null>;
  cancelNow(subscriptionId: string): Promise<ProviderSubscription | null>;
  /**
   * A second subscription the seeker did not mean to buy: ended at once, and what it charged refunded
   * in full. Safe to repeat (nothing is cancelled or refunded twice).
   */
  endDuplicate(subscriptionId: string): Promise<ProviderSubscription | null>;
  portal(customerId: string, returnUrl: string): Promise<string>;
}

interface CheckoutInput {
  customerId: string;
  userId: string;
  successUrl: string;
  cancelUrl: string;
}
