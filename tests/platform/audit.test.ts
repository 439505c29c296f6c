import { describe, expect, it } from "vitest";
import { verdict } from "../../scripts/audit.mjs";

const report = (
  counts: Record<string, number>,
  vulnerabilities: Record<string, { name: string; severity: string }> = {},
) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: {
        info: 0,
        low: 0,
        moderate: 0,
        high: 0,
        critical: 0,
        ...counts,
        total: Object.values(counts).reduce((a, b) => a + b, 0),
      },
    },
  });

describe("npm audit verdict", () => {
  it("fails on a high or critical advisory and names the package", () => {
    const v = verdict(
      report(
        { critical: 1, low: 2 },
        { next: { name: "next", severity: "critical" }, foo: { name: "foo", severity: "low" } },
      ),
    );
    expect(v.status).toBe("vulnerable");
    expect(v.message).toContain("next (critical)");
    expect(v.message).not.toContain("foo");
  });

  it("passes when only low or moderate advisories remain", () => {
    expect(verdict(report({ low: 1, moderate: 2 })).status).toBe("clean");
  });

  it("says the check did not run when the advisory service is unreachable, instead of passing it", () => {
    const v = verdict(
      JSON.stringify({
        message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
        statusCode: 405,
        error: { summary: "" },
      }),
    );
    expect(v).toEqual({ status: "unavailable", message: expect.stringContaining("405") });
    expect(verdict("").status).toBe("unavailable");
  });
});
