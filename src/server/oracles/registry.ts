import type { OracleTool } from "../../shared/oracles/tools";
import { diceOracle } from "./dice";
import { pendulumOracle } from "./pendulum";
import { runesOracle, tarotOracle } from "./draws";
import { moonOracle, numerologyOracle } from "./rituals";
import type { ServerOracle } from "./types";

/**
 * Every oracle's server part, by tool (decision 031). A new oracle adds its file beside these and one line
 * here; a tool missing from the map fails the type check.
 */
export const SERVER_ORACLES: Record<OracleTool, ServerOracle> = {
  dice: diceOracle as unknown as ServerOracle,
  tarot: tarotOracle as unknown as ServerOracle,
  runes: runesOracle as unknown as ServerOracle,
  numerology: numerologyOracle as unknown as ServerOracle,
  moon: moonOracle as unknown as ServerOracle,
  pendulum: pendulumOracle as unknown as ServerOracle,
};

/** The server part of a stored reading's oracle, or null for a tool this server does not know. */
export function serverOracleOf(tool: string): ServerOracle | null {
  return (SERVER_ORACLES as Record<string, ServerOracle | undefined>)[tool] ?? null;
}
