"use client";
import Link from "@/components/ui/link";
import { useLocalizedPath } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";
import { useShortlist, useShortlistHydrated } from "./shortlist-store";
import { ListCard } from "./list-card";
import { EventPicker } from "./event-picker";

/** /shortlist: her lists by event, from her browser (nothing of it is on the server until she shares a list). */
export function MyShortlists() {
  const hydrated = useShortlistHydrated();
  const lists = useShortlist((s) => s.lists);
  const current = useShortlist((s) => s.current);
  const addList = useShortlist((s) => s.addList);
  const t = usePageT("shortlist");
  const to = useLocalizedPath();
  if (!hydrated) return <p className="text-stone-600">{t("loading")}</p>;
  return (
    <div className="flex flex-col gap-8">
      {lists.length === 0 ? (
        <div className="rounded-2xl bg-maroon-50 p-6">
          <p className="text-stone-700">{t("empty")}</p>
          <Link href={to("/")} className="mt-3 inline-block font-semibold text-maroon-700 underline">
            {t("browse")}
          </Link>
        </div>
      ) : (
        lists.map((list) => (
          <ListCard key={list.id} list={list} current={list.id === current} several={lists.length > 1} />
        ))
      )}
      <section aria-labelledby="new-list" className="rounded-2xl p-4 ring-1 ring-maroon-100 sm:p-6">
        <h2 id="new-list" className="font-display text-xl font-bold text-maroon-800">
          {t("newList")}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t("newListHint")}</p>
        <EventPicker submitLabel={t("startList")} onPick={(event) => addList(event)} />
      </section>
    </div>
  );
}
