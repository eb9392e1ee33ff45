import { legalDisclaimer } from "../../../content/legal/disclaimer";
import { DisclaimerText } from "../features/legal/disclaimer-text";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({
    title: "Legal Disclaimer",
    description: legalDisclaimer.paragraphs[0]!.slice(0, 155),
    path: "/legal",
  });
}

/** The legal disclaimer on its own page: the gate's words without its accept and decline buttons. */
export default function LegalRoute() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="card p-7 sm:p-10">
        <DisclaimerText />
      </div>
    </div>
  );
}
