"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";

type Field = "oldPassword" | "newPassword";

export function ChangePasswordForm() {
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Controlled, so a failed try keeps both passwords (a form action would reset the form).
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await fetch("/api/auth/change-password", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      const data = await res.json().catch(() => ({}));
      if (!res.ok) {
        const fieldErrors = (data.errors ?? {}) as Partial<Record<Field, string>>;
        setErrors(fieldErrors);
        const detail = Object.values(fieldErrors)[0];
        return setMessage({ ok: false, text: detail ? "❌ Please check the highlighted field." : data.message ?? "❌ Something went wrong!" });
      }
      setErrors({});
      setMessage({ ok: true, text: data.message ?? "✅ Password changed successfully!" });
      setTimeout(() => router.push("/admin"), 1500);
    } catch {
      setMessage({ ok: false, text: "❌ Something went wrong!" });
    } finally {
      setBusy(false);
    }
  }

  const input = (name: Field) => ({
    id: name,
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    "aria-invalid": errors[name] ? true : undefined,
    className: "mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 aria-[invalid=true]:border-red-600",
  });
  const error = (name: Field) => (errors[name] ? <p id={`${name}-error`} className="mt-1 text-sm text-red-700">{errors[name]}</p> : null);

  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor="oldPassword" className="block text-sm font-semibold">Old password</label>
        <input {...input("oldPassword")} type="password" autoComplete="current-password" required aria-describedby={errors.oldPassword ? "oldPassword-error" : undefined} />
        {error("oldPassword")}
      </div>
      <div>
        <label htmlFor="newPassword" className="block text-sm font-semibold">New password</label>
        <input {...input("newPassword")} type="password" autoComplete="new-password" required minLength={8} aria-describedby={errors.newPassword ? "newPassword-error pw-hint" : "pw-hint"} />
        {error("newPassword")}
        <p id="pw-hint" className="mt-1 text-xs text-stone-600">At least 8 characters; not a common password.</p>
      </div>
      <button type="submit" disabled={busy} className="w-full rounded-full bg-maroon-700 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60">
        {busy ? "Saving…" : "Change password"}
      </button>
      <p role="status" aria-live="polite" className={`min-h-6 text-center font-semibold ${message?.ok ? "text-green-700" : "text-red-700"}`}>{message?.text}</p>
    </form>
  );
}
