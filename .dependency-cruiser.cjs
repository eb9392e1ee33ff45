/**
 * Import circles, between files and between folders: a folder that imports another folder which
 * (directly or through others) imports it back is a circle too, even when no single file loop exists.
 * Type-only imports count: a circle of types is still a circle in the design. `npm run lint` cruises the
 * product, the content, the scripts, the tests and the benchmarks, and the test helpers (`testing/`) too;
 * test files themselves are left out, since no file imports them and they import across every layer.
 * This is the project's one check of circles (ESLint's import-x/no-cycle, which did the same file check to
 * a depth of ten, took a third of the lint's time).
 */
module.exports = {
  forbidden: [
    {
      name: "no-file-circles",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-folder-circles",
      scope: "folder",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/|\\.test\\.tsx?$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
