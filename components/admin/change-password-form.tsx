"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { changePasswordSchema } from "@/lib/validation/auth";

type Field = "oldPassword" | "newPassword";
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ["oldPassword", "newPassword"];

/** One message per field, in the schema's words (the route answers with the same ones). */
function checkLocally(values: Record<Field, string>): Errors {
  const result = changePasswordSchema.safeParse(values);
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === "oldPassword" || field === "newPassword") errors[field] ??= issue.message;
  }
  return errors;
}

export function ChangePasswordForm() {
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Controlled, so a failed try keeps both passwords (a form action would reset the form).
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<Errors>({});
  // A new object per failed try, so the same field is focused again on the next one.
  const [focus, setFocus] = useState<{ field: Field } | null>(null);
  // After the render that links the message (aria-describedby), so it is read with the field.
  useEffect(() => {
    if (focus) document.getElementById(focus.field)?.focus();
  }, [focus]);

  /** Shows this try's problems (and only these) and puts the cursor on the first one. */
  function fail(fieldErrors: Errors, text: string) {
    setErrors(fieldErrors);
    setMessage({ ok: false, text });
    const first = FIELDS.find((f) => fieldErrors[f]);
    if (first) setFocus({ field: first });
  }

  // The form is noValidate: the browser's tooltip would block the submit (so a stale server
  // error stayed on screen) and speak in its own words. Each try is checked here instead.
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setErrors({});
    setMessage(null);
    const local = checkLocally(values);
    if (Object.keys(local).length) return fail(local, "❌ Please check the highlighted field.");
    setBusy(true);
    try {
      const res = await fetch("/api/auth/change-password", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      const data = await res.json().catch(() => ({}));
      if (!res.ok) {
        const fieldErrors: Errors = {};
        for (const f of FIELDS) if (typeof data.errors?.[f] === "string") fieldErrors[f] = data.errors[f];
        return fail(
          fieldErrors,
          Object.keys(fieldErrors).length
            ? "❌ Please check the highlighted field."
            : (data.message ?? "❌ Something went wrong!"),
        );
      }
      setErrors({});
      setMessage({ ok: true, text: data.message ?? "✅ Password changed successfully!" });
      setTimeout(() => router.push("/admin"), 1500);
    } catch {
      fail({}, "❌ Something went wrong!");
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
  const error = (name: Field) =>
    errors[name] ? (
      <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor="oldPassword" className="block text-sm font-semibold">
          Old password
        </label>
        <input
          {...input("oldPassword")}
          type="password"
          autoComplete="current-password"
          required
          aria-describedby={errors.oldPassword ? "oldPassword-error" : undefined}
        />
        {error("oldPassword")}
      </div>
      <div>
        <label htmlFor="newPassword" className="block text-sm font-semibold">
          New password
        </label>
        <input
          {...input("newPassword")}
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          aria-describedby={errors.newPassword ? "newPassword-error pw-hint" : "pw-hint"}
        />
        {error("newPassword")}
        <p id="pw-hint" className="mt-1 text-xs text-stone-600">
          At least 8 characters; not a common password.
        </p>
      </div>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-full bg-maroon-700 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60"
      >
        {busy ? "Saving…" : "Change password"}
      </button>
      <p
        role="status"
        aria-live="polite"
        className={`min-h-6 text-center font-semibold ${message?.ok ? "text-green-700" : "text-red-700"}`}
      >
        {message?.text}
      </p>
    </form>
  );
}
