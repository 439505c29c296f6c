// Import-loop and layering check (issue 27; STYLE.md section (d)): `npm run check:imports`,
// run by scripts/test.sh before vitest. Type-only imports count: a layer that needs
// another's types depends on it as much as one that calls it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No module imports itself back through a chain of imports.",
      from: { pathNot: "^lib/generated/" },
      to: { circular: true },
    },
    // No folder rule here: dependency-cruiser's folder scope counts each folder with all its
    // subfolders, so lib/ (all of it) against features/rentals/ (all of it) reads as a loop
    // even though every room imports downwards: lib/data/orders.ts uses the rentals' booking,
    // and the rentals use lib/db.ts and lib/dates.ts. scripts/check-imports.mjs checks loops
    // between rooms instead (each folder of lib/, components/ and features/*/, and each file
    // directly in lib/ or a feature), which is the finer and stricter question.
    {
      name: "lib-not-to-app",
      severity: "error",
      comment: "lib/ is what the app is built from; it never imports the app's routes or screens.",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
    {
      name: "rentals-internals",
      severity: "error",
      comment: "Outside features/rentals/, import the feature from its index.ts, rules/, ui/ or admin/; " + "its data/ and server/ rooms are its own.",
      from: { pathNot: "^features/rentals/" },
      to: { path: "^features/rentals/(data|server)/" },
    },
    {
      name: "features-not-to-app",
      severity: "error",
      comment: "A feature folder never imports app/ (its routes import it).",
      from: { path: "^features/" },
      to: { path: "^app/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next|data|lib/generated|bench/floor-app|bench/\\.work|test-results|playwright-report)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
  },
};
