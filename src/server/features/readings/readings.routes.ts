import { Hono } from "hono";
import { diceParamSchema } from "../../../shared/api/readings";
import { AppError } from "../../http/errors";
import type { AppEnv } from "../../http/app-env";
import { parseParam } from "../../http/parse";
import type { ReadingCatalogue } from "./readings.service";

/** /api/readings/:dice: the public reading of one combination (cached by browsers for an hour). */
export function createReadingsRoutes({ readings }: { readings: ReadingCatalogue }) {
  return new Hono<AppEnv>().get("/:dice", async (c) => {
    const dice = parseParam("dice", c.req.param("dice"), diceParamSchema);
    const json = await readings.findJsonByDice(dice);
    if (json === null) throw new AppError("reading_not_found", "No reading found for this combination");
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Content-Type", "application/json");
    return c.body(json);
  });
}
