import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(__dirname),
      // `server-only` throws outside React Server Components; tests run lib code directly.
      "server-only": path.resolve(__dirname, "tests/helpers/empty.ts"),
      // What next-intl's plugin points its server functions at inside Next (next.config.ts).
      "next-intl/config": path.resolve(__dirname, "lib/i18n/request.ts"),
      "next/font/local": path.resolve(__dirname, "tests/helpers/next-font-local.ts"),
    },
  },
  test: {
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/e2e/**", "**/node_modules/**"],
    globalSetup: ["tests/helpers/database-template.ts"],
    setupFiles: ["tests/helpers/setup-db.ts", "tests/helpers/setup-i18n.ts"],
    environment: "node",
    // Limits against a hang, not a speed budget (that is `npm run bench`). A file's first test
    // that touches the database also opens it and seeds the shop: 1–3 s on a quiet machine,
    // 30–45 s on a slow CI host with both workers busy (28 Nov, seven files timed out).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
