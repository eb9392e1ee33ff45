import { sharingWords } from "../../../../content/site/sharing";
import type { SharedReading } from "../../../shared/api/sharing";
import { FACE_NAMES } from "../../../shared/dice";
import { CARD_HEIGHT, CARD_WIDTH, sharedCardPath, sharedReadingPath, shareIdOfPagePath } from "../../../shared/sharing";
import { fillWords, firstSentence } from "../../../shared/text";
import { SITUATION_LABELS } from "../../../shared/situations";
import { findSharedReading, type SharingDeps } from "./sharing.service";

const SITE_NAME = "Mystic Dice";
/** Link previews cut descriptions near here; a longer one ends with an ellipsis. */
const DESCRIPTION_LENGTH = 200;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function clip(value: string, length: number): string {
  const single = value.replace(/\s+/g, " ").trim();
  return single.length > length ? `${single.slice(0, length - 1).trimEnd()}…` : single;
}

/** The preview's title and description of a shared reading, by its oracle. */
function previewWords(reading: SharedReading): { title: string; description: string } {
  const asked = reading.question ? `“${reading.question}” ` : "";
  if (reading.tool === "dice") {
    const { situation, dice } = reading;
    const title = fillWords(sharingWords.preview.title, {
      situation: SITUATION_LABELS[situation],
      red: FACE_NAMES[dice.red - 1] ?? dice.red,
      white: FACE_NAMES[dice.white - 1] ?? dice.white,
      green: FACE_NAMES[dice.green - 1] ?? dice.green,
    });
    return { title, description: `${asked}${firstSentence(reading.interpretation)}` };
  }
  if ("sections" in reading) {
    const title = fillWords(sharingWords.preview.ritualTitle[reading.tool], {
      title: reading.title,
      situation: SITUATION_LABELS[reading.situation],
    });
    return { title, description: `${asked}${firstSentence(reading.sections[0]?.text ?? reading.title)}` };
  }
  const title = fillWords(sharingWords.preview.drawTitle[reading.tool], {
    spread: reading.spreadName,
    situation: SITUATION_LABELS[reading.situation],
  });
  const reversed = sharingWords.drawPage.reversed[reading.tool].toLowerCase();
  const items = reading.items.map((item) => (item.reversed ? `${item.name} (${reversed})` : item.name)).join(" · ");
  return { title, description: `${asked}${items}. ${firstSentence(reading.synthesis)}` };
}

/** The link preview of a shared reading: its title, description, page and card, as absolute addresses. */
function sharedReadingPreview(shareId: string, reading: SharedReading, publicUrl: string) {
  const { title, description } = previewWords(reading);
  return {
    title: `${title} · ${SITE_NAME}`,
    description: clip(description, DESCRIPTION_LENGTH),
    url: new URL(sharedReadingPath(shareId), publicUrl).toString(),
    image: new URL(sharedCardPath(shareId), publicUrl).toString(),
  };
}

/**
 * The `<head>` tags of a shared reading's page, in the HTML the server sends (link previews do not run
 * scripts): title, description, canonical address, Open Graph and Twitter card with the picture card,
 * and `noindex` (a shared reading is for the people it is sent to, not for search results). Null when
 * the path is no shared reading's page, or the reading is not (or no longer) shared.
 */
export async function sharedPageHead(deps: SharingDeps, pathname: string): Promise<string | null> {
  const shareId = shareIdOfPagePath(pathname);
  if (!shareId) return null;
  const reading = await findSharedReading(deps, shareId);
  if (!reading) return null;
  const preview = sharedReadingPreview(shareId, reading, deps.publicUrl);
  const meta = (attribute: "name" | "property", key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}"/>`;
  return [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta("name", "description", preview.description),
    meta("name", "robots", "noindex"),
    `<link rel="canonical" href="${escapeHtml(preview.url)}"/>`,
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", "article"),
    meta("property", "og:title", preview.title),
    meta("property", "og:description", preview.description),
    meta("property", "og:url", preview.url),
    meta("property", "og:image", preview.image),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", CARD_WIDTH),
    meta("property", "og:image:height", CARD_HEIGHT),
    meta("property", "og:image:alt", preview.title),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", preview.title),
    meta("name", "twitter:description", preview.description),
    meta("name", "twitter:image", preview.image),
  ].join("");
}
