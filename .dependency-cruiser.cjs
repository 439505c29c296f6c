// Import-loop and layering check (CONTRIBUTING.md, "Layout"): `npm run check:imports`,
// run by scripts/test.sh before vitest. Type-only imports count: a layer that needs
// another's types depends on it as much as one that calls it.
/**
 * The features, lowest first: each may import those before it, never one after it. The shop
 * (its categories, how goods reach her) underlies all; the cart holds what a visitor picks, so
 * a rental's panel and a product card can fill it; the shortlist sits below them too, since
 * every card and the rental panel's size choice feed its hearts (it reads the pieces from
 * their table itself, as the rentals do); checkout books the rentals and sells the
 * catalogue; try-ons keep the rentals' pieces for a fitting; the storefront shows all of it.
 */
const FEATURES = ["shop", "cart", "shortlist", "rentals", "catalogue", "checkout", "try-ons", "contact", "storefront"];

function featureOrder() {
  return FEATURES.map((feature, i) => ({
    name: `feature-order-${feature}`,
    severity: "error",
    comment: `features/${feature} may use ${FEATURES.slice(0, i).join(", ") || "no other feature"}; the features after it (${FEATURES.slice(i + 1).join(", ") || "none"}) use it.`,
    from: { path: `^features/${feature}/` },
    to: { path: `^features/(${FEATURES.slice(i + 1).join("|") || "$^"})/` },
  }));
}

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
    // even though every room imports downwards: features/checkout/data/orders.ts uses the rentals' booking,
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
      name: "lib-not-to-features",
      severity: "error",
      comment:
        "lib/ is the platform (database, cache, http, mail, auth, i18n, dates): it knows no feature of the shop.",
      from: { path: "^lib/", pathNot: "^lib/generated/" },
      to: { path: "^features/" },
    },
    {
      name: "feature-door",
      severity: "error",
      comment:
        "A feature is reached through its door (index.ts) or its client-safe rooms (rules/, ui/, admin/, views, validation); its data/ and server/ rooms are its own (and its tests').",
      from: { pathNot: "^(features|tests)/" },
      to: { path: "^features/[^/]+/(data|server)/" },
    },
    {
      name: "feature-door-between-features",
      severity: "error",
      comment: "One feature reaches another through that one's door, never into its data/ or server/ rooms.",
      from: { path: "^(features/[^/]+)/" },
      to: { path: "^features/[^/]+/(data|server)/", pathNot: "^$1/" },
    },
    {
      name: "tests-reach-own-feature",
      severity: "error",
      comment:
        "A feature's tests may open its data/ and server/ rooms; every other test goes through the door, as the site does.",
      from: { path: "^tests/([^/]+)/" },
      to: { path: "^features/[^/]+/(data|server)/", pathNot: "^features/$1/" },
    },
    {
      name: "rentals-outside-services",
      severity: "error",
      comment:
        "Razorpay, WhatsApp and the signed booking link are the rentals feature's own: the site uses them through its door.",
      from: { pathNot: "^(features/rentals|tests/rentals)/" },
      to: { path: "^features/rentals/(razorpay|whatsapp|booking-link)\\.ts$" },
    },
    {
      name: "rules-are-pure",
      severity: "error",
      comment: "A feature's rules/ are pure: no database, no data/ or server/ room, no screen.",
      from: { path: "^features/[^/]+/rules/" },
      to: { path: "^(features/[^/]+/(data|server|ui|admin)/|lib/db)" },
    },
    {
      name: "features-not-to-layout",
      severity: "error",
      comment: "The site's frame (components/layout) places the features; a feature never imports it.",
      from: { path: "^features/" },
      to: { path: "^components/layout/" },
    },
    {
      name: "kit-not-to-features",
      severity: "error",
      comment:
        "components/ui and components/seo are the shop's kit of plain parts, used by every feature: they import none.",
      from: { path: "^components/(ui|seo)/" },
      to: { path: "^features/" },
    },
    ...featureOrder(),
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
    exclude: {
      path: "^(node_modules|\\.next|data|lib/generated|bench/floor-app|bench/\\.work|test-results|playwright-report)/",
    },
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
