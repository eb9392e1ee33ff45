import { Sparkles } from "lucide-react";
import type { EnhancedBy } from "../../../shared/api/casts";
import { EnhancementAuthor } from "./enhancement-author";

/** The full-screen overlay while the oracle prepares its words (until the first ones arrive), with who writes them. */
export function EnhancingOverlay({ author = null }: { author?: EnhancedBy | null }) {
  return (
    <div
      role="status"
      aria-live="assertive"
      data-testid="enhancing-overlay"
      className="fixed inset-0 z-50 grid place-items-center bg-night-950/85 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <Sparkles aria-hidden className="size-12 animate-pulse text-gold-300" />
        <p className="font-display text-2xl text-gold-100 sm:text-3xl">Channeling Mystical Energies</p>
        <p className="text-sm text-indigo-200/90">The oracle is weaving your reading…</p>
        {author && <EnhancementAuthor author={author} />}
      </div>
    </div>
  );
}
