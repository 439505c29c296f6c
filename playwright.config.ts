import { defineConfig, devices } from "@playwright/test";

// One production build (made by `npm test` before this runs) serves every e2e test.
// The server gets its own data folder, or its own fresh PostgreSQL database when
// E2E_DATABASE_URL is set by scripts/test.sh.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = "test-results/e2e-data";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  // On PostgreSQL (CI's second pass) the tests marked SAME_ON_ANY_DATABASE (tests/e2e/helpers.ts)
  // are left out: the embedded pass has run them on the same build. E2E_EVERY_TEST=1 keeps them.
  grepInvert: process.env.E2E_DATABASE_URL && process.env.E2E_EVERY_TEST !== "1" ? /@same-on-any-database/ : undefined,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Limits against a hang, not a speed budget (that is `npm run bench`): a page's first render on
  // a fresh server took over 60 s on a slow CI host (28 Nov), on code that passes in seconds elsewhere.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", testIgnore: /\.phone\.spec\.ts/, use: { ...devices["Desktop Chrome"], channel: undefined } },
    // The shopping flow again on a phone, and the phone-only specs: most visitors arrive on one.
    {
      name: "phone",
      testMatch: /shopping\.spec\.ts|\.phone\.spec\.ts/,
      use: { ...devices["Pixel 7"], channel: undefined },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node server.mjs -p ${port} -H 127.0.0.1`,
    url: `http://127.0.0.1:${port}/api/hero`,
    timeout: 300_000, // a fresh data folder's initdb, migrations and seed: 23 s alone on a slow host
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: "owner@e2e.test",
      ADMIN_PASSWORD: "e2e-owner-password",
      // The suite books far more than a family's day of stays from one address; the limit has its own API test.
      RENTAL_DAILY_PIECE_DAYS: "100000",
      RENTAL_PENDING_PIECE_DAYS: "100000",
      RENTAL_PENDING_STAYS_PER_PIECE: "100000",
      RENTAL_UNPAID_SHARE_PERCENT: "100",
      // Every booking e-mails the owner; the hour's number and its summary have their own API test.
      OWNER_ALERTS_PER_HOUR: "100000",
      // The specs write X-Forwarded-For as one proxy in front would; the default (0) has its own spec.
      TRUST_PROXY_HOPS: "1",
      // Small enough that hardening.spec's flood of real variants would fill a single cache room.
      PAGE_CACHE_MAX_MB: "48",
      // The booking page asks for what is due by UPI (booking-payment.phone.spec.ts).
      SHOP_UPI_ID: "rangrez.boutique@okaxis",
      // The cron route drains reminders with a test clock (reminders.phone.spec.ts); the timer stays off so only the spec's clock sends.
      CRON_SECRET: "e2e-cron-secret-at-least-32-characters-long",
      REMINDERS_CLOCK_OVERRIDE: "1",
      REMINDERS_EVERY_SECONDS: "0",
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : { DATABASE_URL: "" }),
    },
  },
});
