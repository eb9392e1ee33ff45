import { lazy, Suspense } from "react";
import type { RitualTool } from "../../../shared/draws/spreads";
import { useAuth } from "../../lib/auth/auth-provider";
import { withQueries } from "../../lib/with-queries";

/**
 * The ritual's card and what it needs (forms, the typed client, the query library) load only for a
 * signed-in seeker.
 */
const RitualCard = lazy(withQueries(() => import("./ritual-card")));

/**
 * On the prerendered /numerology and /moon-phases pages: nothing for a visitor (nor in the prerendered
 * HTML); for a signed-in seeker, the day's ritual, loaded when the session is known.
 */
export function SignedInRitual({ tool }: { tool: RitualTool }) {
  const { user, loading } = useAuth();
  if (loading || !user) return null;
  return (
    <div className="px-4 sm:px-6">
      <Suspense fallback={null}>
        <RitualCard tool={tool} />
      </Suspense>
    </div>
  );
}
