import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cyclesResponseSchema } from "../../../shared/api/cycles";
import { createTestContext, type TestContext } from "../../testing/test-app";

const MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/;
const day = (at: string) => at.slice(0, 10);

// The cycles need no database; one kind is enough.
describe("GET /api/cycles", () => {
  let ctx: TestContext;
  // The server's clock: late evening of 10 August 2026 in UTC.
  const now = new Date("2026-08-10T22:15:00Z");
  beforeAll(async () => {
    ctx = await createTestContext("pglite", { clock: () => now });
  });
  afterAll(() => ctx.close());

  it("answers the cycles of the day asked and the returns of the life so far", async () => {
    const response = await ctx.request("/api/cycles?birthDate=1985-11-18&date=2026-06-15");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const cycles = cyclesResponseSchema.parse(await response.json());
    // Year: (11 → 2) + (18 → 9) + (2026 → 10 → 1) = 12 → 3. Month: 3 + 6 = 9. Day: 9 + (15 → 6) = 15 → 6.
    expect(cycles).toMatchObject({
      date: "2026-06-15",
      personalYear: { value: 3, chain: [12, 3] },
      personalMonth: { value: 9, chain: [9] },
      personalDay: { value: 6, chain: [15, 6] },
      universalYear: { value: 1, chain: [2026, 10, 1] },
    });
    expect(cycles.jupiterReturns.map((found) => found.passes.map((pass) => day(pass.at)))).toEqual([
      ["1997-03-08"],
      ["2009-02-19"],
      ["2021-02-02"],
    ]);
    expect(cycles.saturnReturns.map((found) => found.passes.map((pass) => day(pass.at)))).toEqual([
      ["2014-12-25", "2015-06-12", "2015-09-20"],
    ]);
    expect(cycles.saturnReturns[0]!.at).toBe(cycles.saturnReturns[0]!.passes[0]!.at);
    expect(day(cycles.nextJupiterReturn.at)).toBe("2033-01-17");
    expect(cycles.nextSaturnReturn.passes.map((pass) => day(pass.at))).toEqual([
      "2044-02-29",
      "2044-03-17",
      "2044-11-02",
    ]);
    const instants = [
      ...cycles.jupiterReturns,
      ...cycles.saturnReturns,
      cycles.nextJupiterReturn,
      cycles.nextSaturnReturn,
    ].flatMap((found) => [found.at, ...found.passes.map((pass) => pass.at)]);
    expect(instants.every((at) => MINUTE.test(at))).toBe(true);
  });

  it("lists a return under way whole, with its passes still to come, and gives the one after as next", async () => {
    const response = await ctx.request("/api/cycles?birthDate=1985-11-18&date=2015-07-01");
    const cycles = cyclesResponseSchema.parse(await response.json());
    expect(cycles.saturnReturns.map((found) => found.passes.map((pass) => day(pass.at)))).toEqual([
      ["2014-12-25", "2015-06-12", "2015-09-20"],
    ]);
    expect(day(cycles.nextSaturnReturn.at)).toBe("2044-02-29");
    expect(cycles.jupiterReturns.map((found) => day(found.at))).toEqual(["1997-03-08", "2009-02-19"]);
    expect(day(cycles.nextJupiterReturn.at)).toBe("2021-02-02");
  });

  it("counts today by the server's clock in UTC when no date is asked", async () => {
    const response = await ctx.request("/api/cycles?birthDate=1985-11-18");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    const cycles = cyclesResponseSchema.parse(await response.json());
    // Year 3 as above; month: 3 + 8 = 11 → 2; day: 2 + (10 → 1) = 3.
    expect(cycles).toMatchObject({
      date: "2026-08-10",
      personalYear: { value: 3 },
      personalMonth: { value: 2, chain: [11, 2] },
      personalDay: { value: 3, chain: [3] },
    });
    const asked = await ctx.request("/api/cycles?birthDate=1985-11-18&date=2026-08-10");
    expect(cyclesResponseSchema.parse(await asked.json())).toEqual(cycles);
    // Born today: no return yet, and the first of each is next.
    const newborn = cyclesResponseSchema.parse(await (await ctx.request("/api/cycles?birthDate=2026-08-10")).json());
    expect(newborn.jupiterReturns).toEqual([]);
    expect(newborn.saturnReturns).toEqual([]);
    expect(day(newborn.nextJupiterReturn.at) > "2037-06").toBe(true);
    expect(day(newborn.nextSaturnReturn.at) > "2054-06").toBe(true);
  });

  it("answers a whole life of eighty years at once", async () => {
    const started = performance.now();
    const response = await ctx.request("/api/cycles?birthDate=1946-07-15&date=2026-07-15");
    const elapsed = performance.now() - started;
    console.info(`GET /api/cycles for an eighty-year life: ${elapsed.toFixed(1)} ms`);
    const cycles = cyclesResponseSchema.parse(await response.json());
    expect(cycles.jupiterReturns).toHaveLength(6);
    expect(cycles.saturnReturns).toHaveLength(2);
  });

  it("agrees on 30 birth dates and days with the numbers worked out by digital roots", async () => {
    // The digital root of a sum is the digital root of its parts' digital roots: each cycle is the sum's
    // root, 1–9. Dates from a fixed linear congruential sequence, births 1900–2010, days up to 2100.
    let seed = 20_261_128;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const root = (n: number) => 1 + ((n - 1) % 9);
    const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const earliest = Date.UTC(1900, 0, 1);
    for (let index = 0; index < 30; index += 1) {
      const birthMs = earliest + next(Date.UTC(2011, 0, 1) - earliest);
      const birthDate = dayAt(birthMs);
      const date = dayAt(birthMs + next(Date.UTC(2101, 0, 1) - birthMs));
      const [birthYear, birthMonth, birthDay] = birthDate.split("-").map(Number) as [number, number, number];
      const [year, month, dayOfMonth] = date.split("-").map(Number) as [number, number, number];
      expect(birthYear).toBeGreaterThanOrEqual(1900);
      const personalYear = root(birthMonth + birthDay + year);
      const personalMonth = root(personalYear + month);
      const personalDay = root(personalMonth + dayOfMonth);
      const response = await ctx.request(`/api/cycles?birthDate=${birthDate}&date=${date}`);
      expect(response.status, `${birthDate} on ${date}`).toBe(200);
      const cycles = cyclesResponseSchema.parse(await response.json());
      expect(
        [cycles.personalYear, cycles.personalMonth, cycles.personalDay, cycles.universalYear].map(({ value }) => value),
        `${birthDate} on ${date}`,
      ).toEqual([personalYear, personalMonth, personalDay, root(year)]);
      for (const cycle of [cycles.personalYear, cycles.personalMonth, cycles.personalDay, cycles.universalYear]) {
        expect(cycle.chain.at(-1)).toBe(cycle.value);
      }
    }
  });

  it.each([
    ["", "Birth date is needed, written YYYY-MM-DD", "birthDate"],
    ["date=2026-06-15", "Birth date is needed, written YYYY-MM-DD", "birthDate"],
    ["birthDate=18-11-1985", "Birth date must be a date written YYYY-MM-DD", "birthDate"],
    ["birthDate=1985-02-29", "Birth date must be a real date", "birthDate"],
    ["birthDate=1899-12-31", "Birth date must be in 1900 or later", "birthDate"],
    ["birthDate=2026-08-11", "Birth date must be on or before 2026-08-10", "birthDate"],
    ["birthDate=2020-01-02&date=2020-01-01", "Birth date must be on or before 2020-01-01", "birthDate"],
    ["birthDate=1985-11-18&date=2026-02-30", "Date must be a real date", "date"],
    ["birthDate=1985-11-18&date=15-06-2026", "Date must be a date written YYYY-MM-DD", "date"],
    ["birthDate=1985-11-18&date=2200-01-01", "Date must be between 1900 and 2199", "date"],
  ])("answers 400 with a message for ?%s", async (query, message, field) => {
    const response = await ctx.request(`/api/cycles?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { error: { code: string; message: string; fields?: object } };
    expect(body.error).toMatchObject({ code: "bad_request", message });
    expect(body.error.fields).toHaveProperty(field);
  });
});
