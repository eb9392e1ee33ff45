import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiRoutes } from "../../api";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../../testing/test-app";
import { AUTH_ENDPOINT_ALLOWLIST } from "../auth-allowlist";

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
}

describe("the API document", () => {
  let ctx: TestContext;
  let document: Document;

  beforeAll(async () => {
    ctx = await createTestContext("pglite");
    const response = await ctx.request("/api/openapi.json");
    expect(response.status).toBe(200);
    document = (await response.json()) as Document;
  });
  afterAll(() => ctx.close());

  it("is OpenAPI 3.1 and declares every route of the API router", () => {
    expect(document.openapi).toBe("3.1.0");
    const api = createApiRoutes(ctx.services, { trustedOrigins: [TEST_ORIGIN], headerEntries: [] });
    const routes = api.routes
      .filter((route) => route.method !== "ALL")
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:([^/]+)/g, "{$1}")}`);
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const [method, routePath] = route.split(" ") as [string, string];
      expect(document.paths[routePath]?.[method], route).toBeDefined();
    }
  });

  it("declares every better-auth endpoint the product serves", () => {
    for (const { method, path: allowed } of AUTH_ENDPOINT_ALLOWLIST) {
      const declared = typeof allowed === "string" ? `/api/auth${allowed}` : "/api/auth/reset-password/{token}";
      expect(document.paths[declared]?.[method.toLowerCase()], `${method} ${declared}`).toBeDefined();
    }
  });

  it("states the security of every operation, and what a signed-in one answers without a session", () => {
    for (const [routePath, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.security, `${method} ${routePath}`).toBeDefined();
        if (operation.security!.length > 0) expect(operation.responses["401"], `${method} ${routePath}`).toBeDefined();
      }
    }
  });

  it("passes Redocly's recommended rules with no error, offline", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "openapi-"));
    try {
      const file = path.join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(document));
      const { stdout } = await promisify(execFile)(
        path.resolve("node_modules/.bin/redocly"),
        ["lint", file, "--config", path.resolve("redocly.yaml"), "--format=json"],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", CI: "true" },
          timeout: 60_000,
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
      const report = JSON.parse(stdout) as { totals: { errors: number }; problems: { message: string }[] };
      expect(report.problems.filter((problem) => "severity" in problem && problem.severity === "error")).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it("is rendered at /api/docs by Scalar, served from this server under the site's policy", async () => {
    const page = await ctx.request("/api/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-url="/api/openapi.json"');
    expect(html).toContain('<script src="/api/docs/scalar.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toContain("unsafe-eval");
    const script = await ctx.request("/api/docs/scalar.js", { headers: { "accept-encoding": "gzip" } });
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(script.headers.get("content-encoding")).toBe("gzip");
  });
});
