import type { ReactNode } from "react";

/** The violet rounded square an icon sits on at the top of a card. */
export function IconTile({ children }: { children: ReactNode }) {
  return <span className="grid size-11 place-items-center rounded-xl bg-violet-500/15 text-gold-200">{children}</span>;
}
