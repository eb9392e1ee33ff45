import { SITUATION_LABELS, SITUATIONS, type Situation } from "../../../shared/situations";

/** Guidance, Finances or Relationships: what the seeker's question touches, one chosen at a time. */
export function SituationPicker({
  situation,
  isDisabled,
  onChoose,
  className = "",
}: {
  situation: Situation | null;
  isDisabled: boolean;
  onChoose(situation: Situation): void;
  className?: string;
}) {
  return (
    <div role="group" aria-label="Situation" className={`flex flex-wrap justify-center gap-3 ${className}`}>
      {SITUATIONS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={situation === option}
          disabled={isDisabled}
          onClick={() => onChoose(option)}
          className={`rounded-full border px-5 py-2.5 font-semibold transition disabled:opacity-60 ${
            situation === option
              ? "border-gold-300 bg-gold-300/20 text-gold-100 shadow-[0_0_24px_-6px_rgb(232_193_112_/_0.7)]"
              : "border-white/20 bg-night-900/60 text-indigo-100 hover:border-gold-300/60"
          }`}
        >
          {SITUATION_LABELS[option]}
        </button>
      ))}
    </div>
  );
}
