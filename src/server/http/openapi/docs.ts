import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { z } from "zod";
import { readyAnswer } from "../front-door";
import { buildApiDocument, type ApiRouter } from "./document";
import { apiRoute } from "./responses";
import { createRouter } from "./router";

const SCALAR_BUNDLE = "@scalar/api-reference/browser/standalone.js";
const DOCUMENT_PATH = "/api/openapi.json";
const SCRIPT_PATH = "/api/docs/scalar.js";
const DOCUMENT_HEADERS = { "Content-Type": "application/json", "Cache-Control": "no-cache" } as const;

/** Scalar's settings: our fonts only (no font CDN), no telemetry, no hosted agent or proxy. */
const SCALAR_CONFIGURATION = {
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  hideClientButton: true,
  documentDownloadType: "json",
};

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mystic Dice API</title>
<style>body{margin:0;font-family:system-ui,sans-serif}</style>
</head>
<body>
<script id="api-reference" type="application/json" data-url="${DOCUMENT_PATH}" data-configuration='${JSON.stringify(SCALAR_CONFIGURATION)}'></script>
<script src="${SCRIPT_PATH}"></script>
</body>
</html>
`;

/**
 * Scalar's browser bundle, read when first asked for and kept (3.5 MB; about 1 MB gzip, compressed once when
 * first asked for): a server nobody reads the API reference on neither reads nor holds it.
 */
let scalarBundle: { body: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer> } | null = null;
function readScalarBundle() {
  scalarBundle ??= { body: new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(SCALAR_BUNDLE))) };
  return scalarBundle;
}

const tags = ["Documentation"];
const documentRoute = apiRoute({
  method: "get",
  path: "/openapi.json",
  operationId: "getOpenApiDocument",
  tags,
  summary: "This document (OpenAPI 3.1)",
  responses: {
    200: {
      description: "The OpenAPI document",
      content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
    },
  },
});
const page = apiRoute({
  method: "get",
  path: "/docs",
  operationId: "getApiReference",
  tags,
  summary: "The interactive API reference (Scalar)",
  responses: { 200: { description: "The reference page", content: { "text/html": { schema: z.string() } } } },
});
const script = apiRoute({
  method: "get",
  path: "/docs/scalar.js",
  operationId: "getApiReferenceScript",
  tags,
  summary: "The reference page's script (Scalar, served from here)",
  responses: {
    200: { description: "Scalar's browser bundle", content: { "text/javascript": { schema: z.string() } } },
  },
});

/**
 * GET /api/openapi.json (the document of `api`, made once when first asked for), /api/docs (Scalar's
 * reference) and its script: public, served from this server, under the site's own CSP unchanged: the
 * bundle comes from 'self', the page has no inline script (the settings ride on a JSON data block), and
 * Scalar's inline styles are allowed site-wide already. No font, telemetry or agent is fetched from
 * elsewhere.
 */
export function createDocsRoutes(api: ApiRouter) {
  // Serialized once too: the document is some hundreds of kilobytes of JSON.
  let document: Uint8Array<ArrayBuffer> | null = null;
  return createRouter()
    .openapi(documentRoute, (c) => {
      document ??= new TextEncoder().encode(JSON.stringify(buildApiDocument(api)));
      return readyAnswer(c, document, 200, DOCUMENT_HEADERS) as unknown as ReturnType<
        typeof c.json<Record<string, unknown>, 200>
      >;
    })
    .openapi(page, (c) => {
      c.header("Cache-Control", "no-cache");
      return c.html(DOCS_PAGE, 200);
    })
    .openapi(script, (c) => {
      c.header("Content-Type", "text/javascript; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      c.header("Vary", "Accept-Encoding");
      const bundle = readScalarBundle();
      if (/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
        bundle.gzip ??= new Uint8Array(gzipSync(bundle.body));
        c.header("Content-Encoding", "gzip");
        return c.body(bundle.gzip, 200);
      }
      return c.body(bundle.body, 200);
    });
}
