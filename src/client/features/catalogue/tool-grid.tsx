import { Dices, Lock, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { DIVINATION_TOOLS } from "../../../shared/tools";

/** The tool catalogue as cards: Dice Divination is live, every other tool is marked Coming Soon. */
export function ToolGrid() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {DIVINATION_TOOLS.map((tool) => (
        <li key={tool.path} className="card relative flex flex-col p-6">
          <div className="flex items-start justify-between gap-3">
            <span className="grid size-11 place-items-center rounded-xl bg-violet-500/15 text-gold-200">
              {tool.isComingSoon ? (
                <Sparkles aria-hidden className="size-5" />
              ) : (
                <Dices aria-hidden className="size-5" />
              )}
            </span>
            {tool.isComingSoon && (
              <span className="rounded-full border border-violet-300/30 bg-violet-400/10 px-2.5 py-1 text-xs font-semibold text-violet-200">
                Coming Soon
              </span>
            )}
          </div>
          <h3 className="mt-4 text-lg text-gold-100">{tool.title}</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-indigo-100/85">{tool.description}</p>
          {tool.isComingSoon ? (
            <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-indigo-200/80">
              <Lock aria-hidden className="size-4" />
              {tool.launch ? `Arriving ${tool.launch}` : "In preparation"}
            </p>
          ) : (
            <Link to={tool.path} className="btn-ghost mt-4 self-start">
              Open the oracle
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
