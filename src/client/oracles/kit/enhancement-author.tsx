import { Cpu, MoonStar } from "lucide-react";
import type { EnhancedBy } from "../../../shared/api/casts";

/** What the badge says: the built-in oracle's text is "The Oracle's voice"; a provider's is "AI · model". */
export function enhancementAuthorLabel(author: EnhancedBy): string {
  return author.kind === "ai" ? `AI · ${author.model ?? "model"}` : "The Oracle's voice";
}

/**
 * The small badge beside every enhanced text that says who wrote it: the built-in oracle, or an AI
 * provider and its model (decision 015: only a provider's text is called AI).
 */
export function EnhancementAuthor({ author, className = "" }: { author: EnhancedBy; className?: string }) {
  const isAi = author.kind === "ai";
  const Icon = isAi ? Cpu : MoonStar;
  return (
    <span
      data-testid="enhancement-author"
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs ${
        isAi ? "border-sky-300/40 bg-sky-950/40 text-sky-100" : "border-gold-300/40 bg-night-900/60 text-gold-100"
      } ${className}`}
    >
      <Icon aria-hidden className="size-3.5" />
      <span className="sr-only">Written by </span>
      {enhancementAuthorLabel(author)}
    </span>
  );
}
