"use client";
import Link from "@/components/ui/link";
import { PlainImage } from "@/components/ui/plain-image";
import { formatRupees } from "@/lib/format";
import { useLocale, useLocalizedPath } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";
import type { SavedPiece } from "../rules/lists";
import type { SharedVote } from "../views";
import { VoteList } from "./vote-list";

/** A piece on her list: photo, title, rent, size, the family's votes, and Remove. */
export function ListPiece({ piece, votes, onRemove }: { piece: SavedPiece; votes: SharedVote[]; onRemove(): void }) {
  const t = usePageT("shortlist");
  const locale = useLocale();
  const to = useLocalizedPath();
  const title = locale === "hi" && piece.titleHi ? piece.titleHi : piece.title;
  return (
    <li className="flex gap-3 rounded-xl bg-white p-2 ring-1 ring-maroon-100" data-testid="shortlist-piece">
      <div className="relative aspect-[3/4] w-24 shrink-0 overflow-hidden rounded-lg bg-maroon-50">
        {piece.image ? <PlainImage src={piece.image} sizes="96px" className="object-cover" /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link href={to(piece.href)} className="font-semibold text-maroon-800 hover:underline">
          {title}
        </Link>
        {piece.price > 0 ? <p className="text-maroon-700">{formatRupees(piece.price)}</p> : null}
        {piece.size ? <p className="text-sm text-stone-600">{t("size", { size: piece.size })}</p> : null}
        <VoteList votes={votes} />
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("removePiece", { title })}
          className="mt-auto self-start text-sm font-semibold text-red-800 underline underline-offset-4"
        >
          {t("remove")}
        </button>
      </div>
    </li>
  );
}
