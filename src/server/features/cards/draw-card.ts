import { sharingWords } from "../../../../content/site/sharing";
import { runeStoneSvg } from "../../../shared/draws/art/rune-stone-svg";
import { tarotCardSvg } from "../../../shared/draws/art/tarot-card-svg";
import type { DrawTool } from "../../../shared/draws/spreads";
import { fillWords } from "../../../shared/text";
import { SITUATION_LABELS, type Situation } from "../../../shared/situations";
import { cardFrame, COLOURS, el, shorten, text, type CardElement, type CardPictures } from "./card-parts";

/** What a tarot spread's or rune cast's card shows; equal contents make equal cards (the cache key). */
export interface DrawCardContent {
  tool: DrawTool;
  spreadName: string;
  situation: Situation;
  question: string | null;
  /** The items in the spread's order: the art is drawn from the key, turned when reversed. */
  items: ReadonlyArray<{ key: string; name: string; positionLabel: string; reversed: boolean }>;
  /** The first sentence of the synthesis. */
  sentence: string;
  /** The site's host name, printed at the foot. */
  site: string;
}

/** The art's own size: a tarot card 240×400, a rune stone 200×240. */
const ART_SIZE: Record<DrawTool, { width: number; height: number }> = {
  tarot: { width: 240, height: 400 },
  runes: { width: 200, height: 240 },
};

/** The column the items lie in, and the room their names take under them. */
const COLUMN = { width: 500, height: 396, gap: 14, rowGap: 14, label: 80 };
/** Up to this many items, each has its name and position under it; more (ten cards) lie without. */
const MOST_LABELLED = 5;
/** The widest an item is drawn: a single card or stone stays a card, not a poster. */
const WIDEST: Record<DrawTool, number> = { tarot: 210, runes: 230 };

/** An item's picture (tarot card or rune stone, turned when reversed) as a data URL satori can lay out. */
export function itemArtDataUrl(tool: DrawTool, key: string, reversed: boolean): string {
  const svg = tool === "tarot" ? tarotCardSvg(key, { reversed }) : runeStoneSvg(key, { reversed });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * How the items lie: one row up to four, else two rows (a five-rune cross as three over two, a Celtic
 * Cross as five over five), each item as large as the column allows.
 */
function drawLayout(tool: DrawTool, count: number) {
  const rows = count <= 4 ? 1 : 2;
  const perRow = Math.ceil(count / rows);
  const labelled = count <= MOST_LABELLED;
  const art = ART_SIZE[tool];
  const byWidth = (COLUMN.width - COLUMN.gap * (perRow - 1)) / perRow;
  const byHeight =
    ((COLUMN.height - COLUMN.rowGap * (rows - 1)) / rows - (labelled ? COLUMN.label : 0)) * (art.width / art.height);
  const width = Math.floor(Math.min(byWidth, byHeight, WIDEST[tool]));
  return { rows, perRow, labelled, width, height: Math.round((width * art.height) / art.width) };
}

/** A position's short name on the card: "Verðandi — what is becoming" is "Verðandi". */
const shortLabel = (label: string) => label.split(" — ")[0]!.trim();

function itemElement(
  tool: DrawTool,
  item: DrawCardContent["items"][number],
  layout: ReturnType<typeof drawLayout>,
): CardElement {
  const art: CardElement = {
    type: "img",
    props: { src: itemArtDataUrl(tool, item.key, item.reversed), width: layout.width, height: layout.height },
  };
  if (!layout.labelled) return art;
  return el(
    "div",
    { width: layout.width, flexDirection: "column", alignItems: "center" },
    art,
    text(
      item.name,
      {
        marginTop: 8,
        fontFamily: "Cinzel",
        fontWeight: 700,
        fontSize: 15,
        lineHeight: 1.2,
        color: COLOURS.gold100,
        textAlign: "center",
      },
      2,
    ),
    text(
      shortLabel(item.positionLabel),
      { marginTop: 2, fontSize: 12, letterSpacing: 2, color: COLOURS.indigo200, textTransform: "uppercase" },
      1,
    ),
    item.reversed
      ? text(sharingWords.card.reversed[tool], { marginTop: 2, fontSize: 13, color: COLOURS.gold300 }, 1)
      : el("div", { height: 16 }),
  );
}

/** The 1200×630 card of a tarot spread or a rune cast, in the same sky, frame and type as the dice's. */
export function drawCardElement(content: DrawCardContent, pictures: CardPictures): CardElement {
  const { tool, items, site } = content;
  const question = content.question ? shorten(content.question) || null : null;
  const sentence = shorten(content.sentence);
  const layout = drawLayout(tool, items.length);
  const badge = fillWords(sharingWords.card.title, { situation: SITUATION_LABELS[content.situation] });

  const rows = Array.from({ length: layout.rows }, (_, row) =>
    el(
      "div",
      { gap: COLUMN.gap, justifyContent: "center" },
      ...items.slice(row * layout.perRow, (row + 1) * layout.perRow).map((item) => itemElement(tool, item, layout)),
    ),
  );
  const artColumn = el(
    "div",
    {
      width: COLUMN.width,
      flexDirection: "column",
      alignItems: "center",
      justifyContent: "center",
      gap: COLUMN.rowGap,
    },
    ...rows,
  );

  const words = el(
    "div",
    { flex: 1, flexDirection: "column", justifyContent: "center", paddingLeft: 40 },
    text(
      sharingWords.card.oracle[tool],
      { fontSize: 15, letterSpacing: 4, color: COLOURS.gold300, textTransform: "uppercase" },
      1,
    ),
    text(
      content.spreadName,
      { marginTop: 6, fontFamily: "Cinzel", fontWeight: 700, fontSize: 36, color: COLOURS.gold100, lineHeight: 1.2 },
      1,
    ),
    ...(question
      ? [text(`“${question}”`, { marginTop: 20, fontSize: 25, lineHeight: 1.35, color: COLOURS.gold200 }, 2)]
      : []),
    text(sentence, { marginTop: 20, fontSize: 27, lineHeight: 1.38, color: COLOURS.indigo50 }, question ? 4 : 5),
  );

  const middle = el(
    "div",
    { flex: 1, alignItems: "center", marginTop: 12, marginBottom: 12 },
    artColumn,
    el("div", { marginLeft: 32, width: 1.5, height: 300, backgroundColor: "rgba(232, 193, 112, 0.3)" }),
    words,
  );
  return cardFrame(pictures, badge, middle, site);
}
