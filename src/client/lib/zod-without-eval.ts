/**
 * Zod compiles fast object parsers with `new Function` when it may, and probes for that the first time a
 * schema is made. Our Content Security Policy allows no eval, so the probe shows up as a CSP violation
 * (an "issue" in the browser's own report) even though Zod catches it. Telling Zod up front that it
 * runs without eval skips the probe. This module is imported first by the root route, before any module
 * that makes a schema; it does not import Zod itself (Zod reads this shared setting when it loads).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
