import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "react-router";
import { weeklyWords as words } from "../../../../content/weekly/page";
import { REPORT_WORDS } from "../../../../content/weekly/report";
import type { SignWeekJson } from "../../../shared/api/weekly";
import { ZODIAC_SIGNS, type ZodiacSign } from "../../../shared/astrology/signs";
import { shiftWeek } from "../../../shared/weekly/week";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { loadApi, readBody } from "../../lib/api-client";

/** The id of the article the server puts in the page's HTML (weekly-page.ts), removed once drawn here. */
const STATIC_ID = "weekly-static";
/** The id of the edition's JSON the server puts beside it. */
const DATA_ID = "weekly-data";

/** The edition the server sent with the page, when it is the one asked for: the page then asks nothing. */
function editionInPage(sign: string, week: string | null): SignWeekJson | undefined {
  const node = document.getElementById(DATA_ID);
  if (!node?.textContent) return undefined;
  try {
    const edition = JSON.parse(node.textContent) as SignWeekJson;
    return edition.sign === sign && (week === null || edition.week === week) ? edition : undefined;
  } catch {
    return undefined;
  }
}

const signName = (sign: string) => sign.charAt(0).toUpperCase() + sign.slice(1);

/** "This week among seekers": the figures of the week before the edition, shown only when one passed the 20-seeker rule. */
function AmongSeekers({ week }: { week: string }) {
  const figures = useQuery({
    queryKey: ["reports", "community", week],
    queryFn: async ({ signal }) =>
      readBody((await loadApi()).reports.community.$get({ query: { week } }, { init: { signal } })),
    staleTime: 10 * 60 * 1000,
  });
  const data = figures.data;
  if (!data) return null;
  const community = REPORT_WORDS.community;
  const lines = [
    data.tarotCard ? community.tarot(data.tarotCard.name, data.tarotCard.seekers) : null,
    data.rune ? community.rune(data.rune.name, data.rune.seekers) : null,
    data.moonRitualSeekers !== null ? community.moon(data.moonRitualSeekers) : null,
    data.situation ? community.situation(data.situation.name, data.situation.seekers) : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <section className="card mt-10 p-5" aria-labelledby="weekly-community">
      <h2 id="weekly-community" className="text-xl text-gold-100">
        {REPORT_WORDS.headings.community}
      </h2>
      <p className="mt-2 text-sm text-indigo-200/85">{community.intro}</p>
      <ul className="mt-3 space-y-1 text-indigo-50">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** /weekly/<sign>[/<week>]: the free weekly edition, fetched from the API (the server's HTML holds it too). */
export function SignWeekPage({ sign, week }: { sign: ZodiacSign; week: string | null }) {
  const query = useQuery({
    queryKey: ["weekly", sign, week],
    queryFn: async ({ signal }) =>
      readBody(
        (await loadApi()).reports.weekly[":sign"].$get(
          { param: { sign }, query: week ? { week } : {} },
          { init: { signal } },
        ),
      ),
    initialData: () => editionInPage(sign, week),
    staleTime: 60 * 60 * 1000,
  });
  useEffect(() => {
    if (!query.data) return;
    document.getElementById(STATIC_ID)?.remove();
    document.getElementById(DATA_ID)?.remove();
  }, [query.data]);

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <LoadingBlocks label={words.loading} count={3} className="h-24" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <RequestError error={query.error} fallback={words.loadFailed} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const edition = query.data;
  const paragraphs = edition.text.split("\n\n");
  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14">
      <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{words.eyebrow}</p>
      <h1 className="mt-2 text-3xl leading-tight break-words text-gold-100 sm:text-4xl">{edition.title}</h1>
      <p className="mt-3 inline-block rounded-full border border-gold-300/40 px-3 py-1 text-sm text-gold-200">
        {edition.label}
      </p>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-indigo-50">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-6 text-sm text-indigo-200/85">{words.computedNote}</p>
      <nav aria-label={words.weeksLabel} className="mt-8 flex flex-wrap gap-3">
        <Link className="btn-ghost" to={`/weekly/${sign}/${shiftWeek(edition.week, -1)}`}>
          {words.earlier}
        </Link>
        <Link className="btn-ghost" to={`/weekly/${sign}/${shiftWeek(edition.week, 1)}`}>
          {words.later}
        </Link>
      </nav>
      <AmongSeekers week={shiftWeek(edition.week, -1)} />
      <section className="card mt-10 p-5" aria-labelledby="weekly-personal">
        <h2 id="weekly-personal" className="text-xl text-gold-100">
          {words.personalTitle}
        </h2>
        <p className="mt-2 text-indigo-100/90">{words.personalText}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link className="btn-primary inline-flex" to="/timelines">
            {words.personalLink}
          </Link>
          <Link className="btn-ghost inline-flex" to="/reports">
            {words.reportLink}
          </Link>
        </div>
      </section>
      <nav aria-label={words.otherSigns} className="mt-10">
        <h2 className="text-sm font-semibold tracking-[0.15em] text-indigo-200/85 uppercase">{words.otherSigns}</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {ZODIAC_SIGNS.filter((other) => other !== sign).map((other) => (
            <li key={other}>
              <Link
                className="inline-block rounded-full border border-gold-300/30 px-3 py-1 text-sm text-gold-100"
                to={`/weekly/${other}`}
              >
                {signName(other)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
