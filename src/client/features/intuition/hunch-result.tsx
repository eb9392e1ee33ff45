import { CircleCheck, CircleX } from "lucide-react";
import { INTUITION_PAGE_WORDS } from "../../../../content/intuition/page";
import { formatChance } from "../../../shared/intuition/hunch-words";
import { fillWords } from "../../../shared/text";

const words = INTUITION_PAGE_WORDS.form;

/** What a resolved hunch shows, whether the server drew it or a practice draw did. */
export interface HunchShown {
  hunchLabel: string;
  confidence: number;
  chance: number;
  drawLabel: string;
  hit: boolean;
  headline: string;
  line: string;
}

/** A resolved hunch: what was called and how surely, what came, hit or miss, and one line about it. */
export function HunchResult({ result, headingLevel = 3 }: { result: HunchShown; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const Icon = result.hit ? CircleCheck : CircleX;
  return (
    <div className="text-center">
      <p className="text-sm text-indigo-100/90">
        {fillWords(words.calledLine, { hunch: result.hunchLabel, confidence: result.confidence })}
      </p>
      <p className="mt-3 text-lg text-indigo-50" data-testid="hunch-draw">
        {result.drawLabel}
      </p>
      <Heading
        className={`mt-3 flex items-center justify-center gap-2 text-2xl ${result.hit ? "text-emerald-200" : "text-gold-100"}`}
        data-testid="hunch-outcome"
      >
        <Icon aria-hidden className="size-6" />
        {result.headline}
      </Heading>
      <p className="mx-auto mt-3 max-w-prose text-indigo-50">{result.line}</p>
      <p className="mt-3 text-xs text-indigo-200/80">
        {fillWords(words.chanceHint, { chance: formatChance(result.chance) })}
      </p>
    </div>
  );
}
