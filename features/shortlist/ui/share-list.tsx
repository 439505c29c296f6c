"use client";
import { useEffect, useState } from "react";
import { useLocale } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";
import { formatDay } from "@/lib/dates";
import { piecesOf, type SavedList, type ShareInfo } from "../rules/lists";
import type { SharedShortlist, SharedVote } from "../views";
import { useShortlist } from "./shortlist-store";
import { callApi } from "./api";
import { eventName } from "./event-name";

/**
 * Share on WhatsApp: the list is stored under a signed link (POST /api/shortlists) the first
 * time, sent again (PUT, with the edit key her browser keeps) whenever it changed since, and
 * the family's votes are read back from it. Stop sharing revokes every link sent so far.
 */
export function ShareList({ list, onVotes }: { list: SavedList; onVotes(votes: SharedVote[]): void }) {
  const t = usePageT("shortlist");
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const share = list.share;
  const body = { event: list.event, day: list.day, pieces: piecesOf(list), locale };
  const payload = JSON.stringify(body);

  // A shared list changed here since it was sent: send it again, so the link shows what she sees.
  useEffect(() => {
    if (!share?.dirty || !list.pieces.length) return;
    void callApi(`/api/shortlists/${share.token}`, locale, {
      method: "PUT",
      body: JSON.parse(payload),
      editKey: share.editKey,
    }).then((answer) => {
      if (answer.ok) useShortlist.getState().setShare(list.id, share);
      else if (answer.status === 404) useShortlist.getState().setShare(list.id, undefined);
      else setProblem(answer.message ?? t("shareFailed"));
    });
  }, [share, payload, list.id, list.pieces.length, locale, t]);

  // The votes so far, read once the link is up to date.
  useEffect(() => {
    if (!share || share.dirty) return;
    void callApi<SharedShortlist>(`/api/shortlists/${share.token}`, locale).then((answer) => {
      if (answer.ok) onVotes(answer.body.votes);
      else if (answer.status === 404) useShortlist.getState().setShare(list.id, undefined);
    });
  }, [share, locale, list.id, onVotes]);

  const link = (s: ShareInfo) => `${window.location.origin}${s.path}`;
  const message = (s: ShareInfo) => {
    const event = eventName(list.event, t);
    const words = list.day
      ? t("whatsappTextOn", { event, day: formatDay(list.day, undefined, locale), link: link(s) })
      : t("whatsappText", { event, link: link(s) });
    return `https://wa.me/?text=${encodeURIComponent(words)}`;
  };

  const onShare = async () => {
    setProblem(null);
    if (share) {
      window.open(message(share), "_blank", "noopener");
      return;
    }
    setBusy(true);
    const answer = await callApi<{ path: string; token: string; editKey: string }>("/api/shortlists", locale, {
      method: "POST",
      body,
    });
    setBusy(false);
    if (!answer.ok) return setProblem(answer.message ?? t("shareFailed"));
    const made = { token: answer.body.token, path: answer.body.path, editKey: answer.body.editKey };
    useShortlist.getState().setShare(list.id, made);
    window.open(message(made), "_blank", "noopener");
  };

  const onStop = async () => {
    if (!share) return;
    setBusy(true);
    const answer = await callApi(`/api/shortlists/${share.token}`, locale, {
      method: "DELETE",
      editKey: share.editKey,
    });
    setBusy(false);
    if (answer.ok || answer.status === 404) {
      useShortlist.getState().setShare(list.id, undefined);
      onVotes([]);
    } else setProblem(answer.message ?? t("shareFailed"));
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void onShare()}
          disabled={busy}
          className="min-h-11 rounded-full bg-green-700 px-5 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
        >
          {t("shareWhatsapp")}
          <span className="sr-only">{t("opensInNewTab")}</span>
        </button>
        {share ? (
          <button
            type="button"
            onClick={() => void onStop()}
            disabled={busy}
            className="min-h-11 rounded-full px-4 font-semibold text-red-800 ring-1 ring-red-300 disabled:opacity-60"
          >
            {t("stopSharing")}
          </button>
        ) : null}
      </div>
      {share ? (
        <p className="break-all text-sm text-stone-700">
          {t("sharedAt")}{" "}
          <a href={share.path} data-testid="shared-link" className="font-semibold text-maroon-700 underline">
            {link(share)}
          </a>
        </p>
      ) : null}
      <p role="status" className="text-sm text-red-800">
        {problem}
      </p>
    </div>
  );
}
