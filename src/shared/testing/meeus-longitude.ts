import { apparent, base, julian, nutation, planetposition, solar } from "astronomia";
import data from "astronomia/data";

/**
 * The independent computation the sky's tests check astronomy-engine against: astronomia, Meeus's
 * algorithms with the full VSOP87 series (equinox of date).
 */

const RAD = 180 / Math.PI;

const earth = new planetposition.Planet(data.vsop87Dearth);
const PLANETS = {
  mercury: new planetposition.Planet(data.vsop87Dmercury),
  venus: new planetposition.Planet(data.vsop87Dvenus),
  mars: new planetposition.Planet(data.vsop87Dmars),
  jupiter: new planetposition.Planet(data.vsop87Djupiter),
  saturn: new planetposition.Planet(data.vsop87Dsaturn),
  // astronomia 4.2.0's D series of Uranus and Neptune lack their longitude terms: the B series (J2000),
  // precessed to the date by astronomia, stand in for them.
  uranus: new planetposition.Planet(data.vsop87Buranus),
  neptune: new planetposition.Planet(data.vsop87Bneptune),
};
export type MeeusPlanet = keyof typeof PLANETS;
export type MeeusBody = "sun" | MeeusPlanet;
export const MEEUS_PLANETS = Object.keys(PLANETS) as MeeusPlanet[];

/** Meeus, chapter 33: the apparent geocentric ecliptic longitude of date, degrees 0–360 (light time, aberration, FK5, nutation). */
export function meeusLongitude(body: MeeusBody, at: number): number {
  const jde = julian.DateToJDE(new Date(at));
  let lon: number;
  if (body === "sun") {
    lon = solar.apparentVSOP87(earth, jde).lon;
  } else {
    const e = earth.position(jde);
    const geocentric = (tau: number) => {
      const p = PLANETS[body].position(jde - tau);
      const x = p.range * Math.cos(p.lat) * Math.cos(p.lon) - e.range * Math.cos(e.lat) * Math.cos(e.lon);
      const y = p.range * Math.cos(p.lat) * Math.sin(p.lon) - e.range * Math.cos(e.lat) * Math.sin(e.lon);
      const z = p.range * Math.sin(p.lat) - e.range * Math.sin(e.lat);
      return { x, y, z };
    };
    const first = geocentric(0);
    const { x, y, z } = geocentric(base.lightTime(Math.hypot(first.x, first.y, first.z)));
    const lambda = Math.atan2(y, x);
    const beta = Math.atan2(z, Math.hypot(x, y));
    const [dLambda, dBeta] = apparent.eclipticAberration(lambda, beta, jde);
    lon = planetposition.toFK5(lambda + dLambda, beta + dBeta, jde).lon + nutation.nutation(jde)[0];
  }
  return (((lon * RAD) % 360) + 360) % 360;
}

/** The signed difference from one longitude to another the short way round, degrees −180 to 180. */
export const shortWay = (from: number, to: number) => ((((to - from + 180) % 360) + 360) % 360) - 180;
