"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { sendJson } from "@/lib/http/send-json";
import { useLocale, useLocalizedPath } from "@/lib/i18n/client";
import { pluralKey } from "@/lib/i18n/plural";
import { formatDay } from "@/lib/dates";
import { formatSlot } from "@/lib/site/location";
import type { SlotDayView } from "../views";
import { usePageT } from "@/lib/i18n/page-messages";

/** She cancels her try-on from her page (asked twice); the page is read again after. */
export function CancelTryOn({ apiPath }: { apiPath: string }) {
  const router = useRouter();
  const t = usePageT("tryOn");
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  async function cancel() {
    setBusy(true);
    const answer = await sendJson<{ message: string }>(`${apiPath}/cancel`, {});
    setBusy(false);
    if (!answer) return setSaid({ ok: false, text: t("unreachable") });
    // a refusal is the API's own sentence, in the page's language; success in the page's words
    setSaid({ ok: answer.ok, text: answer.ok ? t("cancelled") : (answer.body.message ?? t("cancelFailed")) });
    if (answer.ok) router.refresh();
  }

  return (
    <div>
      <button
        type="button"
        disabled={busy}
        onClick={() => setAsking(true)}
        className="min-h-11 rounded-full px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-60"
      >
        {t("cancel")}
      </button>
      <p role="status" className={`mt-2 text-sm ${said?.ok ? "text-green-800" : "text-red-800"}`}>
        {said?.text}
      </p>
      <ConfirmDialog
        open={asking}
        message={t("cancelConfirm")}
        confirmLabel={t("yesCancel")}
        cancelLabel={t("keepIt")}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void cancel();
        }}
      />
    </div>
  );
}

/** She ticks the pieces she wants for her function days and books them: her booking page opens. */
export function BookFromTryOn({
  apiPath,
  pieces,
}: {
  apiPath: string;
  pieces: { id: string; title: string; size: string | null }[];
}) {
  const t = usePageT("tryOn");
  const localized = useLocalizedPath();
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function book(e: React.FormEvent) {
    e.preventDefault();
    if (!chosen.length) return setError(t("choosePiece"));
    setBusy(true);
    const answer = await sendJson<{ booking: { path: string } }>(`${apiPath}/book`, { pieces: chosen });
    setBusy(false);
    if (!answer) return setError(t("unreachable"));
    if (answer.status === 201 && answer.body.booking)
      return window.location.assign(localized(answer.body.booking.path));
    setError(answer.body.message ?? t("failed"));
  }

  return (
    <form onSubmit={book} noValidate className="space-y-3 rounded-xl p-4 ring-1 ring-maroon-100">
      <fieldset>
        <legend className="font-semibold">{t("bookLegend")}</legend>
        <p className="text-sm text-stone-600">{t("bookHint")}</p>
        <ul className="mt-2 space-y-2">
          {pieces.map((p) => (
            <li key={p.id}>
              <label className="flex items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5 accent-maroon-700"
                  checked={chosen.includes(p.id)}
                  onChange={(e) => setChosen((c) => (e.target.checked ? [...c, p.id] : c.filter((x) => x !== p.id)))}
                />
                <span>
                  {p.title}
                  {p.size ? ` · ${p.size}` : ""}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p role="alert" className="text-sm font-semibold text-red-700">
        {error}
      </p>
      <button
        type="submit"
        disabled={busy}
        className="rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60"
      >
        {busy ? t("booking") : t("book")}
      </button>
    </form>
  );
}

/** She moves her try-on to another open time: the same pieces kept for it, or nothing changes. */
export function MoveTryOn({ apiPath, days }: { apiPath: string; days: SlotDayView[] }) {
  const router = useRouter();
  const t = usePageT("tryOn");
  const locale = useLocale();
  const [start, setStart] = useState("");
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const open = days.flatMap((d) => d.slots.filter((s) => s.left > 0).map((s) => ({ ...s, day: d.day })));

  async function move(e: React.FormEvent) {
    e.preventDefault();
    if (!start) return setSaid({ ok: false, text: t("chooseTime") });
    setBusy(true);
    const answer = await sendJson(`${apiPath}/move`, { start });
    setBusy(false);
    if (!answer) return setSaid({ ok: false, text: t("unreachable") });
    setSaid({ ok: answer.ok, text: answer.ok ? t("moved") : (answer.body.message ?? t("moveFailed")) });
    if (answer.ok) router.refresh();
  }

  return (
    <form onSubmit={move} noValidate className="space-y-2">
      <label className="block text-sm font-semibold">
        {t("moveChoose")}
        <select
          value={start}
          onChange={(e) => setStart(e.target.value)}
          className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 font-normal"
        >
          <option value="">{t("moveChoose")}</option>
          {open.map((s) => (
            <option key={s.start} value={s.start}>
              {t("slotOption", {
                day: formatDay(s.day, { weekday: "short", day: "numeric", month: "short" }, locale),
                time: formatSlot(s.time, locale),
                left: t(pluralKey(locale, "left", s.left), { count: s.left }),
              })}
            </option>
          ))}
        </select>
      </label>
      <p role="status" className={`text-sm ${said?.ok ? "text-green-800" : "text-red-800"}`}>
        {said?.text}
      </p>
      <button
        type="submit"
        disabled={busy}
        className="min-h-11 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-maroon-100 disabled:opacity-60"
      >
        {t("moveSubmit")}
      </button>
    </form>
  );
}
