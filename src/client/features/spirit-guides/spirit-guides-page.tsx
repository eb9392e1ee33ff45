import { ShieldCheck } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { SPIRIT_GUIDE_LIST } from "../../../../content/spirit-guides/guides";
import { SPIRIT_GUIDES_PAGE as words } from "../../../../content/spirit-guides/page";
import type { SpiritGuide } from "../../../shared/content-types/spirit-guides";
import { PageHero } from "../../components/ui/page-hero";
import { withQueries } from "../../lib/with-queries";
import { GuideCard } from "./guide-card";
import { GuideIcon } from "./guide-icon";

/** The conversation, its form and the query library load with the first guide chosen, never before. */
const GuideConversation = lazy(withQueries(() => import("./guide-conversation")));

/**
 * /spirit-guides: what the guides are in plain words, the five guides to choose from, and the
 * conversation with the chosen one (for visitors and signed-in seekers alike, through POST /api/chat).
 * Choosing another guide starts a fresh conversation.
 */
export function SpiritGuidesPage() {
  const [chosen, setChosen] = useState<SpiritGuide | null>(null);
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title}>
        <p>{words.lead}</p>
      </PageHero>

      <section aria-labelledby="guides-what-title" className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="card p-5 sm:p-6">
          <h2 id="guides-what-title" className="flex items-center gap-2 text-xl text-gold-100">
            <ShieldCheck aria-hidden className="size-6 shrink-0 text-gold-300" />
            {words.whatTitle}
          </h2>
          <div className="mt-3 grid gap-3 text-sm leading-relaxed text-indigo-100/90 sm:text-base">
            {words.what.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="guides-pick-title" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="guides-pick-title" className="text-center text-2xl text-gold-100 sm:text-3xl">
          {words.pickTitle}
        </h2>
        <p className="mt-2 text-center text-sm text-indigo-200/85">{words.pickHint}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {SPIRIT_GUIDE_LIST.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} isChosen={chosen?.id === guide.id} onChoose={() => setChosen(guide)} />
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        {chosen ? (
          <Suspense fallback={<div className="card h-[28rem]" aria-hidden />}>
            <GuideConversation
              key={chosen.id}
              guide={chosen}
              icon={<GuideIcon id={chosen.id} className="size-5" />}
              words={words}
            />
          </Suspense>
        ) : (
          <p className="card p-6 text-center text-indigo-100/85">{words.emptyConversation}</p>
        )}
      </div>
    </>
  );
}
