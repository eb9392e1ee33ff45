import { Link } from "react-router";
import { PageHero } from "../../components/ui/page-hero";

/** An item's width for the columns a row on a wide screen: 7 (the suits' 14 cards) or 8 (an ætt; 4 a row on phones). */
const ITEM_WIDTH = {
  7: "w-[calc((100%-1.5rem)/3)] sm:w-[calc((100%-3rem)/4)] lg:w-[calc((100%-6rem)/7)]",
  8: "w-[calc((100%-2.25rem)/4)] sm:w-[calc((100%-3rem)/4)] lg:w-[calc((100%-7rem)/8)]",
} as const;

export interface LibraryGroup {
  id: string;
  heading: string;
  intro: string;
  items: ReadonlyArray<{ slug: string; name: string; path: string; art: string }>;
}

/**
 * A deck's index: its groups (the Major Arcana and the suits, or the three ætts), each a grid of links
 * with the item's art. The art is one small static SVG per item, loaded lazily below the first rows.
 */
export function LibraryIndex({
  eyebrow,
  title,
  intro,
  groups,
  art,
  columns,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  groups: readonly LibraryGroup[];
  art: { width: number; height: number };
  /** Items a row on a wide screen; a shorter last row is centred. */
  columns: keyof typeof ITEM_WIDTH;
}) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-14 px-4 pb-20 sm:px-6">
        {groups.map((group, groupIndex) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
            <h2 id={`${group.id}-title`} className="text-2xl text-gold-100 sm:text-3xl">
              {group.heading}
            </h2>
            <p className="mt-2 text-indigo-100/85">{group.intro}</p>
            <ul className="mt-6 flex flex-wrap justify-center gap-3 sm:gap-4">
              {group.items.map((item, itemIndex) => (
                <li key={item.slug} className={ITEM_WIDTH[columns]}>
                  <Link
                    to={item.path}
                    className="group flex h-full flex-col items-center gap-2 rounded-xl p-2 text-center transition hover:bg-white/5 focus-visible:bg-white/5"
                  >
                    <img
                      src={item.art}
                      alt=""
                      width={art.width}
                      height={art.height}
                      loading={groupIndex === 0 && itemIndex < 6 ? "eager" : "lazy"}
                      className="h-auto w-full max-w-32 transition group-hover:-translate-y-1"
                    />
                    <span className="text-sm leading-snug text-gold-100">{item.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
