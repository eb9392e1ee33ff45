import { Coins, Minus, Plus } from "lucide-react";
import { useId } from "react";
import { COMPASS_PAGE_WORDS } from "../../../../content/compass/page";
import {
  COIN_FEELINGS,
  DECISION_MAX_LENGTH,
  OPTION_NAME_MAX_LENGTH,
  OPTIONS_MAX,
  OPTIONS_MIN,
  SCORE_MAX,
  SCORE_MIN,
  VALUE_NAME_MAX_LENGTH,
  VALUES_MAX,
  VALUES_MIN,
  WEIGHT_MAX,
  WEIGHT_MIN,
  type CoinFeeling,
} from "../../../shared/compass/compass-rule";
import { fillWords } from "../../../shared/text";

const words = COMPASS_PAGE_WORDS.page;
const steps = words.steps;

/** The form as the seeker fills it in: scores, regret and the coin stay undefined until answered. */
export interface DecisionDraft {
  question: string;
  options: string[];
  values: { name: string; weight: number }[];
  /** `scores[option][value]`. */
  scores: (number | undefined)[][];
  /** An option's index, null for "none", undefined until answered. */
  regret: number | null | undefined;
  /** The option the coin chose and the feeling (undefined until said); "skipped"; or undefined before a flip. */
  coin: { option: number; feeling?: CoinFeeling } | "skipped" | undefined;
}

export const EMPTY_DRAFT: DecisionDraft = {
  question: "",
  options: ["", ""],
  values: [{ name: "", weight: 3 }],
  scores: [[undefined], [undefined]],
  regret: undefined,
  coin: undefined,
};

const INPUT_CLASS =
  "mt-2 w-full min-w-0 rounded-lg border border-white/20 bg-night-900/60 px-4 py-3 text-indigo-50 placeholder:text-indigo-200/50";
const STEP_CLASS = "card min-w-0 p-5 sm:p-6";
const LEGEND_CLASS = "float-left w-full text-xl text-gold-100";
const CHOICE_CLASS =
  "flex min-h-11 min-w-11 flex-1 cursor-pointer items-center justify-center rounded-lg border border-white/20 px-2 text-indigo-50 transition hover:border-gold-300/60 has-[:checked]:border-gold-300 has-[:checked]:bg-gold-300/20 has-[:checked]:text-gold-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300";

