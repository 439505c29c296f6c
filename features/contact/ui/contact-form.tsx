"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { FormField, type FieldSpec } from "@/components/ui/form-field";
import { sendJson } from "@/lib/http/send-json";
import {
  appointmentProblems,
  openSlots,
  visitText,
  type AppointmentWords,
} from "@/features/contact/validation/appointment";
import { SHOP_HOURS } from "@/lib/site/location";
import { normaliseIndianMobile, PHONE_PLACEHOLDER } from "@/lib/phone";
import { format, type Values as MessageValues } from "@/lib/i18n/format-message";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import type { Catalogue } from "@/messages";
import { AppointmentFields } from "./appointment-fields";

type Mode = "message" | "appointment";
type Field = "name" | "email" | "phone" | "subject" | "message";
type Values = Record<Field | "preferredDay" | "preferredTime", string>;
/** The form's words in the page's language: the "contactForm" catalogue, passed by the contact page. */
type Text = Catalogue["contactForm"];

/** The form's fields, labelled in the page's language. */
function fieldSpecs(t: (key: keyof Text) => string) {
  const name: FieldSpec<Field> = {
    name: "name",
    label: t("nameLabel"),
    placeholder: t("namePlaceholder"),
    autoComplete: "name",
    required: true,
    maxLength: 200,
  };
  const email: FieldSpec<Field> = {
    name: "email",
    label: t("emailLabel"),
    placeholder: "you@example.com",
    type: "email",
    autoComplete: "email",
    required: true,
    maxLength: 200,
  };
  const phone = (required: boolean): FieldSpec<Field> => ({
    name: "phone",
    label: required ? t("phoneLabel") : t("phoneOptionalLabel"),
    placeholder: PHONE_PLACEHOLDER,
    type: "tel",
    autoComplete: "tel",
    required,
    maxLength: 25,
  });
  const subject: FieldSpec<Field> = {
    name: "subject",
    label: t("subjectLabel"),
    placeholder: t("subjectPlaceholder"),
    required: true,
    maxLength: 150,
  };
  const message: FieldSpec<Field> = {
    name: "message",
    label: t("messageLabel"),
    placeholder: t("messagePlaceholder"),
    required: true,
    rows: 5,
    maxLength: 5000,
  };
  const visitNote: FieldSpec<Field> = {
    name: "message",
    label: t("visitNoteLabel"),
    placeholder: t("visitNotePlaceholder"),
    rows: 3,
    maxLength: 5000,
  };
  return { name, email, phone, subject, message, visitNote };
}

/** "Book an Appointment" links here as /contact#appointment (or ?appointment=1). */
const askedForAppointment = () =>
  window.location.hash === "#appointment" || new URLSearchParams(window.location.search).has("appointment");

/**
 * spec §5: name, email, subject and message, all required; sent to our own server (stored,
 * then e-mailed); then /thank-you. Issue #26, item 12: or a visit to the shop, with a phone
 * to confirm it on and a preferred day and time; its confirmation is said here, with the day.
 */
const noSubscription = () => () => {};

