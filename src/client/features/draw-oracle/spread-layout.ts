import type { Spread } from "../../../shared/draws/spreads";

/**
 * Where each item of a spread lies on the board, in draw order: a cell of the board's grid (columns and
 * rows from 1; the Celtic Cross counts its rows in halves, each card spanning two, so the cross of three
 * cards sits centred beside the staff of four), and whether it lies sideways across the one beneath.
 */
export interface SlotPlace {
  column: number;
  row: number;
  isSideways: boolean;
}

/** The board's shape: one item centred, a row, the Celtic Cross (cross and staff), or the rune cross. */
export type BoardShape = "single" | "row" | "celtic-cross" | "rune-cross";

const place = (column: number, row: number, isSideways = false): SlotPlace => ({ column, row, isSideways });

const BOARDS: Record<Spread, { shape: BoardShape; places: readonly SlotPlace[] }> = {
  "one-card": { shape: "single", places: [place(1, 1)] },
  single: { shape: "single", places: [place(1, 1)] },
  "three-card": { shape: "row", places: [place(1, 1), place(2, 1), place(3, 1)] },
  "three-norns": { shape: "row", places: [place(1, 1), place(2, 1), place(3, 1)] },
  "celtic-cross": {
    shape: "celtic-cross",
    places: [
      place(2, 4), // the heart, at the centre of the cross
      place(2, 4, true), // what crosses it, laid sideways over it
      place(2, 6), // the foundation, below
      place(1, 4), // the recent past, to the left
      place(2, 2), // the crown, above
      place(3, 4), // the near future, to the right
      place(5, 7), // the staff, from the bottom up: self,
      place(5, 5), // surroundings,
      place(5, 3), // hopes and fears,
      place(5, 1), // and the final outcome at the top
    ],
  },
  "five-rune-cross": {
    shape: "rune-cross",
    places: [
      place(2, 2), // centre
      place(1, 2), // west
      place(3, 2), // east
      place(2, 3), // south
      place(2, 1), // north
    ],
  },
};

/** A spread's board: its shape and the place of each item in draw order. */
export function spreadBoard(spread: Spread): { shape: BoardShape; places: readonly SlotPlace[] } {
  return BOARDS[spread];
}
