import { ICHING_PAGE_WORDS } from "../../../../content/iching/page";
import { fillWords } from "../../../shared/text";

const words = ICHING_PAGE_WORDS.page;

type LineValue = 6 | 7 | 8 | 9;

const WIDTH = 120;
const LINE_HEIGHT = 12;
const GAP = 8;
const HALF = 52;
const MARK_X = WIDTH + 16;

const isYang = (value: number) => value === 7 || value === 9;
const isChanging = (value: number) => value === 6 || value === 9;

/**
 * A hexagram drawn as tradition draws it: six lines stacked from the bottom (line 1) up, yang unbroken and
 * yin broken; a changing line (an old yang 9 or an old yin 6) is marked beside it with a circle or a cross.
 * `lines` are the six values, bottom first; a hexagram without a cast gives 7 and 8 only.
 */
export function HexagramGlyph({
  lines,
  number,
  english,
  className = "h-28 w-28",
}: {
  lines: readonly number[];
  number: number;
  english: string;
  className?: string;
}) {
  const hasChanging = lines.some(isChanging);
  const width = hasChanging ? MARK_X + 12 : WIDTH;
  const height = 6 * LINE_HEIGHT + 5 * GAP;
  const label = fillWords(words.glyphLabel, {
    number,
    english,
    lines: lines.map((value) => words.lineWords[value as LineValue] ?? String(value)).join(", "),
  });
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      className={className}
      data-testid="hexagram-glyph"
      data-lines={lines.join("-")}
    >
      {lines.map((value, index) => {
        // Line 1 at the bottom.
        const y = height - (index + 1) * LINE_HEIGHT - index * GAP;
        const markY = y + LINE_HEIGHT / 2;
        return (
          <g key={index} className={isChanging(value) ? "fill-gold-200" : "fill-indigo-50"}>
            {isYang(value) ? (
              <rect x={0} y={y} width={WIDTH} height={LINE_HEIGHT} rx={2} />
            ) : (
              <>
                <rect x={0} y={y} width={HALF} height={LINE_HEIGHT} rx={2} />
                <rect x={WIDTH - HALF} y={y} width={HALF} height={LINE_HEIGHT} rx={2} />
              </>
            )}
            {value === 9 && (
              <circle cx={MARK_X} cy={markY} r={5} className="fill-none stroke-gold-200" strokeWidth={2} />
            )}
            {value === 6 && (
              <path
                d={`M${MARK_X - 5} ${markY - 5}L${MARK_X + 5} ${markY + 5}M${MARK_X + 5} ${markY - 5}L${MARK_X - 5} ${markY + 5}`}
                className="stroke-gold-200"
                strokeWidth={2}
              />
            )}
          </g>
        );
      })}
    </svg>
  );
}
