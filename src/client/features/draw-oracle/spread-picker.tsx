import { Lock } from "lucide-react";
import { positionWords, spreadWords } from "../../../../content/draws/spreads";
import { spreadPositions, spreadSize, type Spread, type ThreeCardVariant } from "../../../shared/draws/spreads";
import { PlansLink } from "../../oracles/kit/daily-cap-notice";
import type { OracleKind } from "./oracle-kinds";

const CHOSEN = "border-gold-300 bg-gold-300/15 shadow-[0_0_24px_-8px_rgb(232_193_112_/_0.7)]";
const UNCHOSEN = "border-white/15 bg-night-900/60 hover:border-gold-300/60";

/**
 * The oracle's spreads as cards: name, how many items, the positions and what the spread is for. A
 * spread the seeker's plan does not open is locked, with the way to the plans.
 */
export function SpreadPicker({
  kind,
  spread,
  variant,
  isLocked,
  isDisabled,
  onChoose,
}: {
  kind: OracleKind;
  spread: Spread;
  variant: ThreeCardVariant;
  isLocked(spread: Spread): boolean;
  isDisabled: boolean;
  onChoose(spread: Spread): void;
}) {
  return (
    <ul role="list" aria-label="Spread" className="grid w-full gap-3 md:grid-cols-3">
      {kind.spreads.map((option) => {
        const words = spreadWords(option);
        const locked = isLocked(option);
        const size = spreadSize(option);
        const positions = spreadPositions(option, option === "three-card" ? variant : null);
        return (
          <li key={option} className="flex" data-testid="spread-option" data-locked={locked}>
            <div
              className={`flex w-full flex-col rounded-2xl border p-4 text-left transition ${spread === option ? CHOSEN : UNCHOSEN} ${locked ? "opacity-80" : ""}`}
            >
              <button
                type="button"
                aria-pressed={spread === option}
                aria-disabled={locked || isDisabled}
                onClick={() => !isDisabled && onChoose(option)}
                className="text-left"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="font-display text-lg text-gold-100">{words.name}</span>
                  <span className="inline-flex items-center gap-1 rounded-full border border-white/15 px-2 py-0.5 text-xs text-indigo-100">
                    {locked && <Lock aria-label="Locked" className="size-3.5 text-gold-300" />}
                    {size} {size === 1 ? kind.words.itemNoun : `${kind.words.itemNoun}s`}
                  </span>
                </span>
                <span className="mt-1 block text-sm text-indigo-100/85">{words.description}</span>
                <span className="mt-2 block text-xs text-violet-200">
                  {positions.map((position) => positionWords(position).label).join(" · ")}
                </span>
              </button>
              {locked && (
                <span className="mt-3 text-sm text-gold-200">
                  Opens with a paid plan. <PlansLink />
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
