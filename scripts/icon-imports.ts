import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const ICON_EXPORT = /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g;

/** Every name lucide-react exports an icon under, and the icon's own module (`circle-question-mark`). */
function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve("lucide-react/package.json"));
  const barrel = readFileSync(path.join(packageDir, "dist/esm/lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(ICON_EXPORT)) {
    for (const name of names!.split(",")) {
      const exported = /default as (\w+)/.exec(name)?.[1];
      if (exported) files.set(exported, file!);
    }
  }
  return files;
}

/**
 * Rewrites `import { Sparkles, Infinity as InfinityIcon } from "lucide-react"` in our own modules into one
 * import per icon (`lucide-react/icons/sparkles`). Through the package's index every module that names one
 * icon imports all of them, so the build cannot tell which page uses which: the first-load chunk
 * (vite.config.ts) took in every icon any page used. With one import per icon, the module graph says
 * exactly which icons the first load needs. Type-only names stay a type import (erased).
 */
export function importIconsOneByOne(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "import-icons-one-by-one",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.tsx?$/.test(id.split("?")[0]!) || !code.includes("lucide-react"))
        return null;
      files ??= iconFiles();
      const icons = files;
      const rewritten = code.replace(ICON_IMPORT, (statement, list: string) => {
        const imports: string[] = [];
        const types: string[] = [];
        for (const specifier of list.split(",").map((part) => part.trim())) {
          if (!specifier) continue;
          if (specifier.startsWith("type ")) {
            types.push(specifier.slice("type ".length));
            continue;
          }
          const [name, alias = name] = specifier.split(/\s+as\s+/) as [string, string?];
          const file = icons.get(name);
          if (!file) throw new Error(`${id}: lucide-react has no icon named ${name}`);
          imports.push(`import ${alias} from "lucide-react/icons/${file}";`);
        }
        if (types.length > 0) imports.push(`import type { ${types.join(", ")} } from "lucide-react";`);
        // As many lines as before, so the lines after it keep their numbers.
        return imports.join(" ") + "\n".repeat(statement.split("\n").length - 1);
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
