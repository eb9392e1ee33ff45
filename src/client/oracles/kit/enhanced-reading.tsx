import type { EnhancedBy } from "../../../shared/api/casts";
import { EnhancedText } from "./enhanced-text";
import { EnhancementAuthor } from "./enhancement-author";
import type { Enhancement } from "./enhancement-state";

/** Under a reading: the enhancement's failure, and its text as it streams in, with who wrote it. */
export function EnhancedReading({ enhancement, author }: { enhancement: Enhancement; author: EnhancedBy | null }) {
  return (
    <>
      {enhancement.status === "error" && (
        <p
          role="alert"
          className="mt-6 rounded-xl border border-rose-400/50 bg-rose-950/70 px-4 py-3 text-center text-rose-100"
        >
          {enhancement.error}
        </p>
      )}
      {enhancement.text && (
        <article
          aria-labelledby="enhanced-title"
          aria-busy={enhancement.status === "streaming"}
          data-testid="enhanced-reading"
          className="card mx-auto mt-6 max-w-2xl border-violet-300/30 p-6 sm:p-8"
        >
          <h2 id="enhanced-title" className="text-2xl text-gold-100">
            The Oracle Speaks
          </h2>
          {author && <EnhancementAuthor author={author} className="mt-2" />}
          <EnhancedText text={enhancement.text} className="mt-4 text-indigo-50" testId="enhanced-text" />
        </article>
      )}
    </>
  );
}
