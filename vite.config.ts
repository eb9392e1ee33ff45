import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { installableAppWords } from "./content/site/installable-app";
import { importIconsOneByOne } from "./scripts/icon-imports";

/**
 * better-auth's client pulls in its env helper, whose frozen `ENV` object (getters named after server
 * secrets such as BETTER_AUTH_SECRET) is never used in the browser but survives tree-shaking because
 * `Object.freeze` might have side effects. Marking the call pure lets the bundler drop it, so no server
 * variable name ships to the browser (checked by tests/e2e/built-client.spec.ts).
 */
function dropUnusedAuthEnv(): Plugin {
  return {
    name: "drop-unused-auth-env",
    transform(code, id) {
      if (!id.includes("@better-auth/core/dist/env/env-impl")) return null;
      return {
        code: code.replace("const ENV = Object.freeze(", "const ENV = /* @__PURE__ */ Object.freeze("),
        map: null,
      };
    },
  };
}

/**
 * What every page loads first, in one chunk: the modules the root route and the home page import
 * statically (layout, providers, query client, icons), apart from React and React Router, which keep
 * their own chunks. Left to itself the bundler cuts them into some thirty small files, each gzipped
 * on its own; together they compress by about a quarter better. Dynamic imports (the auth modal, the
 * chat panel, better-auth's client) stay separate and load when first used.
 */
const firstLoadModules = new Set<string>();
const FIRST_LOAD_ROOTS = [path.resolve("src/client/root.tsx"), path.resolve("src/client/routes/home.tsx")];
const OWN_CHUNKS = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

function collectFirstLoadModules(): Plugin {
  return {
    name: "collect-first-load-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      firstLoadModules.clear();
      const pending = FIRST_LOAD_ROOTS.flatMap((root) => this.getModuleInfo(root)?.importedIds ?? []);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (firstLoadModules.has(id) || OWN_CHUNKS.test(id)) continue;
        firstLoadModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * React Router's package points every import at its development build, which differs from the production
 * build beside it only in carrying the development warnings (`ENABLE_DEV_WARNINGS`): the browser's build
 * takes the production one. The server's keeps the package's own choice, shared with the packages that
 * import React Router themselves.
 */
function reactRouterProductionBuild(): Plugin {
  const builds: Record<string, string> = {
    "react-router": path.resolve("node_modules/react-router/dist/production/index.mjs"),
    "react-router/dom": path.resolve("node_modules/react-router/dist/production/dom-export.mjs"),
  };
  return {
    name: "react-router-production-build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client" && environment.config.mode === "production",
    resolveId: (source) => builds[source] ?? null,
  };
}

/**
 * The dev server's copy of the library's art files, which the build writes (scripts/library-art.ts,
 * from react-router.config.ts): loaded through Vite itself, so this config imports none of the art.
 */
function serveLibraryArt(): Plugin {
  return {
    name: "serve-library-art",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const urlPath = request.url?.split("?")[0] ?? "";
        if (!urlPath.startsWith("/art/")) return next();
        server
          .ssrLoadModule("/scripts/library-art.ts")
          .then((module) => {
            const svg = (module.libraryArtFiles as () => Map<string, string>)().get(urlPath);
            if (!svg) return next();
            response.setHeader("Content-Type", "image/svg+xml");
            response.end(svg);
          })
          .catch(next);
      });
    },
  };
}

/** The page's background and the browser's bar: the design's night-900 (src/client/styles/app.css). */
const NIGHT_900 = "#0b0820";

/** Built files precached under another address: the one the server answers with them. */
const PRECACHED_PAGES: Record<string, string> = {
  "dashboard/index.html": "/dashboard",
  "offline/index.html": "/offline",
};

/**
 * The installable app: the web manifest, written into the client build, and the service worker, compiled
 * from src/client/service-worker.ts with the build's precache list. The React Router build prerenders its
 * pages after the client bundle is closed, so the worker is compiled again from react-router.config.ts's
 * buildEnd (`buildServiceWorker`), once every page exists: that build is the one served. Registration is
 * the app's own (src/client/lib/pwa/), lazily after `load`.
 */
function installableApp() {
  const words = installableAppWords.manifest;
  return VitePWA({
    strategies: "injectManifest",
    srcDir: "src/client",
    filename: "service-worker.ts",
    injectRegister: false,
    manifestFilename: "manifest.webmanifest",
    manifest: {
      id: "/",
      name: words.name,
      short_name: words.shortName,
      description: words.description,
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: NIGHT_900,
      background_color: NIGHT_900,
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    injectManifest: {
      // The first build, before the pages exist, and the second, after: see PRECACHE in
      // react-router.config.ts for what is kept and why.
      globPatterns: [
        "assets/*.{js,css,svg}",
        "assets/{cinzel-latin-[47]00,inter-latin-wght}-normal-*.woff2",
        "icons/*.png",
        "favicon.svg",
        "manifest.webmanifest",
        // Pages, kept under the addresses the server answers them at (with their own policy for their
        // inline scripts): the dashboard's prerendered shell, and the offline page.
        "dashboard/index.html",
        "offline/index.html",
      ],
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => ({ ...entry, url: PRECACHED_PAGES[entry.url] ?? entry.url })),
          warnings: [],
        }),
      ],
      // A hashed name is its own revision.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 512 * 1024,
      minify: true,
      sourcemap: false,
    },
  });
}

export default defineConfig({
  plugins: [
    importIconsOneByOne(),
    tailwindcss(),
    reactRouter(),
    reactRouterProductionBuild(),
    dropUnusedAuthEnv(),
    collectFirstLoadModules(),
    serveLibraryArt(),
    installableApp(),
  ],
  define: {
    // Canonical and Open Graph URLs in the prerendered pages are absolute: PUBLIC_URL at build time.
    "import.meta.env.VITE_SITE_URL": JSON.stringify(process.env.PUBLIC_URL ?? "http://localhost:3000"),
    // The footer's copyright year as prerendered; the running page then shows the current year.
    "import.meta.env.VITE_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
  },

  build: {
    // SVGs stay files (cached once) instead of data URLs copied into the JavaScript of every page.
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "shell",
                  test: (id: string) => firstLoadModules.has(id) && !/\.css($|\?)/.test(id),
                  priority: 2,
                },
                // TanStack Query and the page's query client, for the parts that read the API's data: one file
                // rather than a dozen small ones (src/client/lib/query-provider.tsx).
                {
                  name: "query",
                  test: /node_modules[\\/]@tanstack[\\/]|src[\\/]client[\\/]lib[\\/]query-(client|provider)\./,
                  priority: 1,
                },
                // The pure rules a drawn reading is checked by (the dice's, the draws', the pendulum's swing),
                // together: pages that read one read the others, and one file keeps each page's list short.
                {
                  name: "draw-fairness",
                  test: /src[\\/]shared[\\/](fairness|dice|draws[\\/]draw-fairness|oracles[\\/]pendulum-rule)\.ts$/,
                  priority: 1,
                },
                // The icons other pages use, together rather than one small file each (scripts/icon-imports.ts).
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  server: {
    // `npm run dev` runs the API server beside Vite; the browser talks to one origin.
    proxy: { "/api": { target: "http://127.0.0.1:3001", changeOrigin: false } },
  },
});
