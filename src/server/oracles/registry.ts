import type { OracleTool } from "../../shared/oracles/tools";
import { chakraOracle } from "./chakra";
import { compassOracle } from "./compass";
import { cyclesOracle } from "./cycles";
import { diceOracle } from "./dice";
import { iChingOracle } from "./iching";
import { dreamsOracle } from "./dreams";
import { energyOracle } from "./energy";
import { intuitionOracle } from "./intuition";
import { pendulumOracle } from "./pendulum";
import { angelNumbersOracle } from "./angel-numbers";
import { talesOracle } from "./tales";
import { runesOracle, tarotOracle } from "./draws";
import { moonOracle, numerologyOracle } from "./rituals";
import { archetypesOracle } from "./archetypes";
import type { ReadingView, ServerOracle, SharedView } from "./types";

/**
 * An oracle as the registry holds it: readers hand each oracle only views it made itself, so its own view
 * and shared types are widened to the common ones here, once.
 */
function registered<View extends ReadingView, Shared extends SharedView>(
  oracle: ServerOracle<View, Shared>,
): ServerOracle {
  return oracle as unknown as ServerOracle;
}

/**
 * Every oracle's server part, by tool (decision 031). A new oracle adds its file beside these and one line
 * here; a tool missing from the map fails the type check.
 */
export const SERVER_ORACLES: Record<OracleTool, ServerOracle> = {
  dice: registered(diceOracle),
  tarot: registered(tarotOracle),
  runes: registered(runesOracle),
  numerology: registered(numerologyOracle),
  moon: registered(moonOracle),
  pendulum: registered(pendulumOracle),
  "angel-numbers": registered(angelNumbersOracle),
  cycles: registered(cyclesOracle),
  iching: registered(iChingOracle),
  tales: registered(talesOracle),
  dreams: registered(dreamsOracle),
  archetypes: registered(archetypesOracle),
  energy: registered(energyOracle),
  chakra: registered(chakraOracle),
  compass: registered(compassOracle),
  intuition: registered(intuitionOracle),
};

/** The server part of a stored reading's oracle, or null for a tool this server does not know. */
export function serverOracleOf(tool: string): ServerOracle | null {
  return (SERVER_ORACLES as Record<string, ServerOracle | undefined>)[tool] ?? null;
}
