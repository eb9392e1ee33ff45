import { FileDown } from "lucide-react";
import { useState } from "react";
import { journalNotesWords } from "../../../../content/journal/notes";
import { api } from "../../lib/api";
import { downloadFile } from "../../lib/download-file";
import { describeRequestError } from "../../lib/format";

const words = journalNotesWords.export;

/**
 * "Download journal (Markdown)": every reading with its note and outcome as a Markdown file
 * (GET /api/me/journal/export.md). Fetched, so a failure is said here; the file keeps the server's name.
 */
export function JournalExportLink({ className = "btn-ghost px-4 py-2 text-sm" }: { className?: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const path = api.me.journal["export.md"].$path();
  return (
    <span className="inline-flex flex-col items-start gap-2">
      <a
        href={path}
        download
        className={className}
        onClick={(event) => {
          event.preventDefault();
          setFailure(null);
          downloadFile(path).catch((error: unknown) => setFailure(describeRequestError(error, words.failed)));
        }}
      >
        <FileDown aria-hidden className="size-4" />
        {words.link}
      </a>
      {failure && (
        <span role="alert" className="text-sm text-rose-200">
          {failure}
        </span>
      )}
    </span>
  );
}
