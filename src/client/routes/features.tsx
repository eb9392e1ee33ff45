import { FeaturesPage } from "../features/catalogue/features-page";

export function meta() {
  return [
    { title: "Features · Mystic Dice" },
    {
      name: "description",
      content: "Dice Divination and sixteen more divination tools in preparation at Mystic Dice.",
    },
  ];
}

export default function FeaturesRoute() {
  return <FeaturesPage />;
}
