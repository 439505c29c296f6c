/**
 * `/` and `/trending` take no parameter, so Next.js would render them at `next build` (which
 * must not open the database) or, made dynamic, on every visit. next.config.ts rewrites them
 * to a route with one (`/home/current`, `/trending/current`) that, like the collection pages,
 * renders on its first visit and is then served from the page cache until an admin save
 * re-validates it. The routes' own addresses redirect to the public ones.
 */
export const EDITION = "current";

export const cachedPageRewrites = [
  { source: "/", destination: `/home/${EDITION}` },
  { source: "/trending", destination: `/trending/${EDITION}` },
];

export const cachedPageRedirects = [
  { source: "/home/:edition", destination: "/", permanent: true as const },
  { source: "/trending/:edition", destination: "/trending", permanent: true as const },
];
