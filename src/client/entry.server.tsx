import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * The build's renderer: the app runs without server rendering (`ssr: false`), so this only writes the
 * prerendered pages and the SPA shell, once, at build time. Each page is written whole, once every
 * Suspense boundary has its content (React's `onAllReady`), as for static generation. React Router's
 * default streams instead: each boundary's content came after the page in a hidden element, and an
 * inline script moved it into place while the browser parsed the page (a second pass over the page's
 * main parts on every first visit).
 */
const RENDER_TIMEOUT_MS = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // No boundary is sent apart from the page for being large: a file has no first bytes to hurry.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(() => abort(), RENDER_TIMEOUT_MS);
  });
}
