import { afterEach } from "vitest";

/**
 * Component tests (`*.test.tsx` under src/client, each starting with `// @vitest-environment happy-dom`)
 * render with Testing Library; each test starts from an empty document. Node-only test files skip this.
 */
if (typeof document !== "undefined") {
  const { cleanup, configure } = await import("@testing-library/react");
  afterEach(cleanup);
  // A `findBy…` waits for what a lazy part renders once its module has loaded; on a loaded machine the
  // first import of a module through the test's transform can take longer than the default second.
  configure({ asyncUtilTimeout: 5000 });
}
