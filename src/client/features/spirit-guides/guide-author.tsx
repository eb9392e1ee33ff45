import { Cpu, MoonStar } from "lucide-react";
import type { EnhancedBy } from "../../../shared/api/casts";
import { enhancementAuthorLabel } from "../../oracles/kit/enhancement-author";

/**
 * Who wrote a guide's answer, beside it: the built-in guide, or an AI provider and its model, labelled as
 * an enhanced reading's provider text is ("AI · model"; decision 015: only a provider's text is called AI).
 */
export function GuideAuthor({ author, builtInLabel }: { author: EnhancedBy; builtInLabel: string }) {
  const isAi = author.kind === "ai";
  const Icon = isAi ? Cpu : MoonStar;
  return (
    <span
      data-testid="guide-author"
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs ${
        isAi ? "border-sky-300/40 bg-sky-950/40 text-sky-100" : "border-gold-300/40 bg-night-900/60 text-gold-100"
      }`}
    >
      <Icon aria-hidden className="size-3.5" />
      <span className="sr-only">Written by </span>
      {isAi ? enhancementAuthorLabel(author) : builtInLabel}
    </span>
  );
}
