import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  FAIRNESS_DRAW_EXAMPLE,
  FAIRNESS_EXAMPLE,
  FAIRNESS_LINES_EXAMPLE,
  FAIRNESS_SWING_EXAMPLE,
  fairnessContent,
} from "../../../../content/site/fairness";
import {
  DRAW_TOOLS,
  DRAWN_TOOLS,
  isSpreadOf,
  spreadsOf,
  type DrawTool,
  type DrawnTool,
} from "../../../shared/draws/spreads";
import { CONTROL_CLASS, Field, TextField } from "../../components/ui/form/field";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { CLIENT_ORACLES } from "../../oracles/registry";
import type { Outcome } from "../../oracles/kit/fairness-checks";
import { lazyResolver } from "../../lib/lazy-resolver";
import { CheckResult } from "./check-result";
import type { CheckInput, CheckValues } from "./fairness-checker-schema";

const words = fairnessContent.checker;
const SEED_FIELDS = ["serverSeed", "serverSeedHash", "clientSeed"] as const;
/** The values a reading's link carries, by what its oracle's check asks for: a cast's names no oracle. */
const LINK_FIELDS = {
  roll: [...SEED_FIELDS, "dice"],
  items: [...SEED_FIELDS, "tool", "spread", "items"],
  answer: [...SEED_FIELDS, "tool", "answer"],
  lines: [...SEED_FIELDS, "tool", "method", "lines"],
} as const;

const isDrawTool = (tool: string): tool is DrawTool => (DRAW_TOOLS as readonly string[]).includes(tool);
const isDrawnTool = (tool: string): tool is DrawnTool => (DRAWN_TOOLS as readonly string[]).includes(tool);
/** What the checker asks for besides the seeds, for the oracle chosen. */
const asksOf = (tool: DrawnTool) => CLIENT_ORACLES[tool].fairness?.asks ?? "roll";

const resolver = lazyResolver(() => import("./fairness-checker-schema").then((schema) => schema.checkResolver));

const EMPTY: CheckInput = {
  tool: "dice",
  serverSeed: "",
  serverSeedHash: "",
  clientSeed: "",
  dice: "",
  spread: "",
  items: "",
  answer: "",
  method: "",
  lines: "",
};

/** The checker's values from the page's address: a draw's or a swing's link names its oracle, a cast's does not. */
function valuesFromQuery(query: URLSearchParams): { values: CheckInput; isComplete: boolean } | null {
  const named = query.get("tool") ?? "";
  const tool = isDrawnTool(named) ? named : "dice";
  const fields: readonly string[] = LINK_FIELDS[asksOf(tool)];
  if (!fields.some((name) => query.has(name))) return null;
  const taken = Object.fromEntries(fields.map((name) => [name, query.get(name) ?? ""]));
  return {
    values: { ...EMPTY, ...taken, tool },
    isComplete: fields.every((name) => query.get(name)),
  };
}

/** The worked example, as the oracle chosen reads it: a cast, a three-card spread, or a swing. */
const EXAMPLES = {
  roll: FAIRNESS_EXAMPLE,
  items: FAIRNESS_DRAW_EXAMPLE,
  answer: FAIRNESS_SWING_EXAMPLE,
  lines: FAIRNESS_LINES_EXAMPLE,
} as const;
const SUBMIT_WORDS = {
  roll: words.submit,
  items: words.submitDraw,
  answer: words.submitSwing,
  lines: words.submitLines,
} as const;

/**
 * The /fairness checker: the revealed values of a cast or of a draw (pre-filled from the address when a
 * reading links here), checked in the browser with the same code the server rolls and draws with
 * (src/shared/fairness.ts, src/shared/draws/draw-fairness.ts).
 */