export function ContactForm({
  locale,
  text,
  appointmentText,
}: {
  locale: Locale;
  text: Text;
  appointmentText: Catalogue["appointment"];
}) {
  const t = (key: keyof Text, values?: MessageValues) => format(text[key], values);
  const words: AppointmentWords = { locale, text: appointmentText };
  const { name, email, phone, subject, message, visitNote } = fieldSpecs(t);
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("message");
  const [now, setNow] = useState(() => new Date());
  const [values, setValues] = useState<Values>({
    name: "",
    email: "",
    phone: "",
    subject: "",
    message: "",
    preferredDay: "",
    preferredTime: "",
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [status, setStatus] = useState<{ busy: boolean; error?: string; done?: string }>({ busy: false });
  const visit = mode === "appointment";
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const fields = visit ? [name, phone(true), email] : [name, email, phone(false), subject, message];

  useEffect(() => {
    const follow = () => {
      if (!askedForAppointment()) return;
      setMode("appointment");
      setNow(new Date());
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);

  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  // A time the new day does not offer (past already today, after a shorter Sunday's close) is cleared.
  const chooseDay = (day: string) =>
    setValues((v) => ({
      ...v,
      preferredDay: day,
      preferredTime: openSlots(day, now).includes(v.preferredTime) ? v.preferredTime : "",
    }));

  function check(): Partial<Record<keyof Values, string>> {
    const found: Partial<Record<keyof Values, string>> = {};
    for (const f of visit ? [name, email] : [name, email, subject, message])
      if (!values[f.name].trim()) found[f.name] = t("required", { field: f.label });
    if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) found.email = t("invalidEmail");
    if (values.phone.trim() && !normaliseIndianMobile(values.phone))
      found.phone = t("invalidPhone", { example: PHONE_PLACEHOLDER });
    if (visit) {
      const problems = appointmentProblems(
        {
          appointment: true,
          phone: values.phone.trim() || undefined,
          preferredDay: values.preferredDay || undefined,
          preferredTime: values.preferredTime || undefined,
        },
        new Date(),
        SHOP_HOURS,
        words,
      );
      for (const [field, text] of Object.entries(problems ?? {})) found[field as keyof Values] ??= text;
    }
    return found;
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return setStatus({ busy: false, error: t("correctFields") });
    setStatus({ busy: true });
    const { name: n, email: m, phone: p, subject: s, message: text, preferredDay, preferredTime } = values;
    const body = visit
      ? {
          appointment: true,
          name: n,
          email: m,
          phone: p,
          preferredDay,
          preferredTime,
          ...(text.trim() ? { message: text } : {}),
          locale,
        }
      : { name: n, email: m, subject: s, message: text, ...(p.trim() ? { phone: p } : {}), locale };
    const answer = await sendJson<{ message: string }>("/api/contact", body);
    if (!answer) return setStatus({ busy: false, error: visit ? t("offlineRequest") : t("offlineMessage") });
    // The API answers in the page's language, each field with its own reason.
    const english = locale === "en";
    if (!answer.ok) {
      setErrors(answer.body.errors ?? {});
      return setStatus({ busy: false, error: answer.body.message || t("failed") });
    }
    if (visit) {
      const done = english
        ? answer.body.message
        : t("visitThanksOn", { visit: visitText({ day: preferredDay, time: preferredTime }, words) });
      return setStatus({ busy: false, done: done ?? t("visitThanks") });
    }
    router.push(localizedPath(locale, "/thank-you"));
  }

  if (status.done)
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 font-semibold text-green-900">
        {status.done}
      </p>
    );

  return (
    // method/action: without JavaScript the browser posts the message itself (the API takes the
    // form too) and checks the required fields, since noValidate is set only once hydrated.
    <form
      onSubmit={submit}
      method="post"
      action="/api/contact"
      noValidate={hydrated}
      className="space-y-4"
      aria-label={t("formLabel")}
    >
      {/* The page's language, for the API's answer to a form posted without JavaScript (its url-encoded path reads only the fields it knows, so this is safe to send today). */}
      <input type="hidden" name="locale" value={locale} />
      <fieldset>
        <legend className="sr-only">{t("modeLegend")}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-maroon-50 p-1 text-sm font-semibold leading-tight sm:text-base">
          {(
            [
              ["message", t("modeMessage")],
              ["appointment", t("modeAppointment")],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex cursor-pointer items-center justify-center rounded-lg px-2 py-2 text-center text-maroon-900 has-[:checked]:bg-maroon-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-maroon-900"
            >
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  setNow(new Date());
                  setErrors({});
                  setStatus({ busy: false });
                }}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {visit ? <p className="text-sm text-stone-700">{t("visitIntro")}</p> : null}
      {fields.map((f) => (
        // The plain form keeps its labels as they were ("Name", not "Name *"); a visit marks what it needs.
        <FormField
          key={f.name}
          form="contact"
          field={f}
          markRequired={visit}
          optionalText={t("optional")}
          value={values[f.name]}
          error={errors[f.name]}
          onChange={set(f.name)}
        />
      ))}
      {visit ? (
        <>
          <AppointmentFields
            locale={locale}
            labels={{
              day: t("preferredDay"),
              time: t("preferredTime"),
              chooseDayFirst: t("chooseDayFirst"),
              chooseTime: t("chooseTime"),
              noTimesLeft: t("noTimesLeft"),
            }}
            day={values.preferredDay}
            time={values.preferredTime}
            errors={errors}
            now={now}
            onDay={chooseDay}
            onTime={set("preferredTime")}
          />
          <FormField
            form="contact"
            field={visitNote}
            markRequired
            optionalText={t("optional")}
            value={values.message}
            error={errors.message}
            onChange={set("message")}
          />
        </>
      ) : null}
      {status.error ? (
        <p role="alert" className="font-semibold text-red-700">
          {status.error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={status.busy}
        className="w-full rounded-full bg-maroon-700 py-3 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60"
      >
        {status.busy ? t("sending") : visit ? t("requestAppointment") : t("sendMessage")}
      </button>
    </form>
  );
}
