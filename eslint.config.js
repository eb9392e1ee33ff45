import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      "node_modules/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/ignore": ["node_modules"],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/refs": "off",
      "import-x/no-cycle": ["error", { maxDepth: 10, ignoreExternal: true }],
      // Imports flow one way: shared → server, shared → client; no feature reaches into another.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./src/client", from: "./src/server", message: "The client never imports the server." },
            { target: "./src/server", from: "./src/client", message: "The server never imports the client." },
            {
              target: "./src/shared",
              from: ["./src/server", "./src/client"],
              message: "src/shared is pure: it imports neither side.",
            },
            {
              target: "./src/client/components",
              from: ["./src/client/features", "./src/client/routes"],
              message: "Components sit below features and routes.",
            },
            {
              target: "./src/client/lib",
              from: ["./src/client/features", "./src/client/routes", "./src/client/components"],
              message: "lib is the bottom layer of the client.",
            },
            { target: "./src/client/features", from: "./src/client/routes", message: "Features never import routes." },
          ],
        },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["tests/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/env.ts", "src/server/**/*.test.ts", "src/server/testing/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through src/server/env.ts." },
      ],
    },
  },
);
