import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The site's own pages a legal text or a blog post may name by path ("on our Pricing page at /pricing"),
 * the longer of two paths that share a start first ("/tarot/cards" before "/tarot").
 */
const LINKED_PATHS = [
  "/tarot/cards",
  "/tarot",
  "/runes/library",
  "/runes",
  "/pricing",
  "/dashboard",
  "/fairness",
  "/help-center",
  "/privacy-policy",
  "/terms-of-service",
  "/contact-us",
];
const PATH_PATTERN = new RegExp(
  `(?<=^|\\s)(${LINKED_PATHS.map((path) => path.replace("/", "\\/")).join("|")})(?=[\\s.,;:)]|$)`,
);

/** A paragraph with every named site path made a link to that page. */
export function withSitePathLinks(text: string): ReactNode[] {
  return text.split(PATH_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} to={part} className="text-gold-200 underline underline-offset-2 hover:text-gold-100">
        {part}
      </Link>
    ) : (
      part
    ),
  );
}
