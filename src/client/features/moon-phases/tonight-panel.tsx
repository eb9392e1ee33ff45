import { Globe } from "lucide-react";
import { moonPageWords } from "../../../../content/site/moon-page";
import { ZODIAC_SIGNS } from "../../../shared/astrology/signs";
import { isWaxing } from "../../../shared/moon/moon-drawing";
import { MOON_PHASES } from "../../../shared/moon/phases";
import type { MoonDay } from "../../../shared/moon/moon";
import { MoonDisc } from "./moon-disc";
import { phaseName, type MoonPageContent } from "./moon-words";

const words = moonPageWords.tonight;

/** Tonight's Moon where the visitor is; until it is computed, the same panel held empty (nothing moves). */
export function TonightPanel({
  moon,
  timeZone,
  failed,
  content,
}: {
  moon: MoonDay | null;
  timeZone: string | null;
  failed: boolean;
  content: MoonPageContent;
}) {
  return (
    <div className="card mx-auto grid max-w-4xl items-center gap-6 p-6 sm:p-8 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10">
      <figure className="flex flex-col items-center gap-3">
        {moon ? (
          <MoonDisc
            light={{ illumination: moon.illumination, waxing: isWaxing(moon.elongation) }}
            label={words.discLabel(phaseName(content, moon.phase), Math.round(moon.illumination * 100))}
            detailed
            className="size-44 drop-shadow-[0_0_28px_rgba(246,236,210,0.25)] sm:size-52"
          />
        ) : (
          <div aria-hidden className="size-44 rounded-full border border-gold-300/20 bg-night-700/40 sm:size-52" />
        )}
        <figcaption className="max-w-[15rem] text-center text-xs leading-relaxed text-indigo-200/85">
          {words.hemisphere}
        </figcaption>
      </figure>
      <div className="grid">
        {/* The longest words the panel can hold, out of sight and out of the accessibility tree: they keep the
            panel one size from the placeholder to the Moon, whatever the sign. */}
        <div className="invisible col-start-1 row-start-1" aria-hidden>
          <MoonDetails moon={sampleMoon(content)} timeZone="America/Argentina/Buenos_Aires" content={content} />
        </div>
        {moon && timeZone ? (
          <div className="col-start-1 row-start-1 self-start md:self-center">
            <MoonDetails moon={moon} timeZone={timeZone} content={content} testId="tonight-details" />
          </div>
        ) : (
          <p
            role="status"
            className="col-start-1 row-start-1 flex items-start justify-center pt-6 text-center text-indigo-200/85 md:items-center md:pt-0"
          >
            {failed ? words.failed : words.computing}
          </p>
        )}
      </div>
    </div>
  );
}

/** A Moon with the longest words of each kind, for the placeholder's size. */
function sampleMoon(content: MoonPageContent): MoonDay {
  const longest = <T extends string>(keys: readonly T[], length: (key: T) => number) =>
    keys.reduce((best, key) => (length(key) > length(best) ? key : best));
  return {
    phase: longest(MOON_PHASES, (phase) => phaseName(content, phase).length),
    illumination: 1,
    ageDays: 29.5,
    sign: longest(ZODIAC_SIGNS, (sign) => content.signs[sign].moonIn.length),
    elongation: 90,
  };
}

function MoonDetails({
  moon,
  timeZone,
  content,
  testId,
}: {
  moon: MoonDay;
  timeZone: string;
  content: MoonPageContent;
  testId?: string;
}) {
  const name = phaseName(content, moon.phase);
  const sign = content.signs[moon.sign];
  return (
    <div data-testid={testId}>
      <p className="font-display text-3xl tracking-wide text-gold-100 sm:text-4xl">{name}</p>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-xl border border-white/10 bg-night-900/50 p-4">
          <dt className="text-xs font-semibold tracking-[0.15em] text-indigo-200/85 uppercase">{words.illumination}</dt>
          <dd className="mt-1 text-2xl text-gold-100">{Math.round(moon.illumination * 100)}%</dd>
        </div>
        <div className="rounded-xl border border-white/10 bg-night-900/50 p-4">
          <dt className="text-xs font-semibold tracking-[0.15em] text-indigo-200/85 uppercase">{words.age}</dt>
          <dd className="mt-1 text-2xl text-gold-100">
            {moon.ageDays.toFixed(1)} <span className="text-base text-indigo-100/90">{words.days}</span>
          </dd>
        </div>
      </dl>
      <h3 className="mt-6 text-xl text-gold-200">{words.moonIn(sign.name)}</h3>
      <p className="mt-2 leading-relaxed text-indigo-100/90">{sign.moonIn}</p>
      <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-indigo-200/85">
        <span className="inline-flex items-center gap-1.5">
          <Globe aria-hidden className="size-4 text-gold-300" />
          {words.zone(timeZone)}
        </span>
        <a href={`#${moon.phase}`} className="text-gold-200 underline underline-offset-4">
          {words.aboutPhase(name)}
        </a>
      </p>
    </div>
  );
}
