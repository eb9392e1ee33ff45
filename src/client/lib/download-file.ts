import { ApiError, readApiError } from "./api-client";

/** The file name a `Content-Disposition: attachment; filename="…"` header gives, else null. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match ? match[1]! : null;
}

/**
 * Saves what a GET of our API answers as a file. An error answer (a 429 past a limit, say) is thrown as
 * ApiError with the server's message, so the page can say what happened instead of the browser showing
 * a failed download.
 */
export async function downloadFile(path: string, fileName?: string): Promise<void> {
  const response = await fetch(path, { credentials: "same-origin" });
  if (!response.ok) {
    const error = readApiError(await response.json().catch(() => null));
    throw new ApiError(
      response.status,
      error?.code ?? "internal_error",
      error?.message ?? "",
      error?.fields,
      error?.details,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName ?? fileNameOf(response.headers.get("content-disposition")) ?? "";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download from the object URL; release it once that has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
