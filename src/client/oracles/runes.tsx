import { Gem } from "lucide-react";
import { drawingOracle } from "./drawing-oracle";

/** Runes: the Elder Futhark in a single rune, the three Norns or the five-rune cross. */
export const runesOracle = drawingOracle("runes", { label: "Runes", reading: "Rune", icon: Gem });
