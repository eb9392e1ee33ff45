import { fileURLToPath } from "node:url";

/**
 * The project's root folder, for the files the server reads at run time (migrations, seed content, fonts,
 * the common-password list). It is two folders above this module in the sources (`src/server/`) and two
 * above the server bundle that `npm start` runs (`build/server/main.mjs`, into which this module is
 * bundled), so the same line finds it in both.
 */
const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** A path inside the project, from its root. */
export function fromProjectRoot(...parts: string[]): string {
  return [PROJECT_ROOT.replace(/\/$/, ""), ...parts].join("/");
}
