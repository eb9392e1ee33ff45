import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ANGEL_NUMBERS_PAGE_WORDS } from "../../../../content/angel-numbers/page";
import { readAngelNumber } from "../../../shared/angel-numbers/angel-number-rule";
import type { AngelNumberContent } from "../../../shared/angel-numbers/content-types";
import type { NumberContent } from "../../../shared/numerology/content-types";
import type { Situation } from "../../../shared/situations";
import { angelNumberPath } from "../../../shared/site-routes";
import { fillWords } from "../../../shared/text";
import { SituationPicker } from "../../oracles/kit/situation-picker";

const words = ANGEL_NUMBERS_PAGE_WORDS.page;

/** What the lookup shows: the library's entry, a number read by its digits, or why the input is none. */
type Looked =
  | { kind: "library"; entry: AngelNumberContent }
  | { kind: "digits"; number: string; digits: string; chain: number[]; meaning: NumberContent }
  | { kind: "invalid"; message: string };

/** The library's and the numbers' words load when a number is first looked up, not with the page. */
async function lookUp(input: string): Promise<Looked> {
  const [{ ANGEL_NUMBERS }, { numberContent }] = await Promise.all([
    import("../../../../content/angel-numbers/numbers"),
    import("../../../../content/numerology"),
  ]);
  const read = readAngelNumber(input, ANGEL_NUMBERS);
  if (read.kind === "invalid") return { kind: "invalid", message: words.invalid[read.reason] };
  if (read.kind === "library") {
    return { kind: "library", entry: ANGEL_NUMBERS.find((entry) => entry.slug === read.slug)! };
  }
  return {
    kind: "digits",
    number: read.number,
    digits: [...read.number.replace(/\D/g, "")].join(" + "),
    chain: read.reduction.chain,
    meaning: numberContent(read.reduction.value),
  };
}

/**
 * Look up any number, signed in or not, worked out in the browser with the same rule the server reads a
 * sighting with: a library number's meaning for the situation, or its digits added and reduced as
 * /numerology reduces them, every step shown.
 */
export function NumberLookup() {
  const inputId = useId();
  const [input, setInput] = useState("");
  const [situation, setSituation] = useState<Situation>("guidance");
  const [looked, setLooked] = useState<Looked | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lookUp(input).then(setLooked);
  };

  return (
    <section aria-labelledby="lookup-title" className="card mx-auto max-w-3xl p-6 sm:p-8">
      <h2 id="lookup-title" className="text-center text-2xl text-gold-100">
        {words.lookupTitle}
      </h2>
      <form onSubmit={submit} className="mt-5 space-y-4" noValidate>
        <div>
          <label htmlFor={inputId} className="block font-semibold text-gold-200">
            {words.lookupLabel}
          </label>
          <input
            id={inputId}
            name="number"
            inputMode="numeric"
            autoComplete="off"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            aria-describedby={`${inputId}-hint`}
            className="mt-2 w-full rounded-lg border border-white/20 bg-night-900/60 px-4 py-3 text-lg text-indigo-50"
          />
          <p id={`${inputId}-hint`} className="mt-1 text-sm text-indigo-200/85">
            {words.lookupHint}
          </p>
        </div>
        <p className="text-center text-sm font-semibold text-gold-200">{words.situationLabel}</p>
        <SituationPicker situation={situation} isDisabled={false} onChoose={setSituation} />
        <div className="text-center">
          <button type="submit" className="btn-primary">
            {words.lookupButton}
          </button>
        </div>
      </form>
      <div aria-live="polite" className="mt-6">
        {looked && <LookedUp looked={looked} situation={situation} />}
      </div>
    </section>
  );
}

function LookedUp({ looked, situation }: { looked: Looked; situation: Situation }) {
  if (looked.kind === "invalid") {
    return (
      <p role="alert" className="text-center text-rose-200">
        {looked.message}
      </p>
    );
  }
  if (looked.kind === "library") {
    const { entry } = looked;
    return (
      <article data-testid="lookup-result">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">{words.libraryKicker}</p>
        <h3 className="mt-2 text-3xl text-gold-100">{entry.number}</h3>
        <p className="mt-3 text-lg leading-relaxed text-indigo-50">{entry.meanings[situation]}</p>
        <p className="mt-3 text-indigo-100 italic">
          <span className="font-semibold not-italic">{words.promptLabel}: </span>
          {entry.prompt}
        </p>
        <Link to={angelNumberPath(entry.number)} className="mt-4 inline-block text-gold-200 underline">
          {fillWords(words.readInFull, { number: entry.number })}
        </Link>
      </article>
    );
  }
  return (
    <article data-testid="lookup-result">
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">{words.digitsKicker}</p>
      <h3 className="mt-2 text-3xl text-gold-100">{looked.number}</h3>
      <p className="mt-3 text-indigo-100">{fillWords(words.digitsLead, { number: looked.number })}</p>
      <p className="mt-3 font-semibold text-gold-200" data-testid="lookup-steps">
        {words.stepsLabel}: {fillWords(words.stepsAdded, { digits: looked.digits, sum: looked.chain.join(" → ") })}
      </p>
      <p className="mt-3 text-xl text-gold-100">
        {fillWords(words.valueTitle, { value: looked.chain.at(-1)!, title: looked.meaning.title })}
      </p>
      <p className="mt-2 text-lg leading-relaxed text-indigo-50">{looked.meaning.angles[situation]}</p>
    </article>
  );
}
