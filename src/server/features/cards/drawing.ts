import type { ReactNode } from "react";
import type { SatoriOptions } from "satori";
import { loadPackage } from "../../bundle-entry";

type Libraries = [typeof import("satori"), typeof import("@resvg/resvg-js")];

/**
 * satori (an element laid out as SVG) and resvg (SVG painted as PNG), loaded at the first picture drawn
 * rather than as the server starts: importing them was about 150–200 ms of every cold start, and a server
 * may run for hours before anyone asks for a card.
 */
let libraries: Promise<Libraries> | undefined;
const load = () =>
  (libraries ??= Promise.all([loadPackage<Libraries[0]>("satori"), loadPackage<Libraries[1]>("@resvg/resvg-js")]));

/** An element (the shape of a React element, without React) laid out as SVG, its text drawn as paths. */
export async function layoutSvg(element: unknown, options: SatoriOptions): Promise<string> {
  const [{ default: satori }] = await load();
  return satori(element as ReactNode, options);
}

/** An SVG painted as a PNG at its own size on resvg's worker thread, with no fonts of the system's. */
export async function paintPng(svg: string): Promise<Buffer> {
  const [, { renderAsync }] = await load();
  const image = await renderAsync(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } });
  return image.asPng();
}
