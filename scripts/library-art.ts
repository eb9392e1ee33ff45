import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runeStoneSvg } from "../src/shared/draws/art/rune-stone-svg";
import { tarotCardSvg } from "../src/shared/draws/art/tarot-card-svg";
import { RUNE_DECK, TAROT_DECK } from "../src/shared/draws/decks";
import { libraryArtPath } from "../src/shared/draws/library-assets";
import { hexagramArtFiles } from "./hexagram-art";

/** Every picture of the library, by its URL path: each card and rune, upright and reversed. */
export function libraryArtFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const reversed of [false, true]) {
    for (const slug of TAROT_DECK) {
      files.set(libraryArtPath("tarot", slug, { reversed }), tarotCardSvg(slug, { reversed }));
    }
    for (const slug of RUNE_DECK) {
      files.set(libraryArtPath("runes", slug, { reversed }), runeStoneSvg(slug, { reversed }));
    }
  }
  for (const [urlPath, svg] of hexagramArtFiles()) files.set(urlPath, svg);
  return files;
}

/**
 * Writes the art of every card and rune as a static SVG file into the client build (`/art/…`); the dev
 * server serves the same files (vite.config.ts). The library's pages show their pictures with plain
 * `<img>` tags: the browser fetches only the pictures on the page (lazily, further down the index pages),
 * and no page's JavaScript carries the deck's art, which would add every emblem to the route's chunk.
 */
export function writeLibraryArt(clientDirectory: string): number {
  const files = libraryArtFiles();
  for (const [urlPath, svg] of files) {
    const file = path.join(clientDirectory, ...urlPath.split("/"));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
  return files.size;
}
