import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  {
    // Process-wide state (the tag clock, shutdown hooks, one-per-process values) goes through
    // lib/server/runtime.mjs, the one file that keeps it on globalThis.
    ignores: ["lib/server/runtime.mjs"],
    rules: {
      "no-restricted-globals": [
        "error",
        {
          name: "globalThis",
          message:
            "Use lib/server/runtime.mjs (processSingleton, onShutdown, tagClock) for state the whole process shares.",
        },
      ],
    },
  },
  {
    // The public pages' links fetch a page when reached for, not when seen, so a phone spends
    // its data on the page it shows: components/ui/link.tsx. The owner's pages keep next/link
    // and its prefetch.
    files: ["app/**/*.tsx", "components/**/*.tsx", "features/**/*.tsx"],
    ignores: ["app/(owner)/**", "components/admin/**", "features/*/admin/**", "components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message: "Use @/components/ui/link: it prefetches on a tap or hover, not on sight.",
            },
          ],
        },
      ],
    },
  },
  // A Pages Router rule: it reads app/[locale]/search as a page at /search and flags plain links
  // to it, which the App Router serves as well (a full load is sometimes the point: no-JS forms).
  { rules: { "@next/next/no-html-link-for-pages": "off" } },
  {
    ignores: [
      "bench/floor-app/**",
      "bench/.work/**",
      ".next/**",
      "lib/generated/**",
      "data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
