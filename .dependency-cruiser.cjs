/**
 * Import circles, between files and between folders: a folder that imports another folder which
 * (directly or through others) imports it back is a circle too, even when no single file loop exists.
 * Type-only imports count: a circle of types is still a circle in the design.
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
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/|\\.test\\.tsx?$|/testing/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
