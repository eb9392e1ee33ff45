import { OraclePage, oraclePageMeta } from "../features/draw-oracle/oracle-page";
import { pageMeta } from "../lib/page-meta";
import { QueryProvider } from "../lib/query-provider";

export function meta() {
  return pageMeta(oraclePageMeta("tarot"));
}

/** The tarot page: prerendered for visitors, the drawing oracle for signed-in seekers. */
export default function TarotRoute() {
  return (
    <QueryProvider>
      <OraclePage tool="tarot" />
    </QueryProvider>
  );
}
