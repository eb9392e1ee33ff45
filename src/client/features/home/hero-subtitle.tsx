import { lazy, Suspense } from "react";
import { homeContent } from "../../../../content/site/home";
import { useAuth } from "../../lib/auth/auth-provider";
import { withQueries } from "../../lib/with-queries";
import { SubtitleText } from "./subtitle-text";

/** The active quest's subtitle loads with the query library, only once someone is signed in. */
const QuestSubtitle = lazy(withQueries(() => import("./quest-subtitle")));

/** The hero's subtitle: the visitor's, or the seeker's (their active quest once it is known). */
export function HeroSubtitle() {
  const { user } = useAuth();
  if (!user) return <SubtitleText text={homeContent.signedOutSubtitle} />;
  return (
    <Suspense fallback={<SubtitleText text={homeContent.signedInSubtitle} />}>
      <QuestSubtitle />
    </Suspense>
  );
}
