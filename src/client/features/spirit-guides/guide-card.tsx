import { Check } from "lucide-react";
import { SPIRIT_GUIDES_PAGE as words } from "../../../../content/spirit-guides/page";
import type { SpiritGuide } from "../../../shared/content-types/spirit-guides";
import { GuideIcon } from "./guide-icon";

/** One guide to choose: name, manner, specialities, and the button that starts a conversation with it. */
export function GuideCard({
  guide,
  isChosen,
  onChoose,
}: {
  guide: SpiritGuide;
  isChosen: boolean;
  onChoose: () => void;
}) {
  const titleId = `guide-${guide.id}-name`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`guide-card-${guide.id}`}
      className={`card flex h-full flex-col p-5 transition ${isChosen ? "border-gold-300/70 shadow-[0_0_32px_-12px_rgb(232_193_112/0.7)]" : ""}`}
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full border border-gold-300/40 bg-night-800 text-gold-200">
          <GuideIcon id={guide.id} className="size-5" />
        </span>
        <h3 id={titleId} className="min-w-0 text-lg leading-tight text-gold-100">
          {guide.name}
        </h3>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-indigo-100/90">{guide.manner}</p>
      <p className="mt-3 text-xs text-indigo-200/80">
        <span className="font-semibold text-gold-200">{words.specialitiesLabel}:</span> {guide.specialities.join(" · ")}
      </p>
      <span className="mt-auto pt-4" />
      <button
        type="button"
        onClick={onChoose}
        aria-pressed={isChosen}
        className={`self-start ${isChosen ? "btn-ghost" : "btn-primary"} px-4 py-2 text-sm`}
      >
        {isChosen && <Check aria-hidden className="size-4" />}
        {(isChosen ? words.chosenLabel : words.chooseLabel).replaceAll("{name}", guide.shortName)}
      </button>
    </article>
  );
}
