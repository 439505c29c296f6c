"use client";
import { useState } from "react";
import { sendJson } from "@/lib/http/send-json";
import { usePageT } from "@/lib/i18n/page-messages";

/**
 * "Pay online": asks the shop for the booking's Razorpay Payment Link and goes there. She types
 * her card or UPI details on Razorpay's page, never on this site; Razorpay brings her back here.
 */
export function PayOnline({ apiPath, label, className }: { apiPath: string; label: string; className: string }) {
  const t = usePageT("booking");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function go() {
    setBusy(true);
    setProblem(null);
    const answer = await sendJson<{ url: string; message: string }>(`${apiPath}/pay-online`, {});
    if (answer?.ok && answer.body.url) {
      window.location.assign(answer.body.url);
      return;
    }
    setBusy(false);
    // The API gives its reason in the page's language.
    setProblem(answer ? (answer.body.message ?? t("payFailed")) : t("unreachable"));
  }

  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        onClick={() => void go()}
        disabled={busy}
        data-testid="pay-online"
        className={`${className} disabled:opacity-60`}
      >
        {busy ? t("openingRazorpay") : label}
      </button>
      <p role="status" className="text-sm text-red-800">
        {problem}
      </p>
    </div>
  );
}
