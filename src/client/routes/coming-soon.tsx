import { Hourglass } from "lucide-react";
import { Link, useLocation } from "react-router";
import { comingSoonWords } from "../../../content/site/coming-soon";
import { divinationTools } from "../../../content/site/divination-tools";
import { normalizePath } from "../../shared/paths";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/coming-soon";

function findTool(pathname: string) {
  return divinationTools.find((tool) => tool.path === normalizePath(pathname));
}

export function meta({ location }: Route.MetaArgs) {
  const tool = findTool(location.pathname);
  return pageMeta({
    title: tool ? `${tool.title} · Coming Soon` : "Coming Soon",
    description: tool ? `${tool.description} Coming soon to Mystic Dice.` : "A new divination tool is coming soon.",
    path: tool?.path ?? location.pathname,
  });
}

/** The page of a tool that is not open yet (/aura-chakra, /angel-numbers, …): in the works, with no date promised. */
export default function ComingSoonRoute() {
  const tool = findTool(useLocation().pathname);
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <Hourglass aria-hidden className="mx-auto size-12 text-gold-300" />
      <p className="mt-6 text-sm font-semibold tracking-[0.2em] text-violet-200 uppercase">{comingSoonWords.badge}</p>
      <h1 className="mt-3 text-4xl text-gold-100">{tool?.title ?? "A New Oracle"}</h1>
      <p className="mt-5 text-lg text-indigo-100/90">{tool?.description}</p>
      <p className="mt-4 text-indigo-200/90">
        {comingSoonWords.status}: no date is promised yet. Until then, the dice, the tarot and the runes are ready for
        your question, and your numbers and the Moon are a page away.
      </p>
      <div className="mt-9 flex flex-wrap justify-center gap-3">
        <Link to="/dice-divination" className="btn-primary">
          Cast the Dice Instead
        </Link>
        <Link to="/features" className="btn-ghost">
          All Features
        </Link>
      </div>
    </section>
  );
}
