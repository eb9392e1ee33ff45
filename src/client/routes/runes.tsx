import { OraclePage, oraclePageMeta } from "../features/draw-oracle/oracle-page";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta(oraclePageMeta("runes"));
}

/** The runes page: prerendered for visitors, the drawing oracle for signed-in seekers. */
export default function RunesRoute() {
  return <OraclePage tool="runes" />;
}
