"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormField, type FieldSpec } from "@/components/ui/form-field";
import { sendJson } from "@/lib/send-json";

type Field = "name" | "email" | "subject" | "message";
const fields: FieldSpec<Field>[] = [
  { name: "name", label: "Name", placeholder: "Your Name", autoComplete: "name", required: true, maxLength: 200 },
  { name: "email", label: "Email", placeholder: "you@example.com", type: "email", autoComplete: "email", required: true, maxLength: 200 },
  { name: "subject", label: "Subject", placeholder: "How can we help you?", required: true, maxLength: 150 },
  { name: "message", label: "Message", placeholder: "Write your message here", required: true, rows: 5, maxLength: 5000 },
];

/** spec §5: all four fields required. Sent to our own server (stored, then e-mailed); then /thank-you. */
export function ContactForm() {
  const router = useRouter();
  const [values, setValues] = useState<Record<Field, string>>({ name: "", email: "", subject: "", message: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ busy: boolean; error?: string }>({ busy: false });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    for (const f of fields) if (!values[f.name].trim()) missing[f.name] = `${f.label} is required.`;
    if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) missing.email = "Enter a valid email address.";
    setErrors(missing);
    if (Object.keys(missing).length) return setStatus({ busy: false, error: "Please correct the highlighted fields." });
    setStatus({ busy: true });
    const answer = await sendJson("/api/contact", values);
    if (!answer) return setStatus({ busy: false, error: "Your message could not be sent: check your connection and try again." });
    if (!answer.ok) {
      setErrors(answer.body.errors ?? {});
      return setStatus({ busy: false, error: answer.body.message ?? "Your message could not be sent. Please try again." });
    }
    router.push("/thank-you");
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Contact form">
      {fields.map((f) => (
        <FormField key={f.name} form="contact" field={f} value={values[f.name]} error={errors[f.name]} onChange={(value) => setValues((v) => ({ ...v, [f.name]: value }))} />
      ))}
      {status.error ? <p role="alert" className="font-semibold text-red-700">{status.error}</p> : null}
      <button type="submit" disabled={status.busy} className="w-full rounded-full bg-maroon-700 py-3 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60">
        {status.busy ? "Sending…" : "Send Message"}
      </button>
    </form>
  );
}
