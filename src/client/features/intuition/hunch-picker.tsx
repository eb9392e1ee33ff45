import { useId } from "react";
import { HUNCH_WORDS } from "../../../../content/intuition/hunches";
import { INTUITION_PAGE_WORDS } from "../../../../content/intuition/page";
import { formatChance } from "../../../shared/intuition/hunch-words";
import {
  chanceOf,
  CONFIDENCE_LEVELS,
  HUNCH_KIND_IDS,
  HUNCH_KINDS,
  type Hunch,
  type HunchKind,
} from "../../../shared/intuition/hunches";
import { fillWords } from "../../../shared/text";

const words = INTUITION_PAGE_WORDS.form;

/** A hunch being chosen, and the confidence stated for it. */
export interface HunchChoice {
  hunch: Hunch;
  confidence: number;
}

export const FIRST_CHOICE: HunchChoice = { hunch: { kind: "card-arcana", value: "major" }, confidence: 50 };

/** The confidence select, 0 % to 100 % in tens (also the real-life hunch form's). */
export function ConfidenceSelect({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: number;
  onChange(confidence: number): void;
  describedBy?: string;
}) {
  return (
    <select
      id={id}
      className="field mt-1"
      value={value}
      aria-describedby={describedBy}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {CONFIDENCE_LEVELS.map((level) => (
        <option key={level} value={level}>
          {level} %
        </option>
      ))}
    </select>
  );
}

/**
 * What to call (a kind of hunch), the hunch itself (one of the kind's values, as radio buttons) and how sure
 * the seeker is; the hunch's plain chance is shown beside it, worked out by the same rule the server uses.
 */
export function HunchPicker({ choice, onChange }: { choice: HunchChoice; onChange(choice: HunchChoice): void }) {
  const id = useId();
  const kind = HUNCH_WORDS[choice.hunch.kind];
  const setKind = (next: HunchKind) =>
    onChange({ ...choice, hunch: { kind: next, value: HUNCH_KINDS[next].values[0] } });
  return (
    <div className="grid min-w-0 gap-4">
      <div>
        <label htmlFor={`${id}-kind`} className="block font-semibold text-gold-200">
          {words.kindLabel}
        </label>
        <select
          id={`${id}-kind`}
          className="field mt-1"
          value={choice.hunch.kind}
          aria-describedby={`${id}-about`}
          onChange={(event) => setKind(event.target.value as HunchKind)}
        >
          {HUNCH_KIND_IDS.map((option) => (
            <option key={option} value={option}>
              {HUNCH_WORDS[option].menu}
            </option>
          ))}
        </select>
        <p id={`${id}-about`} className="mt-1.5 text-xs text-indigo-200/80">
          {kind.about}
        </p>
      </div>
      <fieldset className="min-w-0">
        <legend className="font-semibold text-gold-200">{words.valueLabel}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {HUNCH_KINDS[choice.hunch.kind].values.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-white/15 px-3 py-2 text-sm text-indigo-50 has-checked:border-gold-300/70 has-checked:bg-gold-300/10"
            >
              <input
                type="radio"
                name={`${id}-value`}
                value={value}
                checked={choice.hunch.value === value}
                onChange={() => onChange({ ...choice, hunch: { ...choice.hunch, value } })}
              />
              {kind.values[value]}
            </label>
          ))}
        </div>
        <p className="mt-2 text-xs text-indigo-200/80" data-testid="hunch-chance">
          {fillWords(words.chanceHint, { chance: formatChance(chanceOf(choice.hunch)) })}
        </p>
      </fieldset>
      <div>
        <label htmlFor={`${id}-confidence`} className="block font-semibold text-gold-200">
          {words.confidenceLabel}
        </label>
        <ConfidenceSelect
          id={`${id}-confidence`}
          value={choice.confidence}
          describedBy={`${id}-confidence-hint`}
          onChange={(confidence) => onChange({ ...choice, confidence })}
        />
        <p id={`${id}-confidence-hint`} className="mt-1.5 text-xs text-indigo-200/80">
          {words.confidenceHint}
        </p>
      </div>
    </div>
  );
}
