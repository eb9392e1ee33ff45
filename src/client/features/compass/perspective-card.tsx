import type { CompassResponse } from "../../../shared/api/compass";

/** A drawn perspective: the card or rune, its line, and what it is (a perspective, not a verdict). */
export function PerspectiveCard({
  perspective,
  note,
}: {
  perspective: NonNullable<CompassResponse["perspective"]>;
  note: string;
}) {
  return (
    <figure className="rounded-xl border border-gold-300/30 p-5 text-left" data-testid="compass-perspective">
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
        {perspective.deck === "tarot" ? "Tarot" : "Rune"}
      </p>
      <p className="mt-1 text-xl text-gold-100">
        {perspective.name}
        {perspective.reversed && (
          <span className="text-base text-indigo-200/90">
            {" "}
            ({perspective.deck === "tarot" ? "reversed" : "merkstave"})
          </span>
        )}
      </p>
      <p className="mt-2 leading-relaxed break-words text-indigo-100/90">{perspective.line}</p>
      <figcaption className="mt-2 text-sm text-indigo-200/90 italic">{note}</figcaption>
    </figure>
  );
}
