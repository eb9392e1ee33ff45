/**
 * The few parts of astronomia (Meeus's algorithms, a development dependency) that the sky's tests use to
 * check astronomy-engine independently. The package has no types of its own.
 */
declare module "astronomia" {
  interface Coord {
    lon: number;
    lat: number;
    range: number;
  }
  interface VsopData {
    name: string;
    type: string;
  }
  export const planetposition: {
    Planet: new (data: VsopData) => { position(jde: number): Coord };
    toFK5(lon: number, lat: number, jde: number): Coord;
  };
  export const solar: { apparentVSOP87(earth: { position(jde: number): Coord }, jde: number): Coord };
  export const apparent: { eclipticAberration(lon: number, lat: number, jde: number): [number, number] };
  export const nutation: { nutation(jde: number): [number, number] };
  export const base: { lightTime(distance: number): number };
  export const moonphase: Record<"newMoon" | "first" | "full" | "last", (year: number) => number>;
  export const moonposition: { position(jde: number): Coord };
  export const julian: { DateToJDE(date: Date): number; JDEToDate(jde: number): Date };
  export const eclipse: {
    TYPE: Record<"None" | "Partial" | "Annular" | "AnnularTotal" | "Penumbral" | "Umbral" | "Total", number>;
    solar(year: number): { type: number; jdeMax?: number };
    lunar(year: number): { type: number; jdeMax?: number };
  };
}

declare module "astronomia/data" {
  type VsopData = { name: string; type: string };
  const data: Record<
    | "vsop87Dearth"
    | "vsop87Dmercury"
    | "vsop87Dvenus"
    | "vsop87Dmars"
    | "vsop87Djupiter"
    | "vsop87Dsaturn"
    | "vsop87Buranus"
    | "vsop87Bneptune",
    VsopData
  >;
  export default data;
}
