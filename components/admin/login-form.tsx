"use client";
import { useRouter, useSearchParams } from "next/navigation";
import { getSession, signIn } from "next-auth/react";
import { useRef, useState } from "react";
import { sameSiteTarget } from "@/lib/http/safe-redirect";

export function LoginForm() {
  const router = useRouter();
  const params = useSearchParams();
  const password = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  // onSubmit, not <form action>: React 19 resets an action's form afterwards, which emptied
  // the email too. A wrong try keeps the email and clears only the password, then focuses it.
  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setMessage(null);
    const result = await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirect: false,
    });
    if (!result?.ok || result.error) {
      setBusy(false);
      const text =
        result?.error && result.error !== "CredentialsSignin" ? `❌ ${result.error}` : "❌ Invalid credentials!";
      if (password.current) {
        password.current.value = "";
        password.current.focus();
      }
      return setMessage({ ok: false, text });
    }
    const session = await getSession();
    const isAdmin = Boolean((session?.user as { isAdmin?: boolean } | undefined)?.isAdmin);
    setMessage({ ok: true, text: "Login successful!" });
    // spec §4: after 1.5 s, to the page asked for, /admin, or / for a non-admin.
    setTimeout(
      () => router.push(isAdmin ? sameSiteTarget(params.get("callbackUrl"), window.location.origin) : "/"),
      1500,
    );
  }

  const failed = message?.ok === false;
  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor="email" className="block text-sm font-semibold">
          Email
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-semibold">
          Password
        </label>
        <input
          ref={password}
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={failed || undefined}
          aria-describedby={failed ? "login-error" : undefined}
          className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 aria-[invalid=true]:border-red-600"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-full bg-maroon-700 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60"
      >
        {busy ? "Signing in…" : "Sign in"}
      </button>
      {/* Both always in the page, so each live region exists before its text changes and is announced. */}
      <div className="min-h-6 text-center font-semibold">
        <p id="login-error" role="alert" className="text-red-700">
          {failed ? message.text : null}
        </p>
        <p role="status" className="text-green-700">
          {message?.ok ? message.text : null}
        </p>
      </div>
    </form>
  );
}
