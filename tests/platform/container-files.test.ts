// compose.yaml and the Dockerfile, read as text (no Docker engine runs the tests): what they
// hand the shop and what they keep. How those settings behave is tested where they are read:
// the password (database-password.test.ts), an empty ADMIN_EMAIL (seed-admin-email.test.ts),
// the nightly backup (compose-backup.test.ts), the health probe (health-probe.test.ts).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const compose = readFileSync(path.join(root, "compose.yaml"), "utf8");
const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");

/** One service's block of compose.yaml: its lines up to the next service or top-level key. */
function service(name: string): string {
  const lines = compose.split("\n");
  const start = lines.indexOf(`  ${name}:`);
  expect(start, `service ${name}`).toBeGreaterThan(-1);
  const end = lines.findIndex((line, i) => i > start && /^ {0,2}\S/.test(line));
  return lines.slice(start, end === -1 ? undefined : end).join("\n");
}

describe("compose.yaml", () => {
  it("gives the database password on its own, never spliced into a URL", () => {
    const app = service("app");
    expect(app).toMatch(/^ +DATABASE_URL: postgresql:\/\/shop@db:5432\/shop$/m);
    expect(app).toMatch(/^ +PGPASSWORD: \$\{POSTGRES_PASSWORD\}$/m);
    expect(compose).not.toMatch(/:\/\/[^\s]*\$\{POSTGRES_PASSWORD/);
  });

  it("leaves ADMIN_EMAIL and ADMIN_PASSWORD unset when .env has none, rather than empty", () => {
    const app = service("app");
    expect(app).toMatch(/^ +ADMIN_EMAIL:$/m);
    expect(app).toMatch(/^ +ADMIN_PASSWORD:$/m);
    expect(compose).not.toMatch(/\$\{ADMIN_(EMAIL|PASSWORD):-\}/);
  });

  it("backs up the photos' volume as well, into a volume of its own, with the script it mounts", () => {
    const backup = service("backup");
    expect(backup).toMatch(/^ +- data:\/data:ro$/m);
    expect(backup).toMatch(/^ +- backups:\/backups$/m);
    expect(backup).not.toMatch(/- db:/);
    const script = /- \.\/(deploy\/[\w.-]+\.sh):(\S+):ro/.exec(backup);
    expect(script, "the backup script's mount").not.toBeNull();
    expect(existsSync(path.join(root, script![1]!))).toBe(true);
    expect(backup).toContain(`entrypoint: ["/bin/sh", "${script![2]}"]`);
    expect(service("db")).toMatch(/^ +- db:\/var\/lib\/postgresql\/data$/m);
  });

  it("lets the shop read the backup service's status: the backups volume, read-only, as BACKUP_DIR", () => {
    const app = service("app");
    expect(app).toMatch(/^ +- backups:\/backups:ro$/m);
    expect(app).toMatch(/^ +BACKUP_DIR: \/backups$/m);
  });
});

describe("the Dockerfile's health check", () => {
  it("runs the bash probe the standalone folder ships, not a Node process", () => {
    const check = /HEALTHCHECK[^\n]*\\\n\s*CMD (.*)/.exec(dockerfile)?.[1];
    expect(check).toBe('["bash", "/app/scripts/health-probe.sh"]');
    expect(readFileSync(path.join(root, "scripts/assemble-standalone.mjs"), "utf8")).toContain(
      '"scripts/health-probe.sh"',
    );
  });
});
