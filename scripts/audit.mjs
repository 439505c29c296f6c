// `npm audit --omit=dev`: fails on any high or critical advisory in what ships. When the
// advisory service cannot be reached (an offline mirror answers 405), it says so plainly
// and does not pretend the dependencies were checked; AUDIT_REQUIRED=1 makes that a failure.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Reads `npm audit --json` output: { status: "clean" | "vulnerable" | "unavailable", message }. */
export function verdict(output) {
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    return { status: "unavailable", message: "npm audit gave no JSON report" };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts)
    return {
      status: "unavailable",
      message: report?.message ?? report?.error?.summary ?? "npm audit could not reach the advisory service",
    };
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  const names = Object.values(report.vulnerabilities ?? {})
    .filter((v) => v.severity === "high" || v.severity === "critical")
    .map((v) => `${v.name} (${v.severity})`);
  return serious
    ? { status: "vulnerable", message: `${serious} high or critical: ${names.join(", ")}` }
    : { status: "clean", message: `no high or critical advisories (${counts.total ?? 0} lower)` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", timeout: 120_000 });
  const { status, message } = verdict(run.stdout);
  console.log(`npm audit --omit=dev: ${status}: ${message}`);
  if (status === "vulnerable" || (status === "unavailable" && process.env.AUDIT_REQUIRED === "1")) process.exit(1);
}
