import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import { requireUser, type Authenticate } from "./require-user";

describe("requireUser", () => {
  it("looks the session up once when several signed-in routers share a prefix", async () => {
    let lookups = 0;
    const authenticate: Authenticate = async (headers) => {
      lookups++;
      if (headers.get("cookie") !== "session=ok") return null;
      const now = new Date();
      return {
        user: { id: "u1", email: "a@example.com", name: "a", emailVerified: true, createdAt: now, updatedAt: now },
        session: { id: "s1", userId: "u1", expiresAt: now, updatedAt: now },
      };
    };
    const signedIn = () => new Hono<AppEnv>().use(requireUser(authenticate));
    const app = new Hono<AppEnv>()
      .route(
        "/casts",
        signedIn().get("/", (c) => c.text("list")),
      )
      .route(
        "/casts",
        signedIn().get("/:id/enhance", (c) => c.text("enhance")),
      )
      .route(
        "/casts",
        signedIn().get("/:id/share", (c) => c.text(c.var.user.id)),
      );
    app.onError((error, c) => c.text(error.message, 401));

    const response = await app.request("/casts/1/share", { headers: { cookie: "session=ok" } });
    expect(await response.text()).toBe("u1");
    expect(lookups).toBe(1);

    lookups = 0;
    const refused = await app.request("/casts/1/share");
    expect(refused.status).toBe(401);
    expect(lookups).toBe(1);
  });
});
