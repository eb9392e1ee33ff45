import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { Link } from "react-router";
import { weeklyWords as words } from "../../../../content/weekly/page";
import type { SignWeekJson } from "../../../shared/api/weekly";
import { ZODIAC_SIGNS, type ZodiacSign } from "../../../shared/astrology/signs";
import { shiftWeek } from "../../../shared/weekly/week";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { WhenNear } from "../../components/ui/when-near";
import { loadApi, readBody } from "../../lib/api-client";
import { pageTitle } from "../../lib/page-meta";

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

/** "This week among seekers", in a chunk of its own asked for near the foot of the page (it calls the API). */
const AmongSeekers = lazy(() => import("./among-seekers"));

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
    // The route's title is the section's; the tab shows the week drawn, as the server's HTML named it.
    document.title = pageTitle(query.data.title);
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
      <WhenNear placeholderClassName="h-px" margin="200px">
        <Suspense fallback={null}>
          <AmongSeekers week={shiftWeek(edition.week, -1)} />
        </Suspense>
      </WhenNear>
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
