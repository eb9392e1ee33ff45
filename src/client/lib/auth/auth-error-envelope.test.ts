import { describe, expect, it } from "vitest";
import { unwrapErrorEnvelope } from "./auth-error-envelope";

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the auth client's reading of the error envelope", () => {
  it("hands better-auth's client the envelope's code and message, keeping the status", async () => {
    const unwrapped = await unwrapErrorEnvelope({
      response: json({ error: { code: "invalid_code", message: "Invalid code" } }, 401),
    });
    expect(unwrapped?.status).toBe(401);
    expect(await unwrapped?.json()).toEqual({ code: "invalid_code", message: "Invalid code" });
  });

  it("leaves successes and bodies without an envelope alone", async () => {
    expect(await unwrapErrorEnvelope({ response: json({ user: { id: "1" } }, 200) })).toBeUndefined();
    expect(await unwrapErrorEnvelope({ response: json({ message: "odd" }, 500) })).toBeUndefined();
    expect(await unwrapErrorEnvelope({ response: new Response("", { status: 502 }) })).toBeUndefined();
  });
});
