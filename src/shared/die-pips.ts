/**
 * Where a die face's pips sit on its 3×3 grid, cells numbered 0-8 left to right, top to bottom: the
 * layout of a real die (the card and the shared page draw the dice with it).
 */
export const PIP_CELLS: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};
