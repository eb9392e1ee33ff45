import { Dices } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useFocusOnArrival } from "../../lib/use-focus-on-arrival";
import { INTUITION_WORDS } from "../../../../content/intuition";
import { INTUITION_PAGE_WORDS } from "../../../../content/intuition/page";
import { drawLabel, hunchLabel, resultWords } from "../../../shared/intuition/hunch-words";
import { chanceOf, drawFor, HUNCH_KINDS, isHit } from "../../../shared/intuition/hunches";
import { FIRST_CHOICE, HunchPicker, type HunchChoice } from "./hunch-picker";
import { HunchResult, type HunchShown } from "./hunch-result";

const words = INTUITION_PAGE_WORDS.practice;

/** Random bytes from this browser, one at a time: a practice draw's only source, with nothing sealed. */
function browserBytes(): () => number {
  const bytes = crypto.getRandomValues(new Uint8Array(512));
  let next = 0;
  return () => {
    if (next === bytes.length) {
      crypto.getRandomValues(bytes);
      next = 0;
    }
    return bytes[next++]!;
  };
}

/** A practice draw settled in the browser by the same rule the server draws with. */
function practiceResult(choice: HunchChoice): HunchShown {
  const draw = drawFor(HUNCH_KINDS[choice.hunch.kind].source, browserBytes());
  const chance = chanceOf(choice.hunch);
  const hit = isHit(choice.hunch, draw);
  return {
    hunchLabel: hunchLabel(INTUITION_WORDS, choice.hunch),
    confidence: choice.confidence,
    chance,
    drawLabel: drawLabel(INTUITION_WORDS, draw),
    hit,
    ...resultWords(INTUITION_WORDS, { ...choice, chance, hit }, browserBytes()() / 256),
  };
}

/**
 * A visitor's practice: call a hunch and draw in the browser. Nothing is sent or stored, and the page says
 * so beside the result, which is labelled as practice.
 */
export function PracticeDraw() {
  const [choice, setChoice] = useState<HunchChoice>(FIRST_CHOICE);
  const [result, setResult] = useState<HunchShown | null>(null);
  const resultRef = useFocusOnArrival<HTMLDivElement>(result);

  function draw(event: FormEvent) {
    event.preventDefault();
    setResult(practiceResult(choice));
  }

  return (
    <section aria-labelledby="practice-title" className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
      <h2 id="practice-title" className="text-center text-2xl text-gold-100">
        {words.title}
      </h2>
      <p className="mt-2 text-center text-sm text-indigo-100/90">{words.lead}</p>
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
        <form onSubmit={draw} className="card min-w-0 p-6">
          <HunchPicker choice={choice} onChange={setChoice} />
          <button type="submit" className="btn-primary mt-5 w-full px-6 py-3">
            <Dices aria-hidden className="size-5" />
            {words.label}
          </button>
        </form>
        <div
          ref={resultRef}
          tabIndex={-1}
          aria-live="polite"
          className="card min-w-0 p-6 outline-none"
          data-testid="practice-result"
        >
          {result ? (
            <>
              <p className="mb-3 text-center text-xs font-semibold tracking-wide text-gold-300 uppercase">
                {words.badge}
              </p>
              <HunchResult result={result} />
            </>
          ) : (
            <p className="text-center text-indigo-100/85">{words.waiting}</p>
          )}
        </div>
      </div>
    </section>
  );
}
