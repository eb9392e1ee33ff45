import { afterEach } from "vitest";

/**
 * Component tests (`*.test.tsx` under src/client, each starting with `// @vitest-environment happy-dom`)
 * render with Testing Library; each test starts from an empty document. Node-only test files skip this.
 */
if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(cleanup);
}
