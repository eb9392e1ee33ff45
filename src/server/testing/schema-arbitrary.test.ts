import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { changePasswordRequestSchema, signInLinkConfirmSchema } from "../../shared/api/account";
import { castRequestSchema } from "../../shared/api/casts";
import { castHistoryQuerySchema } from "../../shared/api/me";
import { invalidValue, validValue, type JsonSchema } from "./schema-arbitrary";

/** Request schemas of the API, with zod (which wrote their JSON Schema) as the judge of each value. */
const SCHEMAS: Array<[string, z.ZodType]> = [
  ["cast", castRequestSchema],
  ["history query", castHistoryQuerySchema],
  ["sign-in link", signInLinkConfirmSchema],
  ["password change", changePasswordRequestSchema],
  [
    "shapes",
    z.object({
      id: z.uuid(),
      kind: z.literal("thing"),
      note: z.string().max(5).nullable(),
      size: z.union([z.number().int().min(1).max(9), z.null()]),
      tags: z.array(z.enum(["a", "b"])).max(3),
    }),
  ],
];

describe("values generated from a JSON Schema", () => {
  it.each(SCHEMAS)("%s: every valid value is accepted by the schema it came from", (_, schema) => {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    fc.assert(
      fc.property(validValue(json), (value) => {
        expect(schema.safeParse(value).error?.issues).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  // The history query coerces its limit (a query value is text): `true` is a limit of 1 there.
  it.each(SCHEMAS.filter(([name]) => name !== "history query"))(
    "%s: every invalid value is refused by the schema it came from",
    (_, schema) => {
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
      fc.assert(
        fc.property(invalidValue(json), (value) => {
          expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
        }),
        { numRuns: 300 },
      );
    },
  );

  it("follows references to the document's components", () => {
    const components = { Dice: { type: "string", pattern: "^[1-6]-[1-6]-[1-6]$" } } satisfies Record<
      string,
      JsonSchema
    >;
    const ref = { $ref: "#/components/schemas/Dice" };
    fc.assert(fc.property(validValue(ref, components), (value) => /^[1-6]-[1-6]-[1-6]$/.test(value as string)));
    fc.assert(
      fc.property(
        invalidValue(ref, components),
        (value) => typeof value !== "string" || !/^[1-6]-[1-6]-[1-6]$/.test(value),
      ),
    );
  });
});
