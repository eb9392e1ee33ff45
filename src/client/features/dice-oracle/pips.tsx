/** The cells of a 3×3 grid (0 top left … 8 bottom right) that hold a pip, for each face 1-6, as on real dice. */
const PIP_CELLS: Record<number, readonly number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A face's pips on a 3×3 grid; the caller styles the grid and the pips. Decorative: name the face elsewhere. */
export function Pips({ value, className, pipClassName }: { value: number; className: string; pipClassName: string }) {
  const cells = PIP_CELLS[value] ?? [];
  return (
    <span aria-hidden className={`grid grid-cols-3 grid-rows-3 ${className}`}>
      {Array.from({ length: 9 }, (_, cell) => (
        <span key={cell} className="grid place-items-center">
          {cells.includes(cell) && <span className={pipClassName} />}
        </span>
      ))}
    </span>
  );
}
