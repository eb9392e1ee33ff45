import { ENERGY_PAGE_WORDS } from "../../../content/energy/page";
import { EnergyPage } from "../features/energy/energy-page";
import { pageMeta } from "../lib/page-meta";

const words = ENERGY_PAGE_WORDS;

export function meta() {
  return pageMeta({ title: words.metaTitle, description: words.metaDescription, path: "/quantum-energy" });
}

/** /quantum-energy (its old address), the Energy Map: prerendered with the grid; the point is read in the browser. */
export default function EnergyMapRoute() {
  return <EnergyPage />;
}
