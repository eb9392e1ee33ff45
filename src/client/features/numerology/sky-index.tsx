import { Link } from "react-router";
import { SKY_INDEX_IDS, type skyIndex } from "./entries";

/** The ids of the two indexes on /numerology: the number and sign pages name their sets by them. */
type SkyIndexData = ReturnType<typeof skyIndex>;

interface IndexWords {
  numbersTitle: string;
  numbersIntro: string;
  signsTitle: string;
  signsIntro: string;
}

/** The two indexes under the calculator: the twelve numbers and the twelve signs, each a link to its page. */
export function SkyIndex({ index, words }: { index: SkyIndexData; words: IndexWords }) {
  const ids = SKY_INDEX_IDS;
  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-16 sm:px-6">
      <section id={ids.numbers} aria-labelledby={`${ids.numbers}-title`} className="scroll-mt-24">
        <h2 id={`${ids.numbers}-title`} className="text-2xl text-gold-100 sm:text-3xl">
          {words.numbersTitle}
        </h2>
        <p className="mt-2 text-indigo-100/85">{words.numbersIntro}</p>
        <ul className="mt-6 grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6">
          {index.numbers.map((item) => (
            <li key={item.value}>
              <Link
                to={item.path}
                className="group flex h-full flex-col items-center gap-2 rounded-xl p-3 text-center transition hover:bg-white/5 focus-visible:bg-white/5"
              >
                <span
                  aria-hidden
                  className={`flex size-16 items-center justify-center rounded-full border-2 font-display text-3xl text-gold-100 transition group-hover:-translate-y-1 sm:size-20 sm:text-4xl ${
                    item.isMaster ? "border-gold-300/80 bg-gold-300/10" : "border-gold-300/35"
                  }`}
                >
                  {item.value}
                </span>
                <span className="text-sm leading-snug text-gold-100">
                  <span className="sr-only">{item.value} · </span>
                  {item.title}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section id={ids.signs} aria-labelledby={`${ids.signs}-title`} className="scroll-mt-24">
        <h2 id={`${ids.signs}-title`} className="text-2xl text-gold-100 sm:text-3xl">
          {words.signsTitle}
        </h2>
        <p className="mt-2 text-indigo-100/85">{words.signsIntro}</p>
        <ul className="mt-6 grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6">
          {index.signs.map((item) => (
            <li key={item.sign}>
              <Link
                to={item.path}
                className="group flex h-full flex-col items-center gap-2 rounded-xl p-3 text-center transition hover:bg-white/5 focus-visible:bg-white/5"
              >
                <span
                  aria-hidden
                  className="flex size-16 items-center justify-center rounded-full border-2 border-gold-300/35 text-3xl text-gold-100 transition group-hover:-translate-y-1 sm:size-20 sm:text-4xl"
                >
                  {item.glyph}
                </span>
                <span className="text-sm leading-snug">
                  <span className="block text-gold-100">{item.name}</span>
                  <span className="block text-xs text-indigo-200/85">{item.emblem}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
