import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on 127.0.0.1 that answers the part of Stripe's API the product calls, as Stripe
 * does (form-encoded requests, JSON answers, Stripe's error shape), so the official SDK runs unchanged
 * against it (its `host`, `port` and `protocol` options). It keeps what it was asked and the objects it
 * made, and builds the events Stripe would send about them; tests sign and post those to the webhook.
 */

type Params = Record<string, unknown>;

export interface RecordedCall {
  method: string;
  path: string;
  params: Params;
}

export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  /** When the subscription ended, once it has (Stripe's `ended_at`, epoch seconds). */
  ended_at?: number | null;
  /** Its last invoice (the checkout's first one). */
  latest_invoice?: string | null;
  metadata: Record<string, string>;
  items: {
    object: "list";
    data: Array<{ id: string; object: "subscription_item"; current_period_end: number; price: { id: string } }>;
  };
}

/** `a[b][0][c]=v` form fields as nested objects and arrays, the way Stripe reads them. */
function parseForm(body: string): Params {
  const result: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Record<string, unknown> = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return result;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export class FakeStripe {
  readonly calls: RecordedCall[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly customers = new Map<string, { id: string; email: string; metadata: Record<string, string> }>();
  readonly sessions = new Map<string, Params & { id: string }>();
  /** Each invoice's payments: the PaymentIntent that paid it and the amount. */
  readonly invoicePayments = new Map<string, Array<{ paymentIntent: string; amount: number; customer: string }>>();
  readonly refunds: Array<{ id: string; payment_intent: string; amount: number; reason: string; charge: string }> = [];
  /** Answers already given, by the request's Idempotency-Key (Stripe replays them for a repeat). */
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  /** Paths answered with Stripe's 500 api_error, to test how the product takes a provider failure. */
  readonly failing = new Set<string>();
  private server: Server | null = null;

  /** @param amounts each price's monthly amount in cents, for the invoices it makes */
  constructor(private readonly amounts: Record<string, number>) {}

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error("The fake Stripe server is not listening");
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(
        ({ status, body }) => {
          response.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
          response.end(JSON.stringify(body));
        },
        (error: unknown) => {
          response.writeHead(500, { "content-type": "application/json" });
          response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  callsTo(method: string, path: string | RegExp): RecordedCall[] {
    return this.calls.filter(
      (call) => call.method === method && (typeof path === "string" ? call.path === path : path.test(call.path)),
    );
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const method = request.method ?? "GET";
    const raw = await readBody(request);
    const params = method === "GET" || method === "DELETE" ? parseForm(url.search.slice(1)) : parseForm(raw);
    const path = url.pathname;
    this.calls.push({ method, path, params });
    if (!request.headers.authorization?.startsWith("Bearer sk_test_")) {
      return { status: 401, body: { error: { type: "invalid_request_error", message: "Invalid API Key provided" } } };
    }
    if (this.failing.has(path)) {
      return { status: 500, body: { error: { type: "api_error", message: "An unknown error occurred" } } };
    }
    const key = request.headers["idempotency-key"];
    const replayed = typeof key === "string" ? this.idempotent.get(key) : undefined;
    if (replayed) return replayed;
    const answer = this.route(method, path, params);
    if (typeof key === "string" && method === "POST") this.idempotent.set(key, answer);
    return answer;
  }

  private route(method: string, path: string, params: Params): { status: number; body: unknown } {
    const subscriptionPath = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: id("cus"),
        email: String(params.email ?? ""),
        metadata: (params.metadata ?? {}) as Record<string, string>,
      };
      this.customers.set(customer.id, customer);
      return { status: 200, body: { object: "customer", ...customer } };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const session = { ...params, id: id("cs_test") };
      this.sessions.set(session.id, session);
      return {
        status: 200,
        body: { object: "checkout.session", ...session, url: `https://checkout.stripe.test/c/pay/${session.id}` },
      };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      return {
        status: 200,
        body: {
          id: id("bps"),
          object: "billing_portal.session",
          url: `https://billing.stripe.test/p/session/${id("p")}`,
        },
      };
    }
    if (method === "GET" && path === "/v1/invoice_payments") {
      const invoice = String(params.invoice ?? "");
      const data = (this.invoicePayments.get(invoice) ?? []).map((payment) => ({
        id: id("inpay"),
        object: "invoice_payment",
        invoice,
        status: "paid",
        amount_paid: payment.amount,
        currency: "usd",
        payment: { type: "payment_intent", payment_intent: payment.paymentIntent },
      }));
      return { status: 200, body: { object: "list", url: "/v1/invoice_payments", has_more: false, data } };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = String(params.payment_intent ?? "");
      const paid = [...this.invoicePayments.values()].flat().find((payment) => payment.paymentIntent === intent);
      if (!paid) {
        return { status: 404, body: { error: { type: "invalid_request_error", message: "No such payment_intent" } } };
      }
      if (this.refunds.some((refund) => refund.payment_intent === intent)) {
        const message = "Charge has already been refunded.";
        return {
          status: 400,
          body: { error: { type: "invalid_request_error", code: "charge_already_refunded", message } },
        };
      }
      const refund = {
        id: id("re"),
        payment_intent: intent,
        amount: paid.amount,
        reason: String(params.reason ?? ""),
        charge: `ch_${intent.slice(3)}`,
      };
      this.refunds.push(refund);
      return { status: 200, body: { object: "refund", status: "succeeded", currency: "usd", ...refund } };
    }
    if (subscriptionPath) {
      const subscription = this.subscriptions.get(subscriptionPath[1]!);
      if (!subscription) {
        return { status: 404, body: { error: { type: "invalid_request_error", message: "No such subscription" } } };
      }
      if (method === "GET") return { status: 200, body: subscription };
      if (method === "DELETE") {
        subscription.status = "canceled";
        subscription.ended_at = nowSeconds();
        return { status: 200, body: subscription };
      }
      if (method === "POST") {
        if (params.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === "true";
        }
        const items = params.items as Array<{ id: string; price: string }> | undefined;
        if (items?.[0]) subscription.items.data[0]!.price = { id: items[0].price };
        Object.assign(subscription.metadata, (params.metadata ?? {}) as Record<string, string>);
        return { status: 200, body: subscription };
      }
    }
    return {
      status: 404,
      body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  /**
   * What Stripe does when the seeker pays a subscription checkout: it makes the subscription and sends
   * checkout.session.completed, customer.subscription.created and invoice.paid (returned, for the test to
   * deliver in any order it likes).
   */
  completeSubscriptionCheckout(sessionId: string, at = nowSeconds()) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No such session ${sessionId}`);
    const lineItems = session.line_items as Array<{ price: string }>;
    const subscriptionData = (session.subscription_data ?? {}) as { metadata?: Record<string, string> };
    const invoiceId = id("in");
    const amount = this.amounts[lineItems[0]!.price] ?? 0;
    const subscription: FakeSubscription = {
      id: id("sub"),
      latest_invoice: invoiceId,
      object: "subscription",
      customer: String(session.customer),
      status: "active",
      cancel_at_period_end: false,
      metadata: { ...subscriptionData.metadata },
      items: {
        object: "list",
        data: [
          {
            id: id("si"),
            object: "subscription_item",
            current_period_end: at + 30 * 86_400,
            price: { id: lineItems[0]!.price },
          },
        ],
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    this.invoicePayments.set(invoiceId, [{ paymentIntent: id("pi"), amount, customer: subscription.customer }]);
    return {
      subscription,
      completed: this.event("checkout.session.completed", at, {
        id: sessionId,
        object: "checkout.session",
        mode: "subscription",
        customer: subscription.customer,
        client_reference_id: session.client_reference_id,
        subscription: subscription.id,
        payment_status: "paid",
        status: "complete",
        metadata: session.metadata ?? {},
      }),
      created: this.subscriptionEvent("customer.subscription.created", subscription, at),
      invoicePaid: this.invoiceEvent("invoice.paid", subscription, at, amount, invoiceId),
    };
  }

  /** An event about a subscription as it stands now (a snapshot, like Stripe's). */
  subscriptionEvent(type: string, subscription: FakeSubscription, at = nowSeconds()) {
    return this.event(type, at, structuredClone(subscription) as unknown as Params);
  }

  invoiceEvent(
    type: "invoice.paid" | "invoice.payment_failed",
    subscription: FakeSubscription,
    at: number,
    amount: number,
    invoiceId = id("in"),
  ) {
    return this.event(type, at, {
      id: invoiceId,
      object: "invoice",
      customer: subscription.customer,
      currency: "usd",
      amount_due: amount,
      amount_paid: type === "invoice.paid" ? amount : 0,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
    });
  }

  /** Stripe's charge.refunded for a refund it made. */
  refundEvent(refund: FakeStripe["refunds"][number], at = nowSeconds()) {
    const paid = [...this.invoicePayments.values()]
      .flat()
      .find((payment) => payment.paymentIntent === refund.payment_intent);
    return this.event("charge.refunded", at, {
      id: refund.charge,
      object: "charge",
      customer: paid?.customer ?? null,
      payment_intent: refund.payment_intent,
      amount_refunded: refund.amount,
      currency: "usd",
      refunded: true,
    });
  }

  event(type: string, created: number, object: Params) {
    return { id: id("evt"), object: "event", api_version: "2026-10-28.endive", type, created, data: { object } };
  }
}
