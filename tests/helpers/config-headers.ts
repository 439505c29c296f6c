// The headers next.config.ts gives a path, the way the built server applies them: Next's own
// loader validates and processes headers(), Next's own matcher (path-to-regexp,
// case-insensitive, optional trailing slash) picks the rules for a path, and the last rule to
// set a header wins.
import nextConfig from "@/next.config";

type HeaderRule = { source: string; headers: { key: string; value: string }[] };
type BuiltRule = HeaderRule & { match: (pathname: string) => false | Record<string, string> };

export async function builtRules(): Promise<BuiltRule[]> {
  const { default: loadCustomRoutes } = await import("next/dist/lib/load-custom-routes.js");
  const { buildCustomRoute } = await import("next/dist/server/lib/router-utils/filesystem.js");
  const { headers } = (await loadCustomRoutes(nextConfig)) as { headers: HeaderRule[] };
  return headers.map((rule) =>
    buildCustomRoute("header", rule, nextConfig.basePath, nextConfig.experimental?.caseSensitiveRoutes),
  );
}

/** The headers the built server adds to a response for this path. */
export async function headersFor(pathname: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const rule of await builtRules())
    if (rule.match(pathname)) for (const { key, value } of rule.headers) out[key.toLowerCase()] = value;
  return out;
}