/** A whole number from `min` to `max` as a row of radio buttons, with its own legend. */
function ScaleChoice({
  name,
  legend,
  min,
  max,
  value,
  onChoose,
}: {
  name: string;
  legend: string;
  min: number;
  max: number;
  value: number | undefined;
  onChoose(value: number): void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm text-indigo-100/90">{legend}</legend>
      <div className="mt-1.5 flex gap-1.5">
        {Array.from({ length: max - min + 1 }, (_, index) => min + index).map((score) => (
          <label key={score} className={CHOICE_CLASS}>
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChoose(score)}
            />
            {score}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The name an option or value is shown by while its own is still blank ("Option 2"). */
const optionLabel = (draft: DecisionDraft, index: number) =>
  draft.options[index]?.trim() || fillWords(steps.options.label, { number: index + 1 });
const valueLabel = (draft: DecisionDraft, index: number) =>
  draft.values[index]?.name.trim() || fillWords(steps.values.label, { number: index + 1 });

/** A random whole number below `count`, from the browser's own random source. */
function coinIndex(count: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value! % count;
}

/**
 * The six steps of a decision on one page, each a fieldset: the decision, the options (2–4), the values and
 * their weights (1–6, weighted 1–5), every option's score on every value (1–5), the regret question, and
 * the coin with how its choice felt. Nothing is sent: the page works the result out in the browser.
 */
export function DecisionForm({ draft, onChange }: { draft: DecisionDraft; onChange(draft: DecisionDraft): void }) {
  const id = useId();
  const set = (patch: Partial<DecisionDraft>) => onChange({ ...draft, ...patch });
  const namedOptions = draft.options.map((_, index) => optionLabel(draft, index));

  function addOption() {
    set({ options: [...draft.options, ""], scores: [...draft.scores, draft.values.map(() => undefined)] });
  }
  function removeOption(index: number) {
    const moved = (answer: number | null | undefined) =>
      answer === null || answer === undefined
        ? answer
        : answer === index
          ? undefined
          : answer > index
            ? answer - 1
            : answer;
    set({
      options: draft.options.filter((_, at) => at !== index),
      scores: draft.scores.filter((_, at) => at !== index),
      regret: moved(draft.regret),
      coin: undefined,
    });
  }
  function addValue() {
    set({ values: [...draft.values, { name: "", weight: 3 }], scores: draft.scores.map((row) => [...row, undefined]) });
  }
  function removeValue(index: number) {
    set({
      values: draft.values.filter((_, at) => at !== index),
      scores: draft.scores.map((row) => row.filter((_, at) => at !== index)),
    });
  }
  function score(option: number, value: number, to: number) {
    set({ scores: draft.scores.map((row, at) => (at === option ? row.map((s, v) => (v === value ? to : s)) : row)) });
  }

  const coin = draft.coin;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <fieldset className={STEP_CLASS}>
        <legend className={LEGEND_CLASS}>{steps.decision.title}</legend>
        <p className="clear-both pt-2 text-sm text-indigo-100/90">{steps.decision.prompt}</p>
        <label htmlFor={`${id}-question`} className="mt-4 block font-semibold text-gold-200">
          {steps.decision.label}
        </label>
        <textarea
          id={`${id}-question`}
          aria-describedby={`${id}-question-hint`}
          rows={2}
          maxLength={DECISION_MAX_LENGTH}
          value={draft.question}
          onChange={(event) => set({ question: event.target.value.replace(/[\r\n\t]/g, " ") })}
          className={INPUT_CLASS}
        />
        <p id={`${id}-question-hint`} className="mt-1.5 text-xs text-indigo-200/80">
          {steps.decision.hint} {draft.question.length} / {DECISION_MAX_LENGTH}
        </p>
      </fieldset>

      <fieldset className={STEP_CLASS}>
        <legend className={LEGEND_CLASS}>{steps.options.title}</legend>
        <p className="clear-both pt-2 text-sm text-indigo-100/90">{steps.options.prompt}</p>
        <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {draft.options.map((option, index) => (
            <div key={index} className="flex min-w-0 items-end gap-2">
              <div className="min-w-0 flex-1">
                <label htmlFor={`${id}-option-${index}`} className="text-sm font-semibold text-gold-200">
                  {fillWords(steps.options.label, { number: index + 1 })}
                </label>
                <input
                  id={`${id}-option-${index}`}
                  autoComplete="off"
                  maxLength={OPTION_NAME_MAX_LENGTH}
                  placeholder={steps.options.placeholders[index]}
                  value={option}
                  onChange={(event) =>
                    set({ options: draft.options.map((name, at) => (at === index ? event.target.value : name)) })
                  }
                  className={INPUT_CLASS}
                />
              </div>
              {draft.options.length > OPTIONS_MIN && (
                <button
                  type="button"
                  className="btn-ghost mb-0.5 min-h-11 px-3"
                  aria-label={fillWords(steps.options.remove, { number: index + 1 })}
                  onClick={() => removeOption(index)}
                >
                  <Minus aria-hidden className="size-4" />
                </button>
              )}
            </div>
          ))}
        </div>
        {draft.options.length < OPTIONS_MAX && (
          <button type="button" className="btn-ghost mt-4" onClick={addOption}>
            <Plus aria-hidden className="size-4" />
            {steps.options.add}
          </button>
        )}
      </fieldset>

      <fieldset className={STEP_CLASS}>
        <legend className={LEGEND_CLASS}>{steps.values.title}</legend>
        <p className="clear-both pt-2 text-sm text-indigo-100/90">{steps.values.prompt}</p>
        <div className="mt-2 grid grid-cols-1 gap-5">
          {draft.values.map((value, index) => (
            <div
              key={index}
              className="grid min-w-0 grid-cols-1 gap-3 border-t border-white/10 pt-4 first:border-t-0 sm:grid-cols-2"
            >
              <div className="flex min-w-0 items-end gap-2">
                <div className="min-w-0 flex-1">
                  <label htmlFor={`${id}-value-${index}`} className="text-sm font-semibold text-gold-200">
                    {fillWords(steps.values.label, { number: index + 1 })}
                  </label>
                  <input
                    id={`${id}-value-${index}`}
                    autoComplete="off"
                    maxLength={VALUE_NAME_MAX_LENGTH}
                    placeholder={steps.values.placeholders[index]}
                    value={value.name}
                    onChange={(event) =>
                      set({
                        values: draft.values.map((entry, at) =>
                          at === index ? { ...entry, name: event.target.value } : entry,
                        ),
                      })
                    }
                    className={INPUT_CLASS}
                  />
                </div>
                {draft.values.length > VALUES_MIN && (
                  <button
                    type="button"
                    className="btn-ghost mb-0.5 min-h-11 px-3"
                    aria-label={fillWords(steps.values.remove, { number: index + 1 })}
                    onClick={() => removeValue(index)}
                  >
                    <Minus aria-hidden className="size-4" />
                  </button>
                )}
              </div>
              <ScaleChoice
                name={`${id}-weight-${index}`}
                legend={fillWords(steps.values.weightLabel, { name: valueLabel(draft, index) })}
                min={WEIGHT_MIN}
                max={WEIGHT_MAX}
                value={value.weight}
                onChoose={(weight) =>
                  set({ values: draft.values.map((entry, at) => (at === index ? { ...entry, weight } : entry)) })
                }
              />
            </div>
          ))}
        </div>
        {draft.values.length < VALUES_MAX && (
          <button type="button" className="btn-ghost mt-4" onClick={addValue}>
            <Plus aria-hidden className="size-4" />
            {steps.values.add}
          </button>
        )}
      </fieldset>

      <fieldset className={STEP_CLASS}>
        <legend className={LEGEND_CLASS}>{steps.scores.title}</legend>
        <p className="clear-both pt-2 text-sm text-indigo-100/90">{steps.scores.prompt}</p>
        <div className="mt-2 grid grid-cols-1 gap-6 lg:grid-cols-2">
          {draft.options.map((_, option) => (
            <div key={option} className="grid min-w-0 grid-cols-1 gap-3">
              <p className="font-semibold break-words text-gold-200">{namedOptions[option]}</p>
              {draft.values.map((_value, value) => (
                <ScaleChoice
                  key={value}
                  name={`${id}-score-${option}-${value}`}
                  legend={fillWords(steps.scores.scoreLabel, {
                    option: namedOptions[option]!,
                    value: valueLabel(draft, value),
                  })}
                  min={SCORE_MIN}
                  max={SCORE_MAX}
                  value={draft.scores[option]?.[value]}
                  onChoose={(to) => score(option, value, to)}
                />
              ))}
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className={STEP_CLASS}>
        <legend className={LEGEND_CLASS}>{steps.regret.title}</legend>
        <p className="clear-both pt-2 text-indigo-100/90">{steps.regret.prompt}</p>
        <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {[...namedOptions.map((name, index) => ({ name, index })), { name: steps.regret.none, index: null }].map(
            ({ name, index }) => (
              <label key={index ?? "none"} className={`${CHOICE_CLASS} py-2 text-center break-words`}>
                <input
                  type="radio"
                  className="sr-only"
                  name={`${id}-regret`}
                  checked={draft.regret === index}
                  onChange={() => set({ regret: index })}
                />
                {name}
              </label>
            ),
          )}
        </div>
      </fieldset>

      <fieldset className={STEP_CLASS}>
        <legend className={LEGEND_CLASS}>{steps.coin.title}</legend>
        <p className="clear-both pt-2 text-indigo-100/90">{steps.coin.prompt}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-ghost"
            onClick={() => set({ coin: { option: coinIndex(draft.options.length) } })}
          >
            <Coins aria-hidden className="size-4" />
            {coin && coin !== "skipped" ? steps.coin.flipAgain : steps.coin.flip}
          </button>
          <button type="button" className="btn-ghost" onClick={() => set({ coin: "skipped" })}>
            {steps.coin.skip}
          </button>
        </div>
        <div aria-live="polite" className="mt-3">
          {coin === "skipped" && <p className="text-indigo-100/90">{steps.coin.skipped}</p>}
          {coin && coin !== "skipped" && (
            <>
              <p className="text-lg text-gold-100" data-testid="compass-coin">
                {fillWords(steps.coin.chose, { option: namedOptions[coin.option]! })}
              </p>
              <fieldset className="mt-3">
                <legend className="text-indigo-100/90">{steps.coin.feelingPrompt}</legend>
                <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
                  {COIN_FEELINGS.map((feeling) => (
                    <label key={feeling} className={`${CHOICE_CLASS} py-2`}>
                      <input
                        type="radio"
                        className="sr-only"
                        name={`${id}-feeling`}
                        checked={coin.feeling === feeling}
                        onChange={() => set({ coin: { option: coin.option, feeling } })}
                      />
                      {steps.coin.feelings[feeling]}
                    </label>
                  ))}
                </div>
              </fieldset>
            </>
          )}
        </div>
      </fieldset>
    </div>
  );
}
