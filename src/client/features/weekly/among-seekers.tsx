import { useQuery } from "@tanstack/react-query";
import { REPORT_WORDS } from "../../../../content/weekly/report";
import { loadApi, readBody } from "../../lib/api-client";

/** "This week among seekers": the figures of the week before the edition, shown only when one passed the 20-seeker rule. */
export default function AmongSeekers({ week }: { week: string }) {
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
