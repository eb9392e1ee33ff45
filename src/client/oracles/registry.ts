import type { OracleTool } from "../../shared/oracles/tools";
import type { ClientOracle } from "./client-oracle";
import { archetypesOracle } from "./archetypes";
import { angelNumbersOracle } from "./angel-numbers";
import { chakraOracle } from "./chakra";
import { compassOracle } from "./compass";
import { cyclesOracle } from "./cycles";
import { diceOracle } from "./dice";
import { iChingOracle } from "./iching";
import { dreamsOracle } from "./dreams";
import { energyOracle } from "./energy";
import { intuitionOracle } from "./intuition";
import { moonOracle } from "./moon";
import { numerologyOracle } from "./numerology";
import { pendulumOracle } from "./pendulum";
import { runesOracle } from "./runes";
import { tarotOracle } from "./tarot";
import { talesOracle } from "./tales";

/**
 * Every oracle the client shows, by the server's tool id. The dashboard's history and reading modal, the
 * shared-reading page and the fairness checker take an oracle's parts from here; a tool of the server's
 * without an entry fails the typecheck. A new oracle is its file, `./<tool>.tsx`, and its line here.
 */
export const CLIENT_ORACLES: Record<OracleTool, ClientOracle> = {
  dice: diceOracle,
  tarot: tarotOracle,
  runes: runesOracle,
  numerology: numerologyOracle,
  moon: moonOracle,
  pendulum: pendulumOracle,
  "angel-numbers": angelNumbersOracle,
  cycles: cyclesOracle,
  archetypes: archetypesOracle,
  iching: iChingOracle,
  tales: talesOracle,
  dreams: dreamsOracle,
  energy: energyOracle,
  chakra: chakraOracle,
  compass: compassOracle,
  intuition: intuitionOracle,
};
