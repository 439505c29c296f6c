import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from "./locales";

/**
 * How public addresses reach app/[locale] without a proxy on every request.
 *
 * - English pages keep their addresses: `/collection/gowns` is served by
 *   app/[locale]/collection/[slug] with locale "en" through a rewrite.
 * - Hindi pages are the same addresses under /hi, served by the same files.
 * - `/` and `/trending` take no parameter, so Next.js would render them at `next build` (which
 *   must not open the database) or, made dynamic, on every visit: they are rewritten to a
 *   route with one (`…/home/current`, `…/trending/current`) that renders on its first visit
 *   and is then served from the page cache until an admin save re-validates it.
 * - `/en/…` (the internal address) answers a permanent redirect to the public one.
 * - A visitor who chose Hindi (the switch writes the cookie) and opens an English address
 *   is sent to its Hindi twin: a redirect decided by Next's router, not by page code, so
 *   the pages stay cached. Crawlers keep no cookie and reach both languages. A cache in front
 *   must key those English addresses on the cookie and never keep the 307: server.mjs adds
 *   the headers (lib/server/cookie-redirect-headers.mjs), since Next's headers() reach neither answer.
 */

/** The first segment of every public page (app/[locale]/<segment>); a test keeps it in step with the folders. */
export const PUBLIC_SEGMENTS = [
  "about",
  "beauty-care",
  "booking",
  "cart",
  "checkout",
  "collection",
  "contact",
  "gallery",
  "privacy-policy",
  "return-policy",
  "royal-pick",
  "search",
  "shipping-refund",
  "shortlist",
  "t&c",
  "thank-you",
  "try-on",
] as const;

/** The internal segment value of the pages that take no parameter (see above). */
export const EDITION = "current";

type Rule = { source: string; destination: string };
type Redirect = Rule & { permanent: boolean; has?: { type: "cookie"; key: string; value: string }[] };

const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** Public address (no prefix) → internal route, for one language. */
function rulesFor(prefix: string, locale: string): Rule[] {
  return [
    { source: prefix || "/", destination: `/${locale}/home/${EDITION}` },
    { source: `${prefix}/trending`, destination: `/${locale}/trending/${EDITION}` },
    ...PUBLIC_SEGMENTS.map((segment) => ({
      source: `${prefix}/${segment}/:rest*`,
      destination: `/${locale}/${segment}/:rest*`,
    })),
  ];
}

export const localeRewrites: Rule[] = [
  ...rulesFor("", DEFAULT_LOCALE),
  // /hi/collection/… already names app/[locale]; only its two parameterless pages need a rule.
  ...OTHER_LOCALES.flatMap((locale) => rulesFor(`/${locale}`, locale).slice(0, 2)),
];

export const localeRedirects: Redirect[] = [
  // The internal addresses of the parameterless pages, in either language.
  ...LOCALES.flatMap((locale) => {
    const prefix = locale === DEFAULT_LOCALE ? "" : `/${locale}`;
    return [
      { source: `/${locale}/home/:edition`, destination: prefix || "/", permanent: true },
      { source: `/${locale}/trending/:edition`, destination: `${prefix}/trending`, permanent: true },
    ];
  }),
  { source: "/home/:edition", destination: "/", permanent: true },
  { source: "/trending/:edition", destination: "/trending", permanent: true },
  { source: `/${DEFAULT_LOCALE}`, destination: "/", permanent: true },
  { source: `/${DEFAULT_LOCALE}/:path*`, destination: "/:path*", permanent: true },
  // The remembered choice: English address, Hindi cookie → the Hindi twin (temporary: the cookie can change).
  ...OTHER_LOCALES.flatMap((locale) => {
    const has = [{ type: "cookie" as const, key: LOCALE_COOKIE, value: locale }];
    return [
      { source: "/", destination: `/${locale}`, permanent: false, has },
      { source: "/trending", destination: `/${locale}/trending`, permanent: false, has },
      ...PUBLIC_SEGMENTS.map((segment) => ({
        source: `/${segment}/:rest*`,
        destination: `/${locale}/${segment}/:rest*`,
        permanent: false,
        has,
      })),
    ];
  }),
];
