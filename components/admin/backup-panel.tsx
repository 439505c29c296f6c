"use client";
import { useState } from "react";

export interface BackupSummary {
  name: string;
  size: number;
  createdAt: string;
}

/** The last backup that failed: when (ISO, and "3 hours ago"), and one sentence of why. */
export interface BackupFailureSummary {
  at: string;
  ago: string;
  reason: string;
}

const STALE_MS = 2 * 24 * 3_600_000;

/**
 * Dashboard: when the last backup was taken, a download, "Back up now", a warning when it is
 * old, and the last failure until a backup succeeds.
 */
export function BackupPanel({
  newest: initial,
  takenAgo: initialAgo,
  failure: initialFailure = null,
  available,
  unavailableReason,
}: {
  newest: BackupSummary | null;
  takenAgo: string | null;
  failure?: BackupFailureSummary | null;
  available: boolean;
  unavailableReason?: string;
}) {
  const [newest, setNewest] = useState(initial);
  const [takenAgo, setTakenAgo] = useState(initialAgo);
  const [failure, setFailure] = useState(initialFailure);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // eslint-disable-next-line react-hooks/purity -- the age is compared with now on purpose
  const stale = available && (!newest || Date.now() - Date.parse(newest.createdAt) > STALE_MS);

  async function backUpNow() {
    setBusy(true);
    setMessage(null);
    const res = await fetch("/api/backups", { method: "POST" }).catch(() => null);
    const body = (await res?.json().catch(() => null)) as (BackupSummary & { message?: string }) | null;
    setBusy(false);
    if (res?.status === 201 && body) {
      setNewest({ name: body.name, size: body.size, createdAt: body.createdAt });
      setTakenAgo("just now");
      setFailure(null);
      setMessage({ ok: true, text: "Backup taken." });
    } else {
      setMessage({ ok: false, text: body?.message ?? "The backup failed. Please try again." });
    }
  }

  return (
    <section aria-labelledby="backup-h" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id="backup-h" className="font-display text-xl font-bold text-maroon-800">
        Backups
      </h2>
      {failure ? (
        <p
          role="alert"
          data-testid="backup-failure"
          className="mt-2 rounded-lg bg-red-100 p-3 font-semibold text-red-900"
        >
          The last backup failed <time dateTime={failure.at}>{failure.ago}</time>: {failure.reason.replace(/\.$/, "")}.
          This stays here until a backup succeeds.
        </p>
      ) : null}
      {!available ? (
        <p className="mt-2 text-stone-700">{unavailableReason}</p>
      ) : (
        <>
          {stale ? (
            <p role="alert" className="mt-2 rounded-lg bg-amber-100 p-3 font-semibold text-amber-900">
              {newest ? `The newest backup was taken ${takenAgo}.` : "There is no backup yet."} Take one now and keep a
              copy off this machine.
            </p>
          ) : null}
          <p className="mt-2 text-stone-700" data-testid="last-backup">
            {newest ? (
              <>
                Last backup: <time dateTime={newest.createdAt}>{takenAgo}</time> ({(newest.size / 1e6).toFixed(1)} MB).
              </>
            ) : (
              "No backup has been taken yet."
            )}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={backUpNow}
              disabled={busy}
              className="rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white disabled:opacity-60"
            >
              {busy ? "Backing up…" : "Back up now"}
            </button>
            {newest ? (
              <a
                href={`/api/backups/${encodeURIComponent(newest.name)}`}
                download
                className="rounded-full px-5 py-2 font-semibold ring-1 ring-stone-300"
              >
                Download backup
              </a>
            ) : null}
          </div>
          {message ? (
            <p
              role={message.ok ? "status" : "alert"}
              className={`mt-3 font-semibold ${message.ok ? "text-green-700" : "text-red-700"}`}
            >
              {message.text}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
