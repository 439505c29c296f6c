import { vi } from "vitest";

// Pages call pageLocale(params) (lib/i18n/page.ts), which hands the language to next-intl with
// setRequestLocale: that works only inside a React Server Components render. Under vitest a
// page is called as a function, and the language is passed explicitly everywhere else.
vi.mock("next-intl/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-intl/server")>()),
  setRequestLocale: () => {},
}));
