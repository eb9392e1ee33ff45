import { PRICING_PAGE } from "../../../content/site/pricing";
import { PricingPage } from "../features/billing/pricing-page";
import { pageMeta } from "../lib/page-meta";
import { QueryProvider } from "../lib/query-provider";

export function meta() {
  return pageMeta({ title: PRICING_PAGE.title, description: PRICING_PAGE.description, path: "/pricing" });
}

export default function PricingRoute() {
  return (
    <QueryProvider>
      <PricingPage />
    </QueryProvider>
  );
}
