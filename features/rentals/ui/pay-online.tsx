"use client";
import { useState } from "react";
import { sendJson } from "@/lib/send-json";

/**
 * "Pay online": asks the shop for the booking's Razorpay Payment Link and goes there. She types
 * her card or UPI details on Razorpay's page, never on this site; Razorpay brings her back here.
 */
export function PayOnline({ apiPath, label, className }: { apiPath: string; label: string; className: string }) {
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
    setProblem(answer ? (answer.body.message ?? "Paying online did not work. Please pay by UPI or at the shop.") : "The shop could not be reached. Check your connection and try again.");
  }

  return (
    <div className="flex flex-col items-center gap-2">
      <button type="button" onClick={() => void go()} disabled={busy} data-testid="pay-online" className={`${className} disabled:opacity-60`}>
        {busy ? "Opening Razorpay…" : label}
      </button>
      <p role="status" className="text-sm text-red-800">
        {problem}
      </p>
    </div>
  );
}
