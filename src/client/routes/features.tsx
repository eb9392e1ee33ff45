import { FeaturesPage } from "../features/catalogue/features-page";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({
    title: "Features",
    description: "Dice Divination today, and sixteen more divination tools in preparation at Mystic Dice.",
    path: "/features",
  });
}

export default function FeaturesRoute() {
  return <FeaturesPage />;
}
