import { Shield } from "lucide-react";
import { lazyParts, type ClientOracle } from "./client-oracle";

/**
 * Animal Archetypes: a quiz result the seeker saves, worked out from their answers. Nothing is drawn, so
 * there is nothing for the /fairness checker.
 */
export const archetypesOracle: ClientOracle = {
  tool: "archetypes",
  label: "Animal Archetypes",
  icon: Shield,
  detailTitle: (entry) => entry.title ?? "Animal Archetypes",
  ...lazyParts(() => import("./parts/archetypes-parts").then(({ archetypesParts }) => archetypesParts)),
  fairness: null,
};
