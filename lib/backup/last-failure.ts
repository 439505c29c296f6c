import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The last backup that failed, kept beside the backups until one succeeds, so the owner sees it
 * on the dashboard instead of a line in a log nobody reads. Two lines of text: the moment (ISO)
 * and one sentence. Plain text because compose's backup service (deploy/compose-backup.sh)
 * writes the same file with `printf` into the volume the shop mounts as BACKUP_DIR.
 */
const FAILURE_FILE = "last-backup-failure.txt";

export interface BackupFailure {
  at: string;
  reason: string;
}

/** The first line of what went wrong, short enough for the dashboard. */
export function oneLine(problem: unknown): string {
  const text = problem instanceof Error ? problem.message : String(problem);
  const line = text.split("\n").find((l) => l.trim()) ?? "";
  const trimmed = line.trim() || "an unknown problem";
  return trimmed.length > 240 ? `${trimmed.slice(0, 239)}…` : trimmed;
}

export async function writeFailure(dir: string, failure: BackupFailure): Promise<void> {
  await writeFile(path.join(dir, FAILURE_FILE), `${failure.at}\n${failure.reason}\n`, { mode: 0o600 });
}

export async function clearFailure(dir: string): Promise<void> {
  await rm(path.join(dir, FAILURE_FILE), { force: true });
}

/** null when there is none, or when the file is not one this format reads. */
export async function readFailure(dir: string): Promise<BackupFailure | null> {
  const text = await readFile(path.join(dir, FAILURE_FILE), "utf8").catch(() => null);
  if (!text) return null;
  const [at = "", ...rest] = text.split("\n");
  const reason = rest.join(" ").trim();
  if (Number.isNaN(Date.parse(at.trim()))) return null;
  return { at: new Date(at.trim()).toISOString(), reason: oneLine(reason) };
}
