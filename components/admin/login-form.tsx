"use client";
import { useRouter, useSearchParams } from "next/navigation";
import { getSession, signIn } from "next-auth/react";
import { useState } from "react";
import { sameSiteTarget } from "@/lib/safe-redirect";

export function LoginForm() {
  const router = useRouter();
  const params = useSearchParams();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(form: FormData) {
    setBusy(true);
    setMessage(null);
    const result = await signIn("credentials", { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? ""), redirect: false });
    if (!result?.ok || result.error) {
      setBusy(false);
      const text = result?.error && result.error !== "CredentialsSignin" ? `❌ ${result.error}` : "❌ Invalid credentials!";
      return setMessage({ ok: false, text });
    }
    const session = await getSession();
    const isAdmin = Boolean((session?.user as { isAdmin?: boolean } | undefined)?.isAdmin);
    setMessage({ ok: true, text: "Login successful!" });
    // spec §4: after 1.5 s, to the page asked for, /admin, or / for a non-admin.
    setTimeout(() => router.push(isAdmin ? sameSiteTarget(params.get("callbackUrl"), window.location.origin) : "/"), 1500);
  }

  return (
    <form action={submit} className="space-y-4">
      <div>
        <label htmlFor="email" className="block text-sm font-semibold">Email</label>
        <input id="email" name="email" type="email" autoComplete="username" required className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2" />
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-semibold">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2" />
      </div>
      <button type="submit" disabled={busy} className="w-full rounded-full bg-maroon-700 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60">
        {busy ? "Signing in…" : "Sign in"}
      </button>
      <p role="status" aria-live="polite" className={`min-h-6 text-center font-semibold ${message?.ok ? "text-green-700" : "text-red-700"}`}>{message?.text}</p>
    </form>
  );
}
