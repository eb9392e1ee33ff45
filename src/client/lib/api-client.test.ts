import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type { SecurityOverview } from "../../shared/api/account";
import type { CastResult } from "../../shared/api/casts";
import type { ProfileResponse } from "../../shared/api/me";
import { jsonResponse, stubFetch } from "../testing/render";
import { api } from "./api";
import { ApiError, readBody } from "./api-client";

afterEach(() => vi.unstubAllGlobals());

describe("api", () => {
  it("sends a route's request to its /api address with the session cookie, asking for JSON", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, []));
    await readBody(api.me.items[":itemId"].equip.$post({ param: { itemId: "moon-stone" } }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/me/items/moon-stone/equip");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(new Headers(init.headers).get("accept")).toBe("application/json");
  });

  it("sends a JSON body and a query as the route declares them", async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, {}));
    await readBody(api.casts.$post({ json: { situation: "guidance" } }));
    await readBody(api.me.readings.$get({ query: { limit: "10", cursor: "abc" } }));
    const [postUrl, postInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(postUrl).toBe("/api/casts");
    expect(new Headers(postInit.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(postInit.body as string)).toEqual({ situation: "guidance" });
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/me/readings?limit=10&cursor=abc");
  });

  it("keeps an Accept the request names (the enhancement's event stream)", async () => {
    const fetchMock = stubFetch(() => new Response("", { status: 200 }));
    await api.casts[":id"].enhance.$post({ param: { id: "c1" } }, { headers: { accept: "text/event-stream" } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/casts/c1/enhance");
    expect(new Headers(init.headers).get("accept")).toBe("text/event-stream");
  });

  it("names a route's address for links and event streams", () => {
    expect(api.events.$path()).toBe("/api/events");
    expect(api.me.export.$path()).toBe("/api/me/export");
  });
});

describe("readBody", () => {
  it("returns a success answer's body, typed by the route's declaration", async () => {
    stubFetch(() => jsonResponse(200, { displayName: "Ada" }));
    const profile = readBody(api.me.profile.$get());
    expectTypeOf(profile).resolves.toEqualTypeOf<ProfileResponse>();
    expectTypeOf(readBody(api.me.security.$get())).resolves.toEqualTypeOf<SecurityOverview>();
    expectTypeOf(readBody(api.casts.$post({ json: { situation: "guidance" } }))).resolves.toEqualTypeOf<CastResult>();
    await expect(profile).resolves.toEqual({ displayName: "Ada" });
  });

  it("returns null for an answer without a body (204)", async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    const ended = readBody(api.me.sessions[":sessionId"].$delete({ param: { sessionId: "s1" } }));
    expectTypeOf(ended).resolves.toEqualTypeOf<null>();
    await expect(ended).resolves.toBeNull();
  });

  it("throws an error answer as ApiError with the envelope's code, message, fields and details", async () => {
    stubFetch(() =>
      jsonResponse(429, {
        error: {
          code: "daily_limit_reached",
          message: "Today's readings are used.",
          fields: { situation: ["Pick one"] },
          details: { resetsAt: "2030-01-01T00:00:00.000Z" },
        },
      }),
    );
    const failure = await readBody(api.casts.$post({ json: { situation: "guidance" } })).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 429,
      code: "daily_limit_reached",
      message: "Today's readings are used.",
      fields: { situation: ["Pick one"] },
      details: { resetsAt: "2030-01-01T00:00:00.000Z" },
    });
  });

  it("throws an internal_error ApiError for an error answer that is not our envelope", async () => {
    stubFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    const failure = await readBody(api.me.quest.$get()).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "ApiError", status: 502, code: "internal_error", message: "" });
  });
});
