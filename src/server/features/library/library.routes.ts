import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import type { LibraryDeck } from "../../../shared/draws/library-assets";
import { LibraryOgImages } from "./og-image";

const DECKS: readonly LibraryDeck[] = ["tarot", "runes"];
/** A month: the pictures change only with a new design, and then their ETags change too. */
const CACHE_CONTROL = "public, max-age=2592000, stale-while-revalidate=86400";

/** `/og/tarot/<slug>.png` and `/og/runes/<slug>.png` (`index` for a deck's index): the library's link previews. */
export function createLibraryImageRoutes(images = new LibraryOgImages()) {
  return new Hono<AppEnv>().get("/og/:deck/:file{[a-z-]+\\.png}", async (c) => {
    const deck = c.req.param("deck") as LibraryDeck;
    const slug = c.req.param("file").slice(0, -".png".length);
    const pending = DECKS.includes(deck) ? images.render(deck, slug) : null;
    if (!pending) return c.text("Not Found", 404);
    const image = await pending;
    c.header("Cache-Control", CACHE_CONTROL);
    c.header("ETag", image.etag);
    if (c.req.header("if-none-match") === image.etag) return c.body(null, 304);
    c.header("Content-Type", "image/png");
    return c.body(image.png as Uint8Array<ArrayBuffer>, 200);
  });
}
