"use client";
import { useId, useRef, useState } from "react";
import Link from "@/components/ui/link";
import { PlainImage } from "@/components/ui/plain-image";
import { formatRupees } from "@/lib/format";
import { useLocale } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";
import type { SharedPiece, SharedShortlist, SharedVote } from "../views";
import { callApi } from "./api";
import { saveVoter, useVoter, type Voter } from "./voter";
import { VoteList } from "./vote-list";
import { VoteControls } from "./vote-controls";

/**
 * The family's page: each piece with its photo and rent, the votes so far, and 👍 / 👎 with a
 * short note under the first name this browser remembers.
 */
export function VoteBoard({
  token,
  pieces,
  votes: initial,
}: {
  token: string;
  pieces: SharedPiece[];
  votes: SharedVote[];
}) {
  const t = usePageT("shortlist");
  const locale = useLocale();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const voter = useVoter();
  const [votes, setVotes] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const remember = (next: Voter) => saveVoter(next);

  const vote = async (piece: SharedPiece, up: boolean, note: string) => {
    if (!voter) return;
    const name = voter.name.trim();
    if (!name) {
      setNotice(t("nameFirst"));
      nameRef.current?.focus();
      return;
    }
    const body = { productId: piece.productId, voter: voter.id, name, up, note: note.trim() || null, locale };
    const answer = await callApi(`/api/shortlists/${token}/votes`, locale, { method: "POST", body });
    if (!answer.ok) return setNotice(answer.message ?? t("voteFailed"));
    remember({ ...voter, mine: { ...voter.mine, [`${token}|${piece.productId}`]: up } });
    setNotice(t("voteSaved", { title: piece.title }));
    const fresh = await callApi<SharedShortlist>(`/api/shortlists/${token}`, locale);
    if (fresh.ok) setVotes(fresh.body.votes);
  };

  return (
    <div className="flex flex-col gap-6">
      <label htmlFor={`${id}-name`} className="flex max-w-xs flex-col text-sm font-semibold text-maroon-900">
        {t("yourName")}
        <input
          id={`${id}-name`}
          ref={nameRef}
          autoComplete="given-name"
          maxLength={40}
          value={voter?.name ?? ""}
          onChange={(e) => voter && remember({ ...voter, name: e.target.value })}
          className="mt-1 min-h-11 rounded-lg border border-stone-300 px-3 font-normal text-stone-900"
        />
      </label>
      <p role="status" className="text-sm font-semibold text-maroon-800">
        {notice}
      </p>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {pieces.map((p) => (
          <li
            key={p.productId}
            className="flex flex-col gap-2 rounded-2xl bg-white p-3 ring-1 ring-maroon-100"
            data-testid="vote-piece"
          >
            <div className="relative aspect-[3/4] overflow-hidden rounded-xl bg-maroon-50">
              {p.image ? (
                <PlainImage src={p.image} sizes="(min-width: 640px) 50vw, 100vw" className="object-cover" />
              ) : null}
            </div>
            <Link href={p.path} className="font-display text-lg font-semibold text-maroon-800 hover:underline">
              {p.title}
            </Link>
            <p className="font-semibold text-maroon-700">{formatRupees(p.price)}</p>
            {p.size ? <p className="text-sm text-stone-600">{t("size", { size: p.size })}</p> : null}
            <VoteList votes={votes.filter((v) => v.productId === p.productId)} />
            <VoteControls
              title={p.title}
              mine={voter?.mine[`${token}|${p.productId}`]}
              onVote={(up, note) => vote(p, up, note)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
