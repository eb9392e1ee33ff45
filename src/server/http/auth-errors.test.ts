import { describe, expect, it } from "vitest";
import { toErrorEnvelope, toSnakeCode } from "./auth-errors";

const answer = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "content-type": "application/json", ...headers } });

describe("better-auth's error answers in our envelope", () => {
  it("keeps the status, lowercases the code and keeps the message", async () => {
    const translated = await toErrorEnvelope(
      answer(JSON.stringify({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }), 401),
    );
    expect(translated.status).toBe(401);
    expect(translated.headers.get("content-type")).toBe("application/json");
    expect(await translated.json()).toEqual({
      error: { code: "invalid_email_or_password", message: "Invalid email or password" },
    });
  });

  it("gives a 429 the code rate_limited and a standard Retry-After", async () => {
    const translated = await toErrorEnvelope(
      answer(JSON.stringify({ message: "Too many requests. Please try again later." }), 429, { "x-retry-after": "42" }),
    );
    expect(translated.headers.get("retry-after")).toBe("42");
    expect(await translated.json()).toEqual({
      error: { code: "rate_limited", message: "Too many requests. Please try again later." },
    });
  });

  it("answers an empty or odd body with the status's code, and keeps the cookies", async () => {
    const empty = await toErrorEnvelope(
      new Response(null, { status: 401, headers: { "set-cookie": "better-auth.session_token=; Max-Age=0" } }),
    );
    expect(await empty.json()).toEqual({ error: { code: "unauthorized", message: "Please sign in to continue" } });
    expect(empty.headers.getSetCookie()).toHaveLength(1);
    const odd = await toErrorEnvelope(answer("<html>", 400));
    expect(await odd.json()).toMatchObject({ error: { code: "bad_request" } });
  });

  it("makes any code a safe snake case word", () => {
    expect(toSnakeCode("TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE")).toBe("too_many_attempts_request_new_code");
    expect(toSnakeCode("invalidToken")).toBe("invalid_token");
    expect(toSnakeCode("400 Bad-Thing")).toBe("error_400_bad_thing");
    expect(toSnakeCode("!!")).toBe("");
  });
});
