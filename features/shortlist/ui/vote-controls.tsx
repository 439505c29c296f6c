"use client";
import { useId, useState } from "react";
import { usePageT } from "@/lib/i18n/page-messages";

/** 👍 / 👎 on one piece, with an optional short note; pressed shows this browser's vote. */
export function VoteControls({
  title,
  mine,
  onVote,
}: {
  title: string;
  mine: boolean | undefined;
  onVote(up: boolean, note: string): Promise<void>;
}) {
  const t = usePageT("shortlist");
  const id = useId();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const send = async (up: boolean) => {
    setBusy(true);
    await onVote(up, note);
    setBusy(false);
  };
  const thumb =
    "min-h-11 min-w-14 rounded-full text-xl ring-1 ring-maroon-300 aria-pressed:bg-maroon-700 aria-pressed:ring-maroon-700 disabled:opacity-60";
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-note`} className="text-sm font-semibold text-maroon-900">
        {t("note")}
      </label>
      <input
        id={`${id}-note`}
        value={note}
        maxLength={200}
        onChange={(e) => setNote(e.target.value)}
        className="min-h-11 rounded-lg border border-stone-300 px-3 text-stone-900"
      />
      <div className="flex gap-3">
        <button
          type="button"
          aria-pressed={mine === true}
          aria-label={t("voteUp", { title })}
          disabled={busy}
          onClick={() => void send(true)}
          className={thumb}
        >
          👍
        </button>
        <button
          type="button"
          aria-pressed={mine === false}
          aria-label={t("voteDown", { title })}
          disabled={busy}
          onClick={() => void send(false)}
          className={thumb}
        >
          👎
        </button>
      </div>
    </div>
  );
}
