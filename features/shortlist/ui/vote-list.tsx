"use client";
import { usePageT } from "@/lib/i18n/page-messages";
import type { SharedVote } from "../views";

/** The family's votes on one piece: how many 👍 and 👎, and who said what. */
export function VoteList({ votes }: { votes: SharedVote[] }) {
  const t = usePageT("shortlist");
  if (!votes.length) return null;
  const up = votes.filter((v) => v.up).length;
  return (
    <div className="text-sm" data-testid="votes">
      <p className="font-semibold text-maroon-900">{t("voteCount", { up, down: votes.length - up })}</p>
      <ul className="mt-1 space-y-0.5 text-stone-700">
        {votes.map((v, i) => (
          <li key={`${v.name}-${i}`}>
            <span aria-hidden="true">{v.up ? "👍" : "👎"}</span>
            <span className="sr-only">{v.up ? t("votedUp") : t("votedDown")}</span> {v.name}
            {v.note ? `: ${v.note}` : ""}
          </li>
        ))}
      </ul>
    </div>
  );
}
