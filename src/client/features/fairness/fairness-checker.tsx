import { fillWords } from "../../../shared/text";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FAIRNESS_EXAMPLE, fairnessContent } from "../../../../content/site/fairness";
import { DICE_PATTERN, formatDice, parseDice } from "../../../shared/dice";
import { checkFairness, CLIENT_SEED_PATTERN, HEX_SEED_PATTERN, type FairnessCheck } from "../../../shared/fairness";
import { TextField } from "../../components/ui/form/field";
import { SubmitButton } from "../../components/ui/form/submit-button";

const words = fairnessContent.checker;
const FIELD_NAMES = ["serverSeed", "serverSeedHash", "clientSeed", "dice"] as const;

/** The four values; pasted seeds and dice lose stray spaces, a client seed is taken as it is. */
const checkSchema = z.object({
  serverSeed: z.string().trim().regex(HEX_SEED_PATTERN, words.fields.serverSeed.error),
  serverSeedHash: z.string().trim().regex(HEX_SEED_PATTERN, words.fields.serverSeedHash.error),
  clientSeed: z.string().regex(CLIENT_SEED_PATTERN, words.fields.clientSeed.error),
  dice: z.string().trim().regex(DICE_PATTERN, words.fields.dice.error),
});
type CheckInput = z.input<typeof checkSchema>;
type CheckValues = z.output<typeof checkSchema>;

const EMPTY: CheckInput = { serverSeed: "", serverSeedHash: "", clientSeed: "", dice: "" };

type Outcome = { kind: "checked"; dice: string; check: FairnessCheck } | { kind: "unavailable" } | null;

/**
 * The /fairness checker: the four revealed values of a cast (pre-filled from the address when a reading
 * links here), checked in the browser with the same code the server rolls with (src/shared/fairness.ts).
 */
export function FairnessChecker() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CheckInput, unknown, CheckValues>({ resolver: zodResolver(checkSchema), defaultValues: EMPTY });
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function onValid(values: CheckValues) {
    if (!globalThis.crypto?.subtle) {
      setOutcome({ kind: "unavailable" });
      return;
    }
    const check = await checkFairness({ ...values, dice: parseDice(values.dice)! });
    setOutcome({ kind: "checked", dice: values.dice, check });
  }

  // After hydration (the page is prerendered without them), take the values a reading's link carries,
  // and check them at once when all four are there.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (!FIELD_NAMES.some((name) => query.has(name))) return;
    reset(Object.fromEntries(FIELD_NAMES.map((name) => [name, query.get(name) ?? ""])) as CheckInput);
    if (FIELD_NAMES.every((name) => query.get(name))) void handleSubmit(onValid)();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section aria-labelledby="fairness-checker-title" className="card mx-auto max-w-3xl p-6 sm:p-8">
      <h2 id="fairness-checker-title" className="text-2xl text-gold-100">
        {words.title}
      </h2>
      <p className="mt-2 text-indigo-100/90">{words.intro}</p>
      <form
        className="mt-6 grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          setOutcome(null);
          void handleSubmit(onValid)(event);
        }}
      >
        {FIELD_NAMES.map((name) => (
          <TextField
            key={name}
            {...register(name)}
            className={name === "dice" || name === "clientSeed" ? "" : "sm:col-span-2"}
            inputClassName={name === "dice" || name === "clientSeed" ? "" : "font-mono text-sm"}
            label={words.fields[name].label}
            hint={words.fields[name].hint}
            error={errors[name]?.message}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            disabled={isSubmitting}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <SubmitButton disabled={isSubmitting} isPending={isSubmitting} pendingLabel={words.pending}>
            {words.submit}
          </SubmitButton>
          <button
            type="button"
            className="btn-ghost"
            disabled={isSubmitting}
            onClick={() => {
              setOutcome(null);
              reset(FAIRNESS_EXAMPLE);
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

function CheckResult({ outcome }: { outcome: NonNullable<Outcome> }) {
  const results = words.results;
  if (outcome.kind === "unavailable") {
    return (
      <p role="alert" className="mt-6 text-rose-200">
        {results.noWebCrypto}
      </p>
    );
  }
  const { check, dice } = outcome;
  const values = {
    dice,
    hash: check.computedHash,
    firstRoll: formatDice(check.firstRoll),
    skipped: check.diceMatch.kind === "after-repeat" ? formatDice(check.diceMatch.skipped) : "",
  };
  const diceWords = { first: results.diceFirst, "after-repeat": results.diceAfterRepeat, none: results.diceDiffer };
  const lines = [
    {
      isPassed: check.hashMatches,
      text: fillWords(check.hashMatches ? results.hashMatches : results.hashDiffers, values),
    },
    { isPassed: check.diceMatch.kind !== "none", text: fillWords(diceWords[check.diceMatch.kind], values) },
  ];
  const isFair = lines.every((line) => line.isPassed);
  return (
    <div
      className={`mt-6 rounded-xl border p-5 ${isFair ? "border-emerald-400/40 bg-emerald-400/5" : "border-rose-400/40 bg-rose-400/5"}`}
      data-testid="fairness-result"
    >
      <h3 className="text-lg text-gold-100">{results.title}</h3>
      <p className={`mt-1 font-semibold ${isFair ? "text-emerald-300" : "text-rose-300"}`}>
        {isFair ? results.allGood : results.somethingWrong}
      </p>
      <ul className="mt-3 grid gap-2">
        {lines.map((line) => (
          <li key={line.text} className="flex gap-3">
            <span
              aria-hidden
              className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full text-sm font-bold ${line.isPassed ? "bg-emerald-400/20 text-emerald-300" : "bg-rose-400/20 text-rose-300"}`}
            >
              {line.isPassed ? "✓" : "✗"}
            </span>
            <span className="min-w-0 text-indigo-50 wrap-anywhere">
              <span className="sr-only">{line.isPassed ? "Passed: " : "Failed: "}</span>
              {line.text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
