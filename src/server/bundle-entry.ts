/**
 * What the server bundle's entry point (scripts/server-launcher.mjs) hands in. It runs the bundle as a
 * script, compiled from V8's code cache when an earlier start left one (decision 044); run from the
 * sources (tests, `npm run dev`), none of these names exists.
 */
declare const __serverImport: ((specifier: string) => Promise<unknown>) | undefined;
declare const __serverCodeCache: string | undefined;

/**
 * A package the server loads at its first use rather than as it starts (satori and resvg, Stripe, OpenAI,
 * nodemailer: the lazily loaded packages of scripts/bundle-server.mjs), imported as an ES module. In the
 * bundle this is the entry point's own `import()`: Node 20 cannot run a dynamic `import()` written in a
 * script compiled from a code cache.
 */
export function loadPackage<T>(specifier: string): Promise<T> {
  const load = typeof __serverImport === "function" ? __serverImport : (name: string) => import(name);
  return load(specifier) as Promise<T>;
}

/** What became of the code cache at this start (used, or none, stale or refused and then written); undefined from the sources. */
export function codeCacheAtStart(): string | undefined {
  return typeof __serverCodeCache === "string" ? __serverCodeCache : undefined;
}
