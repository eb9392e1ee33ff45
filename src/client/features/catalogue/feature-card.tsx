import { Lock } from "lucide-react";
import { comingSoonWords } from "../../../../content/site/coming-soon";
import type { DivinationTool } from "../../../shared/content-types/site";
import { Icon } from "../../components/ui/icon";
import { IconTile } from "../../components/ui/icon-tile";

export type FeatureCardState = "locked" | "active" | "coming-soon";

/**
 * A feature card: locked (with the 'Unlock Full Access' overlay), active, or coming soon (badge).
 * Clicking a locked card asks to unlock; an active or coming-soon card opens its page.
 */
export function FeatureCard({
  tool,
  state,
  onSelect,
}: {
  tool: DivinationTool;
  state: FeatureCardState;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      data-state={state}
      className="card group relative flex h-full w-full flex-col items-start overflow-hidden p-6 text-left transition hover:border-gold-300/40"
    >
      <span className="flex w-full items-start justify-between gap-3">
        <IconTile>
          <Icon name={state === "coming-soon" ? "Sparkles" : tool.icon} className="size-5" />
        </IconTile>
        {state === "coming-soon" && (
          <span className="rounded-full border border-violet-300/30 bg-violet-400/10 px-2.5 py-1 text-xs font-semibold text-violet-200">
            {comingSoonWords.badge}
          </span>
        )}
        {state === "active" && (
          <span className="rounded-full border border-emerald-300/30 bg-emerald-400/10 px-2.5 py-1 text-xs font-semibold text-emerald-200">
            Active
          </span>
        )}
      </span>
      <span className="mt-4 font-display text-lg text-gold-100">{tool.title}</span>
      <span className="mt-2 flex-1 text-sm leading-relaxed text-indigo-100/85">{tool.description}</span>
      <span className="mt-4 text-sm font-medium text-gold-200">
        {state === "coming-soon" ? comingSoonWords.status : "Open the oracle →"}
      </span>
      {state === "locked" && (
        <span className="absolute inset-0 grid place-items-center bg-night-950/75 backdrop-blur-[2px]">
          <span className="inline-flex items-center gap-2 rounded-full border border-gold-300/50 bg-night-900/90 px-4 py-2 font-semibold text-gold-100">
            <Lock aria-hidden className="size-4" />
            Unlock Full Access
          </span>
        </span>
      )}
    </button>
  );
}
