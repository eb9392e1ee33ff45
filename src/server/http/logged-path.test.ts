import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path";

describe("the request log's path", () => {
  it("holds no live link: reset tokens and share ids are replaced", () => {
    expect(loggedPath("/api/auth/reset-password/abc123def456")).toBe("/api/auth/reset-password/:token");
    expect(loggedPath("/api/shares/AbCdEfGhIjKlMnOpQrStUv")).toBe("/api/shares/:shareId");
    expect(loggedPath("/api/casts/0b7e5c1e-3f0e-4a43-9d6f-1c2b3a4d5e6f/share")).toBe(
      "/api/casts/0b7e5c1e-3f0e-4a43-9d6f-1c2b3a4d5e6f/share",
    );
  });
});
