import { unstable_cache } from "next/cache";

/** Cache tags: reads are tagged here, admin writes revalidate the same tags. */
export const TAGS = {
  hero: "hero",
  collection: "collection",
  beauty: "beauty",
} as const;

/**
 * Caches a read in Next's data cache under `tags` when running inside Next.js; outside it
 * (unit tests, scripts) the function runs as is.
 */
export function cached<Args extends unknown[], R>(fn: (...args: Args) => Promise<R>, key: string[], tags: string[]): (...args: Args) => Promise<R> {
  if (!process.env.NEXT_RUNTIME) return fn;
  return unstable_cache(fn, key, { tags });
}
