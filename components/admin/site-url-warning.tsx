import { siteUrlProblem } from "@/lib/site/url";

/** On the dashboard when the shop's public address is unknown in production (see lib/site/url.ts). */
export function SiteUrlWarning() {
  const problem = siteUrlProblem();
  if (!problem) return null;
  return (
    <div role="alert" className="mt-6 rounded-2xl border-2 border-red-700 bg-red-50 p-5 text-red-900">
      <p className="font-bold">The shop&apos;s public address is not set</p>
      <p className="mt-1 text-sm">{problem}</p>
    </div>
  );
}
