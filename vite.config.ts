import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), dropUnusedAuthEnv()],
  define: {
    // Canonical and Open Graph URLs in the prerendered pages are absolute: PUBLIC_URL at build time.
    "import.meta.env.VITE_SITE_URL": JSON.stringify(process.env.PUBLIC_URL ?? "http://localhost:3000"),
  },
  server: {
    // `npm run dev` runs the API server beside Vite; the browser talks to one origin.
    proxy: { "/api": { target: "http://127.0.0.1:3001", changeOrigin: false } },
  },
});
