import { Link } from "react-router";
import { legalDisclaimer } from "../../../../content/legal/disclaimer";

/** The legal disclaimer's words, shared by the first-visit gate and the standalone /legal page. */
export function DisclaimerText({
  headingLevel = 1,
  linkState,
}: {
  headingLevel?: 1 | 2;
  /** Navigation state for the Privacy Policy and Terms links (the gate marks them as followed from it). */
  linkState?: unknown;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <>
      <Heading id="disclaimer-title" className="text-center text-2xl text-gold-100 sm:text-3xl">
        {legalDisclaimer.title}
      </Heading>
      <div className="mt-5 space-y-3 text-sm leading-relaxed text-indigo-100/90 sm:text-base">
        {legalDisclaimer.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-4 text-sm text-indigo-200/90">
        Read the full{" "}
        <Link to="/privacy-policy" state={linkState} className="text-gold-200 underline underline-offset-4">
          Privacy Policy
        </Link>{" "}
        and{" "}
        <Link to="/terms-of-service" state={linkState} className="text-gold-200 underline underline-offset-4">
          Terms of Service
        </Link>
        .
      </p>
    </>
  );
}
