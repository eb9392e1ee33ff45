import { afterEach, describe, expect, it, vi } from "vitest";
import { DRAWN_TOOLS } from "../../shared/draws/spreads";
import { oracleSpec } from "../../shared/oracles/registry";
import { ORACLE_TOOLS } from "../../shared/oracles/tools";
import { jsonResponse, stubFetch } from "../testing/render";
import { UNREACHABLE } from "./kit/describe-failure";
import { CLIENT_ORACLES } from "./registry";

afterEach(() => vi.unstubAllGlobals());

const ORACLES = Object.values(CLIENT_ORACLES);
const REQUEST = { situation: "guidance", question: "What does today hold?" } as const;

describe("the registry", () => {
  it("holds every tool of the server's, each under its own id", () => {
    expect(Object.keys(CLIENT_ORACLES).sort()).toEqual([...ORACLE_TOOLS].sort());
    for (const [tool, oracle] of Object.entries(CLIENT_ORACLES)) expect(oracle.tool).toBe(tool);
  });

  it("gives the /fairness checker a check for every drawn oracle, and for no other", () => {
    const checked = ORACLE_TOOLS.filter((tool) => CLIENT_ORACLES[tool].fairness !== null);
    expect(checked).toEqual(ORACLE_TOOLS.filter((tool) => oracleSpec(tool).origin === "drawn"));
    expect([...checked].sort()).toEqual([...DRAWN_TOOLS].sort());
  });
});

describe.each(ORACLES.map((oracle) => [oracle.tool, oracle] as const))("a reading of %s", (_tool, oracle) => {
  it("turned away as busy (503 server_busy), is sent once more and answers the second answer", async () => {
    const answered = { id: "reading-2", answeredBy: "the second request" };
    const fetchMock = stubFetch(() =>
      fetchMock.mock.calls.length === 1
        ? jsonResponse(503, {
            error: { code: "server_busy", message: "Busy", details: { retryAfterSeconds: 0.001 } },
          })
        : jsonResponse(201, answered),
    );
    const reading = await oracle.reading();
    await expect(reading.send(REQUEST)).resolves.toEqual(answered);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls.map(([input, init]) => [String(input), init?.method, init?.body]);
    expect(second).toEqual(first);
    expect(first![1]).toBe("POST");
  });

  it("sent with the connection lost, says the one message every oracle says", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const reading = await oracle.reading();
    const failure: unknown = await reading.send(REQUEST).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(TypeError);
    expect(reading.describeFailure(failure)).toEqual({ message: UNREACHABLE, showsPlans: false });
  });
});
