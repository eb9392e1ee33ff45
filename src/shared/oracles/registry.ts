import { DICE_ORACLE, MOON_ORACLE, NUMEROLOGY_ORACLE, RUNES_ORACLE, TAROT_ORACLE } from "./builtin";
import type { OracleSpec } from "./spec";

/**
 * Every oracle a reading can come from, in one list: adding an oracle adds its id here and its spec to
 * ORACLES (and its server and page parts to their registries, src/server/oracles/ and src/client/oracles/).
 */
export const ORACLE_TOOLS = ["dice", "tarot", "runes", "numerology", "moon"] as const;
export type OracleTool = (typeof ORACLE_TOOLS)[number];

const ORACLES: { readonly [Tool in OracleTool]: OracleSpec<Tool> } = {
  dice: DICE_ORACLE,
  tarot: TAROT_ORACLE,
  runes: RUNES_ORACLE,
  numerology: NUMEROLOGY_ORACLE,
  moon: MOON_ORACLE,
};

/** The spec of an oracle. */
export function oracleSpec(tool: OracleTool): OracleSpec<OracleTool> {
  return ORACLES[tool];
}

/** Whether a stored tool is one this server knows. */
export function isOracleTool(tool: string): tool is OracleTool {
  return (ORACLE_TOOLS as readonly string[]).includes(tool);
}
