"use client";
import { useState } from "react";
import Link from "@/components/ui/link";
import { formatDay } from "@/lib/dates";
import { formatRupees } from "@/lib/format";
import { useLocale, useLocalizedPath } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";
import type { SavedList, SavedPiece } from "../rules/lists";
import { callApi } from "./api";

type DayAnswer = { days: { date: string; status: "free" | "booked" | "blocked" }[] };
type Alternatives = {
  nearestFree: { from: string; to: string }[];
  others: { id: string; title: string; href: string; rent: number }[];
};
type Verdict =
  { kind: "free" } | { kind: "taken"; alternatives: Alternatives | null } | { kind: "cannot"; message: string | null };

/** Whether a piece is free on the day (GET /api/availability) and, when it is not, what else is (…/alternatives). */
async function check(piece: SavedPiece, day: string, locale: "en" | "hi"): Promise<Verdict> {
  const size = piece.size ? `&size=${encodeURIComponent(piece.size)}` : "";
  const id = encodeURIComponent(piece.productId);
  const days = await callApi<DayAnswer>(`/api/availability/${id}?from=${day}&to=${day}${size}`, locale);
  if (!days.ok) return { kind: "cannot", message: days.message };
  if (days.body.days[0]?.status === "free") return { kind: "free" };
  const other = await callApi<Alternatives>(
    `/api/availability/${id}/alternatives?from=${day}&to=${day}${size}`,
    locale,
  );
  return { kind: "taken", alternatives: other.ok ? other.body : null };
}

/** "Check these dates": every piece of the list on the event's day, with the alternatives the shop offers. */
export function DateCheck({ list }: { list: SavedList }) {
  const t = usePageT("shortlist");
  const locale = useLocale();
  const to = useLocalizedPath();
  const [verdicts, setVerdicts] = useState<Map<string, Verdict> | null>(null);
  const [busy, setBusy] = useState(false);
  const day = list.day;
  const run = async () => {
    if (!day) return;
    setBusy(true);
    const answers = await Promise.all(
      list.pieces.map(async (p) => [p.productId, await check(p, day, locale)] as const),
    );
    setVerdicts(new Map(answers));
    setBusy(false);
  };
  return (
    <div>
      <button
        type="button"
        onClick={() => void run()}
        disabled={!day || busy}
        aria-describedby={day ? undefined : `${list.id}-needs-day`}
        className="min-h-11 rounded-full border-2 border-maroon-700 px-5 font-semibold text-maroon-700 hover:bg-maroon-50 disabled:opacity-50"
      >
        {busy ? t("checking") : t("checkDates")}
      </button>
      {day ? null : (
        <p id={`${list.id}-needs-day`} className="mt-1 text-sm text-stone-600">
          {t("checkNeedsDay")}
        </p>
      )}
      <div aria-live="polite">
        {verdicts && day ? (
          <ul className="mt-3 space-y-2 text-sm" data-testid="date-check">
            {list.pieces.map((p) => {
              const v = verdicts.get(p.productId);
              const title = locale === "hi" && p.titleHi ? p.titleHi : p.title;
              if (!v) return null;
              return (
                <li key={p.productId} className="rounded-lg bg-maroon-50 p-3">
                  <span className="font-semibold text-maroon-900">{title}: </span>
                  {v.kind === "free"
                    ? t("freeOn", { day: formatDay(day, undefined, locale) })
                    : v.kind === "cannot"
                      ? (v.message ?? t("checkFailed"))
                      : t("takenOn", { day: formatDay(day, undefined, locale) })}
                  {v.kind === "taken" && v.alternatives ? (
                    <>
                      {v.alternatives.nearestFree.length ? (
                        <p className="mt-1">
                          {t("nearestFree")}{" "}
                          {v.alternatives.nearestFree
                            .map(
                              (s) => `${formatDay(s.from, undefined, locale)} – ${formatDay(s.to, undefined, locale)}`,
                            )
                            .join("; ")}
                        </p>
                      ) : null}
                      {v.alternatives.others.length ? (
                        <p className="mt-1">
                          {t("othersFree")}{" "}
                          {v.alternatives.others.map((o, i) => (
                            <span key={o.id}>
                              {i ? ", " : ""}
                              <Link href={to(o.href)} className="font-semibold text-maroon-700 underline">
                                {o.title}
                              </Link>{" "}
                              ({formatRupees(o.rent)})
                            </span>
                          ))}
                        </p>
                      ) : null}
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
