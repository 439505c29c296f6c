"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";

export function ChangePasswordForm() {
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(form: FormData) {
    setBusy(true);
    try {
      const res = await fetch("/api/auth/change-password", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ oldPassword: form.get("oldPassword"), newPassword: form.get("newPassword") }),
      });
      const data = await res.json().catch(() => ({}));
      if (!res.ok) {
        const detail = data.errors ? Object.values(data.errors as Record<string, string>)[0] : undefined;
        return setMessage({ ok: false, text: detail ?? data.message ?? "❌ Something went wrong!" });
      }
      setMessage({ ok: true, text: data.message ?? "✅ Password changed successfully!" });
      setTimeout(() => router.push("/admin"), 1500);
    } catch {
      setMessage({ ok: false, text: "❌ Something went wrong!" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form action={submit} className="space-y-4">
      <div>
        <label htmlFor="oldPassword" className="block text-sm font-semibold">Old password</label>
        <input id="oldPassword" name="oldPassword" type="password" autoComplete="current-password" required className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2" />
      </div>
      <div>
        <label htmlFor="newPassword" className="block text-sm font-semibold">New password</label>
        <input id="newPassword" name="newPassword" type="password" autoComplete="new-password" required minLength={8} aria-describedby="pw-hint" className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2" />
        <p id="pw-hint" className="mt-1 text-xs text-stone-600">At least 8 characters; not a common password.</p>
      </div>
      <button type="submit" disabled={busy} className="w-full rounded-full bg-maroon-700 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60">
        {busy ? "Saving…" : "Change password"}
      </button>
      <p role="status" aria-live="polite" className={`min-h-6 text-center font-semibold ${message?.ok ? "text-green-700" : "text-red-700"}`}>{message?.text}</p>
    </form>
  );
}
