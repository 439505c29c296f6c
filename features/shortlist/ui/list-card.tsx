"use client";
import { useId, useState } from "react";
import Link from "@/components/ui/link";
import { useLocale, useLocalizedPath } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";
import { formatDay } from "@/lib/dates";
import { TRY_ON_PIECES, tryOnHref, type SavedList } from "../rules/lists";
import type { SharedVote } from "../views";
import { useShortlist } from "./shortlist-store";
import { eventName } from "./event-name";
import { EventPicker } from "./event-picker";
import { ListPiece } from "./list-piece";
import { ShareList } from "./share-list";
import { DateCheck } from "./date-check";

/** One of her lists: its event and day (both hers to change), its pieces, and what she can do with it. */
export function ListCard({ list, current, several }: { list: SavedList; current: boolean; several: boolean }) {
  const id = useId();
  const t = usePageT("shortlist");
  const locale = useLocale();
  const to = useLocalizedPath();
  const { rename, setDay, choose, deleteList } = useShortlist.getState();
  const [editing, setEditing] = useState(false);
  const [votes, setVotes] = useState<SharedVote[]>([]);
  const name = eventName(list.event, t);
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl p-4 ring-1 ring-maroon-100 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-maroon-800">
          {name}
          {list.day ? (
            <span className="ml-2 text-base font-normal text-stone-600">{formatDay(list.day, undefined, locale)}</span>
          ) : null}
        </h2>
        {several ? (
          <button
            type="button"
            aria-pressed={current}
            onClick={() => choose(list.id)}
            className="min-h-11 rounded-full px-3 text-sm font-semibold text-maroon-700 ring-1 ring-maroon-300 aria-pressed:bg-maroon-700 aria-pressed:text-white"
          >
            {t("heartsGoHere")}
          </button>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <button
          type="button"
          aria-expanded={editing}
          onClick={() => setEditing(!editing)}
          className="min-h-11 text-sm font-semibold text-maroon-700 underline underline-offset-4"
        >
          {t("renameEvent")}
        </button>
        <label className="flex flex-col text-sm font-semibold text-maroon-900">
          {t("eventDay")}
          <input
            type="date"
            value={list.day ?? ""}
            onChange={(e) => setDay(list.id, e.target.value || null)}
            className="mt-1 min-h-11 rounded-lg border border-stone-300 px-3 font-normal text-stone-900"
          />
        </label>
      </div>
      {editing ? (
        <EventPicker
          initial={list.event}
          submitLabel={t("saveEvent")}
          onPick={(event) => {
            rename(list.id, event);
            setEditing(false);
          }}
        />
      ) : null}
      {list.pieces.length ? (
        <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {list.pieces.map((p) => (
            <ListPiece
              key={p.productId}
              piece={p}
              votes={votes.filter((v) => v.productId === p.productId)}
              onRemove={() => useShortlist.getState().remove(list.id, p.productId)}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-5 text-stone-600">{t("listEmpty")}</p>
      )}
      {list.pieces.length ? (
        <div className="mt-5 flex flex-col gap-4">
          <ShareList list={list} onVotes={setVotes} />
          <DateCheck list={list} />
          <Link
            href={to(tryOnHref(list))}
            className="self-start rounded-full bg-maroon-700 px-5 py-2.5 font-semibold text-white hover:bg-maroon-800"
          >
            {t("bookTryOn")}
          </Link>
          {list.pieces.length > TRY_ON_PIECES ? (
            <p className="text-sm text-stone-600">{t("tryOnFirstSix", { max: TRY_ON_PIECES })}</p>
          ) : null}
        </div>
      ) : (
        <button
          type="button"
          onClick={() => deleteList(list.id)}
          className="mt-3 min-h-11 text-sm font-semibold text-red-800 underline underline-offset-4"
        >
          {t("deleteList")}
        </button>
      )}
    </section>
  );
}
