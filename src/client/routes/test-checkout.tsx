import { useParams } from "react-router";
import type { Route } from "./+types/test-checkout";
import { TEST_CHECKOUT_PAGE } from "../../../content/site/pricing";
import { PageNotFound } from "../components/layout/page-not-found";
import { LoadingBlocks, RequestError } from "../components/ui/query-feedback";
import { TestCheckoutView } from "../features/billing/test-checkout-view";
import { useTestCheckout } from "../features/billing/use-billing";
import { ApiError } from "../lib/api-client";
import { requireSession } from "../lib/auth/require-session";
import { pageMeta } from "../lib/page-meta";
import { QueryProvider } from "../lib/query-provider";

export function meta({ params }: Route.MetaArgs) {
  return pageMeta({
    title: TEST_CHECKOUT_PAGE.title,
    description: TEST_CHECKOUT_PAGE.description,
    path: `/billing/test-checkout/${params.id}`,
    isIndexable: false,
  });
}

/** Only its seeker may see a checkout: a visitor signs in first and comes back here. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request);
  return null;
}

/** /billing/test-checkout/:id: test mode's stand-in for the payment provider's checkout page. */
export default function TestCheckoutRoute() {
  return (
    <QueryProvider>
      <TestCheckout />
    </QueryProvider>
  );
}

function TestCheckout() {
  const id = useParams().id ?? "";
  const checkout = useTestCheckout(id);
  if (checkout.isPending) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <LoadingBlocks label={TEST_CHECKOUT_PAGE.loading} count={2} className="h-24" />
      </div>
    );
  }
  if (checkout.isError) {
    const error = checkout.error;
    // Unknown, another seeker's, a malformed id, or a server not in test mode: there is no such page.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <PageNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <RequestError error={error} fallback={TEST_CHECKOUT_PAGE.loadFailed} onRetry={() => void checkout.refetch()} />
      </div>
    );
  }
  return <TestCheckoutView checkout={checkout.data} />;
}
