import { CircleCheck, ShieldCheck, CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { PRICING_PAGE } from "../../../../content/site/pricing";
import { PageHero } from "../../components/ui/page-hero";
import { RequestError } from "../../components/ui/query-feedback";
import { useAuth } from "../../lib/auth/auth-provider";
import { DonationBox } from "./donation-box";
import type { PricingViewer } from "./plan-choice";
import { PricingPlans } from "./pricing-plans";
import { useBilling } from "./use-billing";

/**
 * /pricing: the three plans, the questions people ask before paying, and the donation box. What a visitor
 * sees is prerendered; the seeker's own plan (GET /api/billing) is fetched only once the session says
 * someone is signed in.
 */
export function PricingPage() {
  const { user, loading } = useAuth();
  const billing = useBilling({ enabled: !!user });
  const viewer: PricingViewer = loading
    ? { kind: "unknown" }
    : user
      ? { kind: "seeker", billing: billing.data }
      : { kind: "visitor" };
  return (
    <>
      <PageHero eyebrow={PRICING_PAGE.eyebrow} title={PRICING_PAGE.title}>
        <p>{PRICING_PAGE.intro}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-20 sm:px-6">
        <div className="grid gap-5">
          {/* The address's notes and the server's mode are known only in the browser, after hydration. */}
          {viewer.kind !== "unknown" && <PricingNotes mode={billing.data?.mode} />}
          {billing.isError && (
            <RequestError
              error={billing.error}
              fallback={PRICING_PAGE.billingLoadFailed}
              onRetry={() => void billing.refetch()}
            />
          )}
          <PricingPlans viewer={viewer} />
        </div>
        <PricingFaq />
        <DonationBox viewer={viewer} />
      </div>
    </>
  );
}

/** The way back from a checkout (`?checkout=canceled`, `?donation=thanks`) and how payments work here. */
function PricingNotes({ mode }: { mode: "stripe" | "test" | "off" | undefined }) {
  const [searchParams] = useSearchParams();
  return (
    <>
      {searchParams.get("donation") === "thanks" && (
        <Note icon={<CircleCheck aria-hidden className="size-5 shrink-0 text-emerald-300" />} role="status">
          {PRICING_PAGE.donationThanks}
        </Note>
      )}
      {searchParams.get("checkout") === "canceled" && (
        <Note icon={<CircleAlert aria-hidden className="size-5 shrink-0 text-indigo-200" />} role="status">
          {PRICING_PAGE.checkoutCanceled}
        </Note>
      )}
      {mode === "test" && (
        <Note icon={<ShieldCheck aria-hidden className="size-5 shrink-0 text-gold-200" />}>
          {PRICING_PAGE.testModeNote}
        </Note>
      )}
      {mode === "off" && (
        <Note icon={<CircleAlert aria-hidden className="size-5 shrink-0 text-gold-200" />}>{PRICING_PAGE.offNote}</Note>
      )}
    </>
  );
}

function Note({ icon, role, children }: { icon: ReactNode; role?: "status"; children: ReactNode }) {
  return (
    <p
      role={role}
      className="mx-auto flex w-full max-w-3xl items-start gap-3 rounded-xl border border-white/10 bg-night-800/60 px-4 py-3 text-sm text-indigo-50"
    >
      {icon}
      <span>{children}</span>
    </p>
  );
}

function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto w-full max-w-3xl">
      <h2 id="pricing-faq-title" className="text-center text-2xl text-gold-100 sm:text-3xl">
        {PRICING_PAGE.faqTitle}
      </h2>
      <div className="mt-8 grid gap-4">
        {PRICING_PAGE.faq.map((item) => (
          <div key={item.question} className="card p-5 sm:p-6">
            <h3 className="text-lg text-gold-100">{item.question}</h3>
            <p className="mt-2 text-sm leading-relaxed text-indigo-100/85">{item.answer}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
