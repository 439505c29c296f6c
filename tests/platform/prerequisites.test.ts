// scripts/prerequisites.sh, which scripts/test.sh and .ci/run call first: silent when the
// machine has what the tests need; otherwise it installs the rest as root with apt, or stops
// with the one command to run. A package that does not exist stands in for a missing one.
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const work = mkdtempSync(path.join(tmpdir(), "prerequisites-"));
chmodSync(work, 0o755);
// A copy anyone may read: one run is as an unprivileged user.
const SCRIPT = path.join(work, "prerequisites.sh");
copyFileSync(path.resolve(__dirname, "../../scripts/prerequisites.sh"), SCRIPT);
chmodSync(SCRIPT, 0o755);
afterAll(() => rmSync(work, { recursive: true, force: true }));
const asRoot = process.getuid?.() === 0;

function run(env: Record<string, string>, options: SpawnSyncOptions = {}) {
  const started = Date.now();
  const result = spawnSync("bash", [SCRIPT], {
    encoding: "utf8",
    env: { NODE_ENV: "test", PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: work, ...env },
    ...options,
  });
  return {
    status: result.status,
    stdout: String(result.stdout),
    stderr: String(result.stderr),
    ms: Date.now() - started,
  };
}

const MISSING = `boutique-test-no-such-package file ${work}/no-such-program`;

describe("the tests' prerequisites", () => {
  it("pass silently within a second on this machine, which has them all", () => {
    const result = run({});
    expect(result).toMatchObject({ status: 0, stdout: "", stderr: "" });
    expect(result.ms).toBeLessThan(1_000);
  });

  it("stop at once with the one command to run when something is missing", () => {
    const result = run({ PREREQUISITES: `caddy file /usr/bin/caddy\n${MISSING}`, PREREQUISITES_NO_INSTALL: "1" });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("Debian packages this machine lacks: boutique-test-no-such-package.");
    expect(result.stderr).toContain("  sudo apt-get update && sudo apt-get install -y boutique-test-no-such-package\n");
    expect(result.ms).toBeLessThan(1_000);
  });

  it.runIf(asRoot)("stop with that command for a user who is not root, and install nothing", () => {
    const result = run({ PREREQUISITES: MISSING }, { uid: 65534, gid: 65534, cwd: work });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("sudo apt-get install -y boutique-test-no-such-package");
  });

  it.runIf(asRoot)("install what is missing with apt-get as root, then pass", () => {
    // An apt-get of its own on PATH: it logs its arguments and "installs" the program.
    const bin = path.join(work, "bin");
    const program = path.join(work, "installed-program");
    const log = path.join(work, "apt.log");
    mkdirSync(bin, { recursive: true });
    writeFileSync(
      path.join(bin, "apt-get"),
      `#!/bin/bash\necho "$DEBIAN_FRONTEND $*" >> ${log}\n[[ $1 == install ]] && printf '#!/bin/sh\\n' > ${program} && chmod +x ${program}\nexit 0\n`,
    );
    chmodSync(path.join(bin, "apt-get"), 0o755);
    const result = run({
      PATH: `${bin}:${process.env.PATH}`,
      PREREQUISITES: `boutique-test-package file ${program}`,
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^== installing from Debian what the tests need: boutique-test-package/);
    expect(existsSync(program)).toBe(true);
    expect(readFileSync(log, "utf8")).toBe(" update -qq\nnoninteractive install -y -qq boutique-test-package\n");
  });

  it.runIf(asRoot)("fail when apt-get ran and the program is still missing", () => {
    const bin = path.join(work, "bin-noop");
    mkdirSync(bin, { recursive: true });
    writeFileSync(path.join(bin, "apt-get"), "#!/bin/bash\nexit 0\n");
    chmodSync(path.join(bin, "apt-get"), 0o755);
    const result = run({ PATH: `${bin}:${process.env.PATH}`, PREREQUISITES: MISSING });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("still missing: boutique-test-no-such-package.");
  });
});
