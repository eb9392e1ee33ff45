import { Layers } from "lucide-react";
import { drawingOracle } from "./drawing-oracle";

/** Tarot: the 78-card deck in one card, three cards or the Celtic Cross. */
export const tarotOracle = drawingOracle("tarot", { label: "Tarot", reading: "Tarot", icon: Layers });
