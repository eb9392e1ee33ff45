import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The lint rule that keeps server code on one clock (eslint.config.js, SERVER_CLOCK_RULE): the system
 * clock is read only in src/server/clock.ts and the allowlisted files; everything else takes the time
 * from Services.clock.
 */
describe("the server's clock rule", () => {
  const eslint = new ESLint();
  const clockErrors = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax");
  };

  // The first lint loads the whole configuration (typescript-eslint, the import plugin): a few seconds.
  it("refuses new Date(), Date() and Date.now() (called or passed) in a feature's code, pointing at Services.clock", async () => {
    const errors = await clockErrors(
      "export const today = () => [new Date(), Date.now(), Date()];\nexport const ms: () => number = Date.now;\n",
      "src/server/features/casts/clock-probe.ts",
    );
    expect(errors.map((error) => error.message.split(" reads")[0])).toEqual([
      "new Date()",
      "Date.now()",
      "Date()",
      "Date.now()",
    ]);
    for (const error of errors) expect(error.message).toMatch(/Services\.clock \(src\/server\/clock\.ts\)/);
  });

  it("leaves a given time alone, and the clock itself and tests free", async () => {
    const given = "export const epoch = (ms: number) => [new Date(0), new Date(ms), Date.parse('2030-01-01')];\n";
    expect(await clockErrors(given, "src/server/features/casts/clock-probe.ts")).toEqual([]);
    const system = "export const now = () => [new Date(), Date.now()];\n";
    expect(await clockErrors(system, "src/server/clock.ts")).toEqual([]);
    expect(await clockErrors(system, "src/server/features/casts/clock-probe.test.ts")).toEqual([]);
  });
});
