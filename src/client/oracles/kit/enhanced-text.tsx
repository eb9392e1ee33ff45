import { enhancedTextBlocks } from "../../../shared/oracle";

/**
 * An enhanced reading as the page shows it: its `## ` lines as headings (of `headingLevel`), the rest
 * as paragraphs that keep their line breaks (a numbered list). A provider's text without headings
 * shows as paragraphs.
 */
export function EnhancedText({
  text,
  headingLevel = 3,
  className = "",
  testId,
}: {
  text: string;
  headingLevel?: 3 | 4;
  className?: string;
  testId?: string;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className={className} data-testid={testId}>
      {enhancedTextBlocks(text).map((block, index) =>
        block.kind === "heading" ? (
          <Heading key={index} className="mt-6 font-display text-lg text-gold-200 first:mt-0">
            {block.text}
          </Heading>
        ) : (
          <p key={index} className="mt-3 leading-relaxed whitespace-pre-line first:mt-0">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