export function FairnessChecker() {
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CheckInput, unknown, CheckValues>({ resolver, defaultValues: EMPTY });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const tool: DrawnTool = useWatch({ control, name: "tool" });
  const asks = asksOf(tool);
  const answers = CLIENT_ORACLES[tool].fairness?.answers ?? {};
  const methods = CLIENT_ORACLES[tool].fairness?.methods ?? {};

  async function onValid(values: CheckValues) {
    if (!globalThis.crypto?.subtle) {
      setOutcome({ kind: "unavailable" });
      return;
    }
    const fairness = CLIENT_ORACLES[values.tool].fairness;
    if (fairness) setOutcome(await fairness.check(values));
  }

  // After hydration (the page is prerendered without them), take the values a reading's link carries,
  // and check them at once when they are all there.
  useEffect(() => {
    const fromQuery = valuesFromQuery(new URLSearchParams(window.location.search));
    if (!fromQuery) return;
    reset(fromQuery.values);
    if (fromQuery.isComplete) void handleSubmit(onValid)();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toolField = register("tool", {
    // A draw's oracle brings its own spreads: keep the spread only when it is one of them.
    onChange: (event: { target: { value: string } }) => {
      const chosen = event.target.value;
      if (isDrawTool(chosen) && !isSpreadOf(chosen, getValues("spread"))) setValue("spread", spreadsOf(chosen)[0]!);
      // An oracle that answers in one word starts on its first answer.
      const offered = isDrawnTool(chosen) ? Object.keys(CLIENT_ORACLES[chosen].fairness?.answers ?? {}) : [];
      if (offered.length && !offered.includes(getValues("answer"))) setValue("answer", offered[0]!);
      // An oracle that casts lines starts on its first way of casting.
      const ways = isDrawnTool(chosen) ? Object.keys(CLIENT_ORACLES[chosen].fairness?.methods ?? {}) : [];
      if (ways.length && !ways.includes(getValues("method"))) setValue("method", ways[0]!);
      setOutcome(null);
    },
  });

  return (
    <section aria-labelledby="fairness-checker-title" className="card mx-auto max-w-3xl p-6 sm:p-8">
      <h2 id="fairness-checker-title" className="text-2xl text-gold-100">
        {words.title}
      </h2>
      <p className="mt-2 text-indigo-100/90">{words.intro}</p>
      <form
        className="mt-6 grid gap-4 sm:grid-cols-2"
        noValidate
        onFocus={resolver.preload}
        onSubmit={(event) => {
          setOutcome(null);
          void handleSubmit(onValid)(event);
        }}
      >
        <Field label={words.fields.tool.label} hint={words.fields.tool.hint} error={errors.tool?.message}>
          {(control) => (
            <select {...toolField} {...control} className={CONTROL_CLASS} disabled={isSubmitting}>
              {DRAWN_TOOLS.map((name) => (
                <option key={name} value={name}>
                  {words.tools[name]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {asks === "lines" ? (
          <Field label={words.fields.method.label} hint={words.fields.method.hint} error={errors.method?.message}>
            {(control) => (
              <select {...register("method")} {...control} className={CONTROL_CLASS} disabled={isSubmitting}>
                {Object.entries(methods).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : isDrawTool(tool) ? (
          <Field label={words.fields.spread.label} hint={words.fields.spread.hint} error={errors.spread?.message}>
            {(control) => (
              <select {...register("spread")} {...control} className={CONTROL_CLASS} disabled={isSubmitting}>
                {spreadsOf(tool).map((spread) => (
                  <option key={spread} value={spread}>
                    {words.spreads[spread]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <div aria-hidden className="hidden sm:block" />
        )}
        {SEED_FIELDS.map((name) => (
          <TextField
            key={name}
            {...register(name)}
            className={name === "clientSeed" ? "" : "sm:col-span-2"}
            inputClassName={name === "clientSeed" ? "" : "font-mono text-sm"}
            label={words.fields[name].label}
            hint={words.fields[name].hint}
            error={errors[name]?.message}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            disabled={isSubmitting}
          />
        ))}
        {asks === "lines" ? (
          <TextField
            key="lines"
            {...register("lines")}
            label={words.fields.lines.label}
            hint={words.fields.lines.hint}
            error={errors.lines?.message}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            disabled={isSubmitting}
          />
        ) : asks === "answer" ? (
          <Field label={words.fields.answer.label} hint={words.fields.answer.hint} error={errors.answer?.message}>
            {(control) => (
              <select {...register("answer")} {...control} className={CONTROL_CLASS} disabled={isSubmitting}>
                {Object.entries(answers).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : isDrawTool(tool) ? (
          <TextField
            key="items"
            {...register("items")}
            label={words.fields.items.label}
            hint={words.fields.items.hint}
            error={errors.items?.message}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            disabled={isSubmitting}
          />
        ) : (
          <TextField
            key="dice"
            {...register("dice")}
            label={words.fields.dice.label}
            hint={words.fields.dice.hint}
            error={errors.dice?.message}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            disabled={isSubmitting}
          />
        )}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <SubmitButton disabled={isSubmitting} isPending={isSubmitting} pendingLabel={words.pending}>
            {SUBMIT_WORDS[asks]}
          </SubmitButton>
          <button
            type="button"
            className="btn-ghost"
            disabled={isSubmitting}
            onClick={() => {
              setOutcome(null);
              reset({ ...EMPTY, ...EXAMPLES[asks] });
            }}
          >
            {words.example}
          </button>
        </div>
      </form>
      <div aria-live="polite">{outcome && <CheckResult outcome={outcome} />}</div>
    </section>
  );
}
