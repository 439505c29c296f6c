"use client";
import { useEffect, useId, useState } from "react";
import { formatRupees } from "@/lib/format";
import { daysBetween, formatDay, type Day } from "@/lib/dates";
import type { Stay } from "../rules/stay-address";
import { useLocale, useLocalizedPath } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";
import { pluralKey } from "@/lib/i18n/plural";

/** GET /api/availability/{productId}/alternatives, the parts shown here. */
interface Alternatives {
  nearestFree: { from: Day; to: Day }[];
  others: { id: string; title: string; href: string; rent: number }[];
}

type State = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; data: Alternatives };

const SHORT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };

/** "2 days earlier": other days may miss the function, so each offer says how far it moves. */
function shift(from: Day, to: Day, t: ReturnType<typeof usePageT<"calendar">>, locale: "en" | "hi"): string {
  const n = daysBetween(from, to);
  const count = Math.abs(n);
  return n < 0
    ? t(pluralKey(locale, "daysEarlier", count), { count })
    : t(pluralKey(locale, "daysLater", count), { count });
}

/**
 * A taken stay's way forward: the piece's nearest free stays, one tap to
 * choose, and other pieces of its kind free for the same days, opening with those days chosen.
 * Asked of the server once per stay (nearest stays read fresh, other pieces from a cached list).
 */
export function StayAlternatives({
  productId,
  stay,
  size,
  onUse,
}: {
  productId: string;
  stay: Stay;
  size: string | null;
  onUse(stay: Stay): void;
}) {
  const id = useId();
  const t = usePageT("calendar");
  const locale = useLocale();
  const localized = useLocalizedPath();
  const key = `${stay.pickup}/${stay.ret}/${size ?? ""}`;
  const [answer, setAnswer] = useState<{ key: string; round: number; state: State } | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    fetch(
      `/api/availability/${encodeURIComponent(productId)}/alternatives?from=${stay.pickup}&to=${stay.ret}${size ? `&size=${encodeURIComponent(size)}` : ""}`,
      { cache: "no-store" },
    )
      .then((res) => (res.ok ? (res.json() as Promise<Alternatives>) : Promise.reject(new Error(String(res.status)))))
      .then((data) => live && setAnswer({ key, round, state: { kind: "ready", data } }))
      .catch(() => live && setAnswer({ key, round, state: { kind: "failed" } }));
    return () => {
      live = false;
    };
  }, [productId, key, round, stay.pickup, stay.ret, size]);

  const state: State = answer && answer.key === key && answer.round === round ? answer.state : { kind: "loading" };
  if (state.kind === "loading")
    return (
      <p role="status" className="text-sm text-stone-700">
        {t("lookingForOthers")}
      </p>
    );
  if (state.kind === "failed") {
    return (
      <p role="alert" className="text-sm font-semibold text-red-700">
        {t("othersFailed")}{" "}
        <button type="button" onClick={() => setRound((r) => r + 1)} className="underline underline-offset-4">
          {t("tryAgain")}
        </button>
      </p>
    );
  }
  const { nearestFree, others } = state.data;
  return (
    <div className="space-y-3 rounded-lg bg-amber-50 p-3 text-sm text-stone-800" data-testid="stay-alternatives">
      <section aria-labelledby={`${id}-days`}>
        <p id={`${id}-days`} className="font-semibold text-maroon-900">
          {t("nearestFree")}
        </p>
        {nearestFree.length ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {nearestFree.map((s) => (
              <button
                key={s.from}
                type="button"
                onClick={() => onUse({ pickup: s.from, ret: s.to })}
                className="rounded-full border-2 border-maroon-700 bg-white px-3 py-1.5 text-left font-semibold text-maroon-800 hover:bg-maroon-50"
              >
                {t("useDaysShift", {
                  from: formatDay(s.from, SHORT, locale),
                  to: formatDay(s.to, SHORT, locale),
                  shift: shift(stay.pickup, s.from, t, locale),
                })}
              </button>
            ))}
          </div>
        ) : (
          <p className="mt-1">{t("noneClose")}</p>
        )}
      </section>
      {others.length ? (
        <section aria-labelledby={`${id}-others`}>
          <p id={`${id}-others`} className="font-semibold text-maroon-900">
            {t("othersFree")}
          </p>
          <ul className="mt-1 space-y-1">
            {others.map((o) => (
              <li key={o.id}>
                {/* A plain link: a client navigation from one piece's page to another's would open it as the collection's popup over this one. */}
                <a
                  href={localized(o.href)}
                  className="font-semibold text-maroon-800 underline underline-offset-2 [overflow-wrap:anywhere]"
                >
                  {o.title}
                </a>
                <span className="text-stone-700" data-keep-clear>
                  {" "}
                  · {t("rentForTheseDays", { amount: formatRupees(o.rent) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
