import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";

/**
 * The server's features, lowest first: a feature may import only features listed before it, and only
 * through their public entry (`index.ts`). So feature folders never import each other in a circle.
 */
const SERVER_FEATURE_LAYERS = [
  "dice-texts",
  "fairness",
  "gamification",
  "profiles",
  "reading-engine",
  "cards",
  "journal",
  "readings",
  "sightings",
  "sharing",
  "library",
  "moon",
  "sky",
  "cycles",
  "oracle",
  "dreams",
  "chakra",
  "newsletter",
  "reminders",
  "billing",
  "realtime",
  "health",
  "support",
  "account",
  "energy",
  "weekly",
  "intuition",
];
const unlisted = readdirSync("./src/server/features").filter((name) => !SERVER_FEATURE_LAYERS.includes(name));
if (unlisted.length > 0) throw new Error(`Place ${unlisted.join(", ")} in SERVER_FEATURE_LAYERS (eslint.config.js)`);

/** Imports flow one way: shared → server, shared → client; layers inside each side. */
const LAYER_ZONES = [
  {
    target: "./src/client",
    from: "./src/server",
    // The one exception: the API's type (`ApiType`), from which the typed client (src/client/lib/api-client.ts)
    // takes every route's input and answer. It is imported as a type only (see CLIENT_API_TYPE_ONLY), so no
    // server code can enter the bundle.
    except: ["./api-type.ts"],
    message: "The client never imports the server (only the type of src/server/api-type.ts).",
  },
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
  {
    target: ["./src/server/db", "./src/server/mail"],
    from: "./src/server/features",
    message: "The database and mail layers sit below the features.",
  },
];

/** The client may name the server's API type, never import a value from it: `import type` only. */
const CLIENT_API_TYPE_PATTERN = {
  group: ["**/server/api-type", "**/server/api-type.ts"],
  allowTypeImports: true,
  message: "Import the API's type with `import type`: no server code may enter the client's bundle.",
};
const CLIENT_API_TYPE_ONLY = {
  files: ["src/client/**/*.{ts,tsx}"],
  rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [CLIENT_API_TYPE_PATTERN] }] },
};

/**
 * Zod and a form's schema load when the form first needs them, never with the page: a form's schema and its
 * `zodResolver` live in its `<form>-schema.ts`, which the form loads through `lazyResolver`
 * (src/client/lib/lazy-resolver.ts). Elsewhere in the client, Zod may be named only as a type. The rule
 * repeats CLIENT_API_TYPE_ONLY's pattern: a later entry replaces a rule's options, it does not add to them.
 */
const LAZY_ZOD_MESSAGE =
  "A form's Zod schema lives in its <form>-schema.ts and loads through lazyResolver (src/client/lib/lazy-resolver.ts), so Zod stays off the page's first load.";
const CLIENT_ZOD_LAZY = {
  files: ["src/client/**/*.{ts,tsx}"],
  ignores: ["src/client/**/*-schema.ts", "src/client/**/*.test.{ts,tsx}", "src/client/testing/**"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        paths: [
          { name: "zod", allowTypeImports: true, message: LAZY_ZOD_MESSAGE },
          { name: "@hookform/resolvers/zod", allowTypeImports: true, message: LAZY_ZOD_MESSAGE },
        ],
        patterns: [CLIENT_API_TYPE_PATTERN, { group: ["zod/*"], allowTypeImports: true, message: LAZY_ZOD_MESSAGE }],
      },
    ],
  },
};

/**
 * The client asks one module what time it is (src/client/lib/clock.ts), so a test can pin "today" there:
 * no `new Date()` with no arguments, `Date.now()` or `Date()` elsewhere in src/client.
 */
const CLIENT_CLOCK_MESSAGE = "Ask src/client/lib/clock.ts for the time (now(), nowMs(), localToday()).";
const CLIENT_CLOCK_ONLY = {
  files: ["src/client/**/*.{ts,tsx}"],
  ignores: ["src/client/lib/clock.ts", "src/client/**/*.test.{ts,tsx}", "src/client/testing/**"],
  rules: {
    "no-restricted-syntax": [
      "error",
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CLIENT_CLOCK_MESSAGE },
      { selector: "MemberExpression[object.name='Date'][property.name='now']", message: CLIENT_CLOCK_MESSAGE },
      { selector: "CallExpression[callee.name='Date']", message: CLIENT_CLOCK_MESSAGE },
    ],
  },
};

