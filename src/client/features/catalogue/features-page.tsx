import { useNavigate } from "react-router";
import { divinationTools } from "../../../../content/site/divination-tools";
import { PageHero } from "../../components/ui/page-hero";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";
import { useAuth } from "../../lib/auth/auth-provider";
import { FeatureCard, type FeatureCardState } from "./feature-card";

/** The features page: shown at /features, and to visitors at /dice-divination. */
export function FeaturesPage() {
  const { user } = useAuth();
  const { openUnlockPrompt } = useAuthDialogs();
  const navigate = useNavigate();
  return (
    <>
      <PageHero eyebrow="The oracle's instruments" title="Features">
        <p>
          Seventeen paths to insight. Dice Divination is open to every signed-in seeker today; the others are being
          prepared under the coming moons.
        </p>
      </PageHero>
      <ul className="mx-auto grid max-w-6xl gap-5 px-4 pb-20 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {divinationTools.map((tool) => {
          const state: FeatureCardState = tool.isComingSoon ? "coming-soon" : user ? "active" : "locked";
          return (
            <li key={tool.path}>
              <FeatureCard
                tool={tool}
                state={state}
                onSelect={() => (state === "locked" ? openUnlockPrompt() : navigate(tool.path))}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
