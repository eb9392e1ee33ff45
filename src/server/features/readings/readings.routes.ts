import { diceParamsSchema } from "../../../shared/api/readings";
import { readingSchema } from "../../../shared/reading";
import { AppError } from "../../http/errors";
import { readyAnswer } from "../../http/front-door";
import { apiRoute, createRouter, errorResponses, jsonResponse } from "../../http/openapi";
import type { ReadingCatalogue } from "./readings.service";

const reading = apiRoute({
  method: "get",
  path: "/{dice}",
  operationId: "getReading",
  tags: ["Readings"],
  summary: "The reading of one dice combination",
  description: "Public; browsers may keep it for an hour. Dice are written red-white-green, like `3-1-5`.",
  request: { params: diceParamsSchema },
  responses: {
    200: jsonResponse(readingSchema, "The reading"),
    ...errorResponses(404),
  },
});

const READING_HEADERS = { "Cache-Control": "public, max-age=3600", "Content-Type": "application/json" };

/** /api/readings/:dice: the public reading of one combination (cached by browsers for an hour). */
export function createReadingsRoutes({ readings }: { readings: ReadingCatalogue }) {
  return createRouter().openapi(reading, async (c) => {
    const { dice } = c.req.valid("param");
    const json = await readings.findJsonByDice(dice);
    if (json === null) throw new AppError("reading_not_found", "No reading found for this combination");
    // Served as stored (already JSON): the catalogue keeps each reading serialized once, and the answer
    // goes out with plain headers (the read path: no middleware under /api/readings sets a header).
    return readyAnswer(c, json, 200, READING_HEADERS) as unknown as ReturnType<
      typeof c.json<typeof readingSchema._zod.output, 200>
    >;
  });
}
