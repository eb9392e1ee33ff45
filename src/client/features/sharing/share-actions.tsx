import { Check, Copy, ImageDown, Link2Off, Share2 } from "lucide-react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { sharingWords } from "../../../../content/site/sharing";
import { ApiError } from "../../lib/api-client";
import { now } from "../../lib/clock";
import { downloadFile } from "../../lib/download-file";
import { useShareLink } from "./use-share-link";

const words = sharingWords.actions;
/** How long "Link copied" stays before the note about the link returns. */
const COPIED_MS = 4000;

type Notice = "copied" | "copyBlocked" | "stopped" | "failed";

const NOTICE_WORDS: Record<Notice, string> = {
  copied: words.linkCopied,
  copyBlocked: words.copyBlocked,
  stopped: words.stoppedNote,
  failed: words.failed,
};

/** `mystic-dice-reading-{date}.png`, the date as YYYY-MM-DD. */
function imageFileName(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `mystic-dice-reading-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.png`;
}

/** A phone with a share sheet: there the system's sheet offers the apps; elsewhere the link is copied. */
function canUseShareSheet(): boolean {
  return typeof navigator.share === "function" && window.matchMedia("(pointer: coarse)").matches;
}

/**
 * Under a reading: "Save Image" (the picture card as PNG), "Share" (an opt-in public link: the phone's
 * share sheet, or the link copied), and while shared the link itself and "Stop Sharing". Nothing is
 * shared until the seeker asks.
 */
export function ShareActions({
  castId,
  shareUrl: initialShareUrl,
  className = "",
}: {
  castId: string;
  shareUrl: string | null;
  className?: string;
}) {
  const { shareUrl, share, stop, imagePath } = useShareLink(castId, initialShareUrl);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** The server's own words for a failed save (e.g. past the cards an account may draw a minute). */
  const [failure, setFailure] = useState<string | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  const link = shareUrl ? new URL(shareUrl, window.location.origin).toString() : null;

  function show(next: Notice | null, failureText: string | null = null) {
    clearTimeout(resetTimer.current);
    setNotice(next);
    setFailure(failureText);
    if (next === "copied") resetTimer.current = setTimeout(() => setNotice(null), COPIED_MS);
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      show("copied");
    } catch {
      show("copyBlocked");
    }
  }

  async function onShare() {
    let url: string;
    try {
      url = new URL((await share.mutateAsync()).url, window.location.origin).toString();
    } catch {
      show("failed");
      return;
    }
    if (canUseShareSheet()) {
      try {
        await navigator.share({ title: words.shareSheetTitle, url });
        show(null);
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return show(null);
      }
    }
    await copy(url);
  }

  /** Saves the card through a request, so an error answer is shown here rather than as a failed download. */
  async function onSaveImage(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    try {
      await downloadFile(imagePath, imageFileName(now()));
      show(null);
    } catch (error) {
      show("failed", error instanceof ApiError && error.message ? error.message : null);
    }
  }

  async function onStop() {
    try {
      await stop.mutateAsync();
      show("stopped");
    } catch {
      show("failed");
    }
  }

  const note = failure ?? (notice ? NOTICE_WORDS[notice] : shareUrl ? words.sharedNote : words.privateNote);
  const noteTone =
    notice === "copied"
      ? "font-semibold text-emerald-200"
      : notice === "failed" || notice === "copyBlocked"
        ? "text-rose-200"
        : "text-indigo-200/85";

  return (
    <div
      role="group"
      aria-label={words.groupLabel}
      className={`flex w-full flex-col items-center gap-3 ${className}`}
      data-testid="share-actions"
    >
      <div className="flex flex-wrap items-center justify-center gap-3">
        <a
          className="btn-ghost"
          href={imagePath}
          download={imageFileName(now())}
          onClick={(event) => void onSaveImage(event)}
        >
          <ImageDown aria-hidden className="size-4" />
          {words.saveImage}
        </a>
        {shareUrl ? (
          <button type="button" className="btn-ghost" disabled={stop.isPending} onClick={() => void onStop()}>
            <Link2Off aria-hidden className="size-4" />
            {stop.isPending ? words.stopping : words.stopSharing}
          </button>
        ) : (
          <button type="button" className="btn-ghost" disabled={share.isPending} onClick={() => void onShare()}>
            <Share2 aria-hidden className="size-4" />
            {share.isPending ? words.sharing : words.share}
          </button>
        )}
      </div>
      {link && (
        <div className="flex w-full max-w-md items-center gap-2">
          <input
            readOnly
            value={link}
            aria-label={words.linkLabel}
            className="field min-w-0 flex-1 px-3 py-2 text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn-ghost shrink-0 px-4 py-2 text-sm" onClick={() => void copy(link)}>
            {notice === "copied" ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
            {words.copyLink}
          </button>
        </div>
      )}
      <p role="status" className={`max-w-md text-center text-sm ${noteTone}`}>
        {note}
      </p>
    </div>
  );
}
