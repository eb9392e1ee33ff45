import { Sparkles } from "lucide-react";
import type { DrawnItemView } from "../../../shared/api/draws";
import type { Spread } from "../../../shared/draws/spreads";
import type { OracleKind } from "./oracle-kinds";
import { spreadBoard, type BoardShape, type SlotPlace } from "./spread-layout";

/** Literal class names for the grid cells (Tailwind finds them in the source). */
const COLUMN_START = ["", "md:col-start-1", "md:col-start-2", "md:col-start-3", "md:col-start-4", "md:col-start-5"];
const ROW_START = [
  "",
  "md:row-start-1",
  "md:row-start-2",
  "md:row-start-3",
  "md:row-start-4",
  "md:row-start-5",
  "md:row-start-6",
  "md:row-start-7",
];
const COLUMN = ["", "col-start-1", "col-start-2", "col-start-3"];
const ROW = ["", "row-start-1", "row-start-2", "row-start-3"];

const BOARD_CLASSES: Record<BoardShape, string> = {
  single: "flex justify-center",
  row: "grid grid-cols-3 gap-3 sm:gap-6 max-w-xl mx-auto",
  // A stacked list on a phone; from md the cross of six beside the staff of four, rows counted in halves.
  "celtic-cross":
    "flex flex-col gap-3 md:grid md:grid-cols-[5.5rem_5.5rem_5.5rem_1rem_5.5rem] md:grid-rows-[repeat(8,6.25rem)] md:gap-x-10 md:gap-y-0 md:justify-center",
  "rune-cross": "grid grid-cols-3 gap-3 sm:gap-5 max-w-md mx-auto",
};

function slotClasses(shape: BoardShape, place: SlotPlace): string {
  switch (shape) {
    case "single":
      return "w-40 sm:w-48";
    case "row":
      return COLUMN[place.column]!;
    case "rune-cross":
      return `${COLUMN[place.column]} ${ROW[place.row]}`;
    case "celtic-cross":
      return `flex items-center gap-4 rounded-xl border border-white/10 bg-night-950/40 p-2 md:flex-col md:items-stretch md:gap-1 md:border-0 md:bg-transparent md:p-0 md:row-span-2 ${COLUMN_START[place.column]} ${ROW_START[place.row]} ${place.isSideways ? "md:z-10" : ""}`;
  }
}

/** One item of the board: face down until turned, then its picture (upside down when reversed). */
function FlipCard({
  kind,
  item,
  number,
  isTurned,
  isSideways,
  className = "",
}: {
  kind: OracleKind;
  item: DrawnItemView;
  number: number;
  isTurned: boolean;
  isSideways: boolean;
  className?: string;
}) {
  return (
    <div
      className={`relative [perspective:900px] ${kind.aspectClass} ${isSideways ? "md:rotate-90" : ""} ${className}`}
      data-testid="flip-card"
      data-turned={isTurned}
    >
      <div
        className={`absolute inset-0 transition-transform duration-700 [transform-style:preserve-3d] motion-reduce:transition-none ${
          isTurned ? "[transform:rotateY(180deg)]" : ""
        }`}
      >
        <div
          aria-hidden
          className={`absolute inset-0 grid place-items-center border border-gold-300/50 bg-[radial-gradient(circle_at_50%_40%,rgb(124_92_214_/_0.45),rgb(14_12_38)_70%)] [backface-visibility:hidden] ${kind.backShapeClass}`}
        >
          <Sparkles className="size-6 text-gold-300/80" />
        </div>
        <div className="absolute inset-0 [backface-visibility:hidden] [transform:rotateY(180deg)]">
          {isTurned && (
            <img
              src={kind.artSource(item.key, item.reversed)}
              alt={`${item.name}${item.reversed ? `, ${kind.words.reversedLabel.toLowerCase()}` : ""}`}
              className="size-full drop-shadow-[0_6px_16px_rgb(0_0_0_/_0.5)]"
            />
          )}
        </div>
      </div>
      <span
        aria-hidden
        className="absolute -top-2 -left-2 grid size-6 place-items-center rounded-full border border-gold-300/60 bg-night-900 text-xs font-semibold text-gold-100"
      >
        {number}
      </span>
    </div>
  );
}

/**
 * The spread laid out in its shape, each item face down until its turn comes (`turned` of them face up),
 * with its position's label and, once turned, its name.
 */
export function SpreadBoard({
  kind,
  spread,
  items,
  turned,
}: {
  kind: OracleKind;
  spread: Spread;
  items: readonly DrawnItemView[];
  turned: number;
}) {
  const { shape, places } = spreadBoard(spread);
  const isCeltic = shape === "celtic-cross";
  return (
    <ol className={BOARD_CLASSES[shape]} aria-label="The spread" data-testid="spread-board" data-shape={shape}>
      {items.map((item, index) => {
        const place = places[index]!;
        const isTurned = index < turned;
        return (
          <li
            key={`${item.position}-${index}`}
            className={slotClasses(shape, place)}
            data-testid="spread-slot"
            data-position={item.position}
          >
            <FlipCard
              kind={kind}
              item={item}
              number={index + 1}
              isTurned={isTurned}
              isSideways={place.isSideways}
              className={isCeltic ? "w-16 shrink-0 md:w-[5.5rem]" : "w-full"}
            />
            <p
              className={`text-sm ${isCeltic ? `min-w-0 md:text-center md:text-xs ${place.isSideways ? "md:sr-only" : ""}` : "mt-2 text-center"}`}
            >
              <span className="block font-semibold text-gold-200">{item.positionLabel}</span>
              <span className={`block text-indigo-50 ${isCeltic ? "md:sr-only" : ""}`}>
                {isTurned ? item.name : "…"}
                {isTurned && item.reversed && (
                  <span className="ml-1 text-xs text-rose-200">({kind.words.reversedLabel})</span>
                )}
              </span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
