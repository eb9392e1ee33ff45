import { useState, type FormEvent } from "react";
import { OWN_DECK_WORDS as words } from "../../../../content/journal/patterns";
import { positionWords } from "../../../../content/draws/spreads";
import { CAST_QUESTION_MAX_LENGTH } from "../../../shared/field-limits";
import { canReverse, deckOf, spreadPositions, type Spread, type ThreeCardVariant } from "../../../shared/draws/spreads";
import { Field, CONTROL_CLASS } from "../../components/ui/form/field";
import { SubmitButton } from "../../components/ui/form/submit-button";
import type { OracleKind } from "./oracle-kinds";

/** One item laid from the seeker's own deck, as POST /api/draws takes it. */
export interface LaidItem {
  key: string;
  reversed: boolean;
}

const SMALL_WORDS = new Set(["of"]);

/** An item's name from its slug: "the-tower" → "The Tower", "ace-of-cups" → "Ace of Cups", "fehu" → "Fehu". */
export function itemLabel(slug: string): string {
  return slug
    .split("-")
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : `${word[0]!.toUpperCase()}${word.slice(1)}`))
    .join(" ");
}

/** The deck in groups for a `<select>`: the tarot's Major Arcana and four suits, the runes' three ætts. */
function deckGroups(kind: OracleKind): { label: string; keys: readonly string[] }[] {
  const deck = deckOf(kind.tool);
  const labels = words.groups[kind.tool];
  if (kind.tool === "tarot") {
    return labels.map((label, group) => ({
      label,
      keys: group === 0 ? deck.slice(0, 22) : deck.slice(22 + (group - 1) * 14, 22 + group * 14),
    }));
  }
  return labels.map((label, group) => ({ label, keys: deck.slice(group * 8, group * 8 + 8) }));
}

interface OwnDeckFormProps {
  kind: OracleKind;
  spread: Spread;
  variant: ThreeCardVariant;
  isDisabled: boolean;
  /** Called with the items in position order and the question, once every place has its own item. */
  onSubmit(items: LaidItem[], question: string | undefined): void;
}

/**
 * "Record a draw from your own deck": for each place of the spread chosen on the page, the card or rune
 * the seeker laid there (a grouped `<select>`) and, where it can turn, whether it lay reversed (merkstave).
 * The server reads it like any spread and marks it as the seeker's own.
 */
export default function OwnDeckForm({ kind, spread, variant, isDisabled, onSubmit }: OwnDeckFormProps) {
  const positions = spreadPositions(spread, spread === "three-card" ? variant : null);
  const [chosen, setChosen] = useState<Record<number, LaidItem>>({});
  const [question, setQuestion] = useState("");
  const [isChecked, setChecked] = useState(false);
  const deck = deckOf(kind.tool);
  const groups = deckGroups(kind);
  const errorAt = (place: number): string | null => {
    const item = chosen[place];
    if (!item) return isChecked ? words.missing[kind.tool] : null;
    const first = positions.findIndex((_, other) => chosen[other]?.key === item.key);
    return first < place ? words.twice[kind.tool] : null;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    const items = positions.map((_, place) => chosen[place]);
    if (items.some((item) => !item)) return;
    if (new Set(items.map((item) => item!.key)).size !== items.length) return;
    onSubmit(items as LaidItem[], question.trim() || undefined);
  }

  return (
    <form
      noValidate
      aria-label={words.summary[kind.tool]}
      className="card mt-3 grid gap-4 p-4 sm:p-5"
      onSubmit={submit}
    >
      <p className="text-sm text-indigo-100/85">{words.lead[kind.tool]}</p>
      <ol className="grid gap-4">
        {positions.map((position, place) => {
          const item = chosen[place];
          const index = item ? deck.indexOf(item.key) : -1;
          const turns = index >= 0 && canReverse(kind.tool, index);
          return (
            <li key={`${spread}-${position}`} className="grid min-w-0 gap-2">
              <Field label={`${place + 1} · ${positionWords(position).label}`} error={errorAt(place)}>
                {(control) => (
                  <select
                    {...control}
                    className={`${CONTROL_CLASS} w-full max-w-full`}
                    value={item?.key ?? ""}
                    onChange={(event) => {
                      const key = event.target.value;
                      setChosen((before) => {
                        const next = { ...before };
                        if (key) next[place] = { key, reversed: false };
                        else delete next[place];
                        return next;
                      });
                    }}
                  >
                    <option value="">{words.choose[kind.tool]}</option>
                    {groups.map((group) => (
                      <optgroup key={group.label} label={group.label}>
                        {group.keys.map((key) => (
                          <option key={key} value={key}>
                            {itemLabel(key)}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                )}
              </Field>
              {turns && item && (
                <label className="inline-flex w-fit items-center gap-2 text-sm text-indigo-100">
                  <input
                    type="checkbox"
                    className="size-4 accent-gold-300"
                    checked={item.reversed}
                    onChange={(event) =>
                      setChosen((before) => ({ ...before, [place]: { key: item.key, reversed: event.target.checked } }))
                    }
                  />
                  {kind.words.reversedLabel}
                </label>
              )}
            </li>
          );
        })}
      </ol>
      <Field label={kind.words.questionLabel}>
        {(control) => (
          <input
            {...control}
            className={CONTROL_CLASS}
            autoComplete="off"
            maxLength={CAST_QUESTION_MAX_LENGTH}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
          />
        )}
      </Field>
      <SubmitButton className="btn-ghost w-full" disabled={isDisabled}>
        {words.submit}
      </SubmitButton>
    </form>
  );
}