/** http/ sits below the features and the app that assembles them. */
const HTTP_ZONE = {
  target: "./src/server/http",
  from: ["./src/server/features", "./src/server/services.ts", "./src/server/app.ts"],
  message: "http/ sits below the features: routes hand it what it needs.",
};

/** Each feature: its own folder, and the public entries of the features below it. */
const FEATURE_ZONES = SERVER_FEATURE_LAYERS.map((feature, layer) => ({
  target: `./src/server/features/${feature}`,
  from: "./src/server/features",
  except: [`./${feature}`, ...SERVER_FEATURE_LAYERS.slice(0, layer).map((lower) => `./${lower}/index.ts`)],
  message: `${feature} imports only the public entry (index.ts) of the features below it in SERVER_FEATURE_LAYERS.`,
}));

/**
 * The oracles (src/server/oracles/) sit between the features they build on (the engine, the dice's texts,
 * fairness, the card designs) and the features that read every oracle through the registry (the doors,
 * sharing, enhancement, export): they take those lower features' public entries only.
 */
const ORACLES_ZONE = {
  target: "./src/server/oracles",
  from: "./src/server/features",
  except: ["dice-texts", "fairness", "gamification", "profiles", "reading-engine", "cards"].map(
    (lower) => `./${lower}/index.ts`,
  ),
  message: "An oracle imports only the public entry (index.ts) of the features it builds on.",
};

/**
 * Server code reads the time only from `Services.clock` (src/server/clock.ts), handed down explicitly: a
 * test moves that clock, and nothing may read the system's clock behind its back. The files allowed to
 * read the system clock, each with its reason.
 */
const SYSTEM_CLOCK_ALLOWLIST = [
  // The system clock itself (`systemClock`), the default of Services.clock.
  "src/server/clock.ts",
  // better-auth checks TOTP codes and its two-factor challenges' expiry against the system clock; the
  // replay guard's time step and a challenge's expiry must read the same one (`betterAuthNow`).
  "src/server/features/account/better-auth-time.ts",
  // Test code: a stand-in for Stripe's servers, which stamp their objects with real time.
  "src/server/testing/fake-stripe.ts",
  // Test code: a push service checking the VAPID token's expiry, as a real one does, on real time.
  "src/server/testing/push-receiver.ts",
];
const CLOCK_MESSAGE =
  "Read the time from Services.clock (src/server/clock.ts), passed down explicitly; measure durations with performance.now().";
const SERVER_CLOCK_RULE = {
  files: ["src/server/**/*.ts"],
  ignores: ["src/server/**/*.test.ts", ...SYSTEM_CLOCK_ALLOWLIST],
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: `new Date() reads the system clock. ${CLOCK_MESSAGE}`,
      },
      {
        // Called or passed (`clock: Date.now`).
        selector: "MemberExpression[object.name='Date'][property.name='now']",
        message: `Date.now() reads the system clock. ${CLOCK_MESSAGE}`,
      },
      { selector: "CallExpression[callee.name='Date']", message: `Date() reads the system clock. ${CLOCK_MESSAGE}` },
    ],
  },
};

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
      "import-x/no-restricted-paths": ["error", { zones: LAYER_ZONES }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // Tests may reach into the features they exercise; product code keeps to the layers.
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/**/*.test.ts", "src/server/testing/**"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...LAYER_ZONES, HTTP_ZONE, ORACLES_ZONE, ...FEATURE_ZONES] }],
    },
  },
  SERVER_CLOCK_RULE,
  CLIENT_API_TYPE_ONLY,
  CLIENT_ZOD_LAZY,
  {
    files: ["**/*.cjs"],
    languageOptions: { globals: globals.node, sourceType: "commonjs" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["tests/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  CLIENT_CLOCK_ONLY,
  {
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/config/env.ts", "src/server/**/*.test.ts", "src/server/testing/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through src/server/config/env.ts." },
      ],
    },
  },
);
