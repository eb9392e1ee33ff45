import type { z } from "zod";
import { cyclesRequestSchema } from "../oracles/cycles";
import { iChingRequestSchema } from "../oracles/iching";
import { dreamRequestSchema } from "../oracles/dreams";
import { pendulumRequestSchema } from "../oracles/pendulum";
import { sightingRequestSchema } from "../oracles/angel-numbers";
import { taleRequestSchema } from "../oracles/tales";
import { energyRequestSchema } from "../oracles/energy";
import { chakraRequestSchema } from "../oracles/chakra";
import { intuitionRequestSchema } from "../oracles/intuition";
import { archetypeRequestSchema } from "../oracles/archetypes";
import { compassRequestSchema } from "../oracles/compass";
import type { OracleTool } from "../oracles/tools";
import { archetypeResponseSchema, archetypeResultSchema, sharedArchetypeSchema } from "./archetypes";
import { iChingResponseSchema, iChingResultSchema, sharedIChingSchema } from "./iching";
import { dreamResponseSchema, dreamResultSchema, sharedDreamSchema } from "./dreams";
import { pendulumResponseSchema, pendulumResultSchema, sharedPendulumSchema } from "./pendulum";
import { angelNumberResponseSchema, angelNumberResultSchema, sharedAngelNumberSchema } from "./angel-numbers";
import { sharedTaleSchema, taleResponseSchema, taleResultSchema } from "./tales";
import { chakraResponseSchema, chakraResultSchema, sharedChakraSchema } from "./chakra";
import { compassResponseSchema, compassResultSchema, sharedCompassSchema } from "./compass";
import { intuitionResponseSchema, intuitionResultSchema, sharedIntuitionSchema } from "./intuition";
import { cyclesReadingSchema, cyclesResultSchema, sharedCyclesSchema } from "./cycles";
import { castRequestSchema, castResponseSchema, castResultSchema, sharedDiceReadingSchema } from "./casts";
import { drawResponseSchema, drawResultSchema, sharedDrawSchema, spreadRequestSchemaOf } from "./draws";
import { energyResponseSchema, energyResultSchema, sharedEnergySchema } from "./energy";
import { ritualRequestSchema, ritualResponseSchema, ritualResultSchema, sharedRitualSchema } from "./rituals";

/**
 * Each oracle's answers in the API, in one map (decision 031): what `POST /api/readings/{tool}` takes and
 * answers, what `GET /api/readings/{id}` answers for one of its readings, and what its public link shows.
 * The routes, the OpenAPI document and the shared-reading union are built from it.
 */
export interface OracleApiSchemas {
  request: z.ZodType;
  result: z.ZodType;
  view: z.ZodType;
  shared: z.ZodObject<{ tool: z.ZodType }>;
}

export const ORACLE_API_SCHEMAS = {
  dice: {
    request: castRequestSchema,
    result: castResultSchema,
    view: castResponseSchema,
    shared: sharedDiceReadingSchema,
  },
  tarot: {
    request: spreadRequestSchemaOf("tarot"),
    result: drawResultSchema,
    view: drawResponseSchema,
    shared: sharedDrawSchema,
  },
  runes: {
    request: spreadRequestSchemaOf("runes"),
    result: drawResultSchema,
    view: drawResponseSchema,
    shared: sharedDrawSchema,
  },
  numerology: {
    request: ritualRequestSchema,
    result: ritualResultSchema,
    view: ritualResponseSchema,
    shared: sharedRitualSchema,
  },
  moon: {
    request: ritualRequestSchema,
    result: ritualResultSchema,
    view: ritualResponseSchema,
    shared: sharedRitualSchema,
  },
  pendulum: {
    request: pendulumRequestSchema,
    result: pendulumResultSchema,
    view: pendulumResponseSchema,
    shared: sharedPendulumSchema,
  },
  "angel-numbers": {
    request: sightingRequestSchema,
    result: angelNumberResultSchema,
    view: angelNumberResponseSchema,
    shared: sharedAngelNumberSchema,
  },
  cycles: {
    request: cyclesRequestSchema,
    result: cyclesResultSchema,
    view: cyclesReadingSchema,
    shared: sharedCyclesSchema,
  },
  iching: {
    request: iChingRequestSchema,
    result: iChingResultSchema,
    view: iChingResponseSchema,
    shared: sharedIChingSchema,
  },
  dreams: {
    request: dreamRequestSchema,
    result: dreamResultSchema,
    view: dreamResponseSchema,
    shared: sharedDreamSchema,
  },
  chakra: {
    request: chakraRequestSchema,
    result: chakraResultSchema,
    view: chakraResponseSchema,
    shared: sharedChakraSchema,
  },
  energy: {
    request: energyRequestSchema,
    result: energyResultSchema,
    view: energyResponseSchema,
    shared: sharedEnergySchema,
  },
  archetypes: {
    request: archetypeRequestSchema,
    result: archetypeResultSchema,
    view: archetypeResponseSchema,
    shared: sharedArchetypeSchema,
  },
  tales: {
    request: taleRequestSchema,
    result: taleResultSchema,
    view: taleResponseSchema,
    shared: sharedTaleSchema,
  },
  compass: {
    request: compassRequestSchema,
    result: compassResultSchema,
    view: compassResponseSchema,
    shared: sharedCompassSchema,
  },
  intuition: {
    request: intuitionRequestSchema,
    result: intuitionResultSchema,
    view: intuitionResponseSchema,
    shared: sharedIntuitionSchema,
  },
} as const satisfies Record<OracleTool, OracleApiSchemas>;

type SharedSchema = (typeof ORACLE_API_SCHEMAS)[OracleTool]["shared"];

/** Every oracle's shared reading, once each (the tarot and the runes share one): GET /api/shares/{shareId}. */
export const SHARED_READING_SCHEMAS = [...new Set(Object.values(ORACLE_API_SCHEMAS).map((api) => api.shared))] as [
  SharedSchema,
  ...SharedSchema[],
];
