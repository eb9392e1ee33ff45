/** A piece of a reply: plain text, or text the panel shows as a link. */
export type ReplyPart = { text: string; href?: undefined } | { text: string; href: string };

/**
 * Splits a reply into text and links: each occurrence of a link's text becomes a link part. Used for
 * the safety replies only, whose helplines, emergency numbers and website become tappable.
 */
export function splitReplyLinks(reply: string, links: readonly { text: string; href: string }[]): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let rest = reply;
  while (rest) {
    const next = links
      .map((link) => ({ link, at: rest.indexOf(link.text) }))
      .filter((found) => found.at !== -1)
      .sort((a, b) => a.at - b.at)[0];
    if (!next) {
      parts.push({ text: rest });
      break;
    }
    if (next.at > 0) parts.push({ text: rest.slice(0, next.at) });
    parts.push({ text: next.link.text, href: next.link.href });
    rest = rest.slice(next.at + next.link.text.length);
  }
  return parts;
}
