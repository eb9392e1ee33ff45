import { useNavigate } from "react-router";
import { divinationTools } from "../../../../content/site/divination-tools";
import { PageHero } from "../../components/ui/page-hero";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";
import { useAuth } from "../../lib/auth/auth-provider";
import { FeatureCard, type FeatureCardState } from "./feature-card";

const openTools = divinationTools.filter((tool) => !tool.isComingSoon).map((tool) => tool.title);
const TOOL_COUNT_WORDS: Record<number, string> = { 16: "Sixteen", 17: "Seventeen", 18: "Eighteen" };
const listOf = (items: string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** The features page: shown at /features, and to visitors at /dice-divination. */
export function FeaturesPage() {
  const { user } = useAuth();
  const { openUnlockPrompt } = useAuthDialogs();
  const navigate = useNavigate();
  return (
    <>
      <PageHero eyebrow="The oracle's instruments" title="Features">
        <p>
          {TOOL_COUNT_WORDS[divinationTools.length] ?? divinationTools.length} paths to insight. {listOf(openTools)}{" "}
          {openTools.length === 1 ? "is" : "are"} open to every signed-in seeker today; the others are in the works.
        </p>
      </PageHero>
      <ul className="mx-auto grid max-w-6xl gap-5 px-4 pb-20 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {divinationTools.map((tool) => {
          const state: FeatureCardState = tool.isComingSoon
            ? "coming-soon"
            : user || tool.isOpenToVisitors
              ? "active"
              : "locked";
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
