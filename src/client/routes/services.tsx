import { Link } from "react-router";
import { serviceCards } from "../../../content/site/services";
import { CheckList } from "../components/ui/check-list";
import { Icon } from "../components/ui/icon";
import { PageHero } from "../components/ui/page-hero";
import { pageMeta } from "../lib/page-meta";
import { IconTile } from "../components/ui/icon-tile";

export function meta() {
  return pageMeta({
    title: "Services",
    description:
      "Dice readings, enhanced interpretations, the oracle guide, karma and quests, the paid plans and donations.",
    path: "/services",
  });
}

export default function ServicesRoute() {
  return (
    <>
      <PageHero eyebrow="What the oracle offers" title="Services">
        <p>Everything Mystic Dice does for you, from your first cast to your hundredth.</p>
      </PageHero>
      <ul className="mx-auto grid max-w-6xl gap-5 px-4 pb-20 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {serviceCards.map((card) => (
          <li key={card.title} className="card flex flex-col p-6">
            <IconTile>
              <Icon name={card.icon} />
            </IconTile>
            <h2 className="mt-4 text-xl text-gold-100">{card.title}</h2>
            <p className="mt-2 text-sm leading-relaxed text-indigo-100/85">{card.description}</p>
            <CheckList items={card.features} className="text-indigo-50" />
            {card.link && (
              <Link
                to={card.link.href}
                className="mt-5 self-start font-semibold text-gold-200 underline decoration-gold-300/50 underline-offset-4 hover:text-gold-100"
              >
                {card.link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
