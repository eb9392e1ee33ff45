import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { changePasswordRequestSchema, signInLinkConfirmSchema } from "../../shared/api/account";
import { castRequestSchema } from "../../shared/api/casts";
import { readingHistoryQuerySchema } from "../../shared/api/me";
import { invalidValue, validValue, type JsonSchema } from "./schema-arbitrary";

/** Request schemas of the API, with zod (which wrote their JSON Schema) as the judge of each value. */
const SCHEMAS: Array<[string, z.ZodType]> = [
  ["cast", castRequestSchema],
  ["history query", readingHistoryQuerySchema],
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

/**
 * The issues of a rule JSON Schema cannot state: a refinement across fields (`superRefine`, code
 * "custom"), such as the cast body's "a client seed goes with a commitment". A value valid by the
 * document may break those, and the server answers it 400 like any invalid body.
 */
const isCrossFieldRule = (issue: z.core.$ZodIssue) => issue.code === "custom";

describe("values generated from a JSON Schema", () => {
  it.each(SCHEMAS)("%s: every valid value is accepted by the schema it came from", (_, schema) => {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    fc.assert(
      fc.property(validValue(json), (value) => {
        const issues = schema.safeParse(value).error?.issues ?? [];
        expect(issues.filter((issue) => !isCrossFieldRule(issue))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  // About one generated body in twelve keeps them: enough for the fuzz run to reach each kind of cast.
  it("cast: some valid bodies keep the cross-field rules, in each of the three kinds of cast", () => {
    const json = z.toJSONSchema(castRequestSchema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    const accepted = fc
      .sample(validValue(json), { numRuns: 1000, seed: 42 })
      .map((value) => castRequestSchema.safeParse(value))
      .flatMap((result) => (result.success ? [result.data] : []));
    expect(accepted.length).toBeGreaterThan(50);
    expect(accepted.some((body) => body.commitmentId && body.clientSeed)).toBe(true);
    expect(accepted.some((body) => body.source === "physical" && body.dice)).toBe(true);
    expect(accepted.some((body) => !body.commitmentId && !body.dice)).toBe(true);
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
