import { describe, expect, it } from "vitest";
import { createLibraryImageRoutes } from "./library.routes";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    chunk: new TextDecoder().decode(bytes.slice(12, 16)),
    width: view.getUint32(16),
    height: view.getUint32(20),
  };
}

describe("the library's link-preview images", () => {
  const routes = createLibraryImageRoutes();

  it.each(["/og/tarot/the-fool.png", "/og/tarot/queen-of-cups.png", "/og/runes/algiz.png", "/og/runes/index.png"])(
    "%s is a 1200×630 PNG with long caching",
    async (path) => {
      const response = await routes.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toMatch(/max-age=\d{7,}/);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(pngSize(bytes)).toEqual({ chunk: "IHDR", width: 1200, height: 630 });
    },
    30_000,
  );

  it("draws each picture once and answers a matching ETag with 304", async () => {
    const first = await routes.request("/og/tarot/index.png");
    const etag = first.headers.get("etag")!;
    const second = await routes.request("/og/tarot/index.png");
    expect(second.headers.get("etag")).toBe(etag);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(new Uint8Array(await first.arrayBuffer()));
    const revalidated = await routes.request("/og/tarot/index.png", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
  }, 30_000);

  it.each(["/og/tarot/no-such-card.png", "/og/runes/the-fool.png", "/og/dice/index.png", "/og/tarot/the-fool.jpg"])(
    "%s is not found",
    async (path) => {
      expect((await routes.request(path)).status).toBe(404);
    },
  );
});
