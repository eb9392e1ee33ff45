import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // Canonical and Open Graph URLs in the prerendered pages are absolute: PUBLIC_URL at build time.
    "import.meta.env.VITE_SITE_URL": JSON.stringify(process.env.PUBLIC_URL ?? "http://localhost:3000"),
  },
  server: {
    // `npm run dev` runs the API server beside Vite; the browser talks to one origin.
    proxy: { "/api": { target: "http://127.0.0.1:3001", changeOrigin: false } },
  },
});
