"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { sendJson } from "@/lib/http/send-json";
import { useLocale } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";

/**
 * The customer cancels from her booking page (asked twice): one stay by its number, or every
 * stay still held. The page is re-read after, so what it shows is what the shop now has.
 */
export function CancelBooking({
  apiPath,
  number,
  numbers = "",
  label,
  question,
  done = false,
}: {
  apiPath: string;
  number?: string;
  /** every number the whole-booking cancel covers, for the page's own words */
  numbers?: string;
  label: string;
  question: string;
  done?: boolean;
}) {
  const router = useRouter();
  const t = usePageT("booking");
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  async function cancel() {
    setBusy(true);
    const answer = await sendJson<{ message: string }>(`${apiPath}/cancel`, number ? { number } : {});
    setBusy(false);
    if (!answer) setSaid({ ok: false, text: t("unreachable") });
    // The API answers in English ("Cancelled: R-3."): a Hindi page says it in its own words.
    else if (locale !== "en")
      setSaid({
        ok: answer.ok,
        text: answer.ok ? t("cancelledNumbers", { numbers: number ?? numbers }) : t("cancelFailed"),
      });
    else setSaid({ ok: answer.ok, text: answer.body.message ?? (answer.ok ? t("cancelled") : t("cancelFailed")) });
    if (answer?.ok) router.refresh();
  }

  return (
    <div>
      {/* done: nothing left to cancel, only what was said about it (kept across the refresh) */}
      {done ? null : (
        <button
          type="button"
          disabled={busy}
          onClick={() => setAsking(true)}
          className="min-h-11 rounded-full px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-60"
        >
          {busy ? t("cancelling") : label}
        </button>
      )}
      <p role="status" className={`mt-2 text-sm ${said?.ok ? "text-green-800" : "text-red-800"}`}>
        {said?.text}
      </p>
      <ConfirmDialog
        open={asking}
        message={question}
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
