"use client";
import { useEffect, useId, useRef, useState } from "react";
import { normaliseIndianMobile, PHONE_PLACEHOLDER } from "@/lib/phone";
import { CloseIcon } from "@/components/ui/icons";
import { FormField, type FieldSpec } from "@/components/ui/form-field";
import { sendJson } from "@/lib/http/send-json";
import { useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { InLang } from "@/components/ui/in-lang";

type Field = "userName" | "userPhone";
type T = ReturnType<typeof useT<"productClient">>;
const fieldsIn = (t: T): FieldSpec<Field>[] => [
  { name: "userName", label: t("name"), autoComplete: "name", required: true, maxLength: 100 },
  {
    name: "userPhone",
    label: t("phone"),
    type: "tel",
    autoComplete: "tel",
    required: true,
    maxLength: 20,
    placeholder: PHONE_PLACEHOLDER,
  },
];
const EMPTY: Record<Field, string> = { userName: "", userPhone: "" };

/** What is wrong with each field, in the words shown under it (and whether the phone is missing); empty when the form can be sent. */
function check(values: Record<Field, string>, t: T): { errors: Partial<Record<Field, string>>; noPhone: boolean } {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.userName.trim()) errors.userName = t("nameRequired");
  const noPhone = !values.userPhone.trim();
  if (noPhone) errors.userPhone = t("phoneRequired");
  else if (!normaliseIndianMobile(values.userPhone))
    errors.userPhone = t("phoneInvalid", { example: PHONE_PLACEHOLDER });
  return { errors, noPhone };
}

interface Props {
  /** `beauty`: a soap or an oil is ordered, not booked, and has no size or dates to confirm */
  product: { id: string; title: string; price: number; beauty?: boolean };
  /**
   * The title as the page shows it (the owner's Hindi on a Hindi page when she typed it) and the
   * lang it needs there ("en": her English on a Hindi page), for the heading; the order sends `title`.
   */
  shown?: { title: string; lang?: Locale };
  open: boolean;
  onClose(): void;
}

type State =
  { kind: "idle" } | { kind: "busy" } | { kind: "error"; message: string } | { kind: "done"; message: string };

/** Buy Now (spec §2, §5, §8): asks for name and phone in a dialog, then sends the order request. */
export function BuyNowDialog({ product, shown, open, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<State>({ kind: "idle" });
  // Controlled, so a failed try keeps what was typed (a form action would reset the form).
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const id = useId();
  const t = useT("productClient");

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const { errors: invalid, noPhone } = check(values, t);
    setErrors(invalid);
    if (invalid.userName && noPhone) return setState({ kind: "error", message: t("bothRequired") });
    if (Object.keys(invalid).length) return setState({ kind: "error", message: t("checkField") });
    setState({ kind: "busy" });
    const answer = await sendJson("/api/orders", {
      productId: product.id,
      productTitle: product.title,
      price: product.price,
      userName: values.userName.trim(),
      userPhone: values.userPhone.trim(),
    });
    if (!answer) return setState({ kind: "error", message: t("unreachable") });
    if (!answer.ok) {
      setErrors(answer.body.errors ?? {});
      return setState({
        kind: "error",
        message: t("failed", { message: answer.body.message ?? t("requestFailed", { status: answer.status }) }),
      });
    }
    setState({ kind: "done", message: t("orderPlaced") });
    setValues(EMPTY);
  }

  const done = state.kind === "done";
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={(e) => {
        if (e.target !== e.currentTarget) return;
        setState({ kind: "idle" });
        setErrors({});
        onClose();
      }}
      className="m-auto w-[min(28rem,92vw)] rounded-2xl p-0 shadow-2xl backdrop:bg-black/60"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="font-display text-xl font-bold text-maroon-800">
            {done ? (
              t("thankYou")
            ) : (
              <Heading
                words={product.beauty ? t("orderTitle", { title: MARK }) : t("bookTitle", { title: MARK })}
                title={shown?.title ?? product.title}
                lang={shown?.lang}
              />
            )}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            aria-label={t("close")}
            className="rounded p-1 hover:bg-maroon-50"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        {done ? (
          <div>
            <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-800">
              {state.message}
            </p>
            <p className="mt-2 text-sm text-stone-600">{product.beauty ? t("callOrder") : t("callBook")}</p>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="mt-5 w-full rounded-full bg-maroon-700 py-2.5 font-semibold text-white hover:bg-maroon-800"
            >
              {t("close")}
            </button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="mt-4 space-y-4">
            <p className="text-sm text-stone-600">{product.beauty ? t("leaveOrder") : t("leaveBook")}</p>
            {fieldsIn(t).map((f) => (
              <FormField
                key={f.name}
                form={`${id}-buy`}
                field={f}
                value={values[f.name]}
                error={errors[f.name]}
                onChange={(value) => setValues((v) => ({ ...v, [f.name]: value }))}
              />
            ))}
            {state.kind === "error" ? (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {state.message}
              </p>
            ) : null}
            <button
              type="submit"
              disabled={state.kind === "busy"}
              className="w-full rounded-full bg-maroon-700 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60"
            >
              {state.kind === "busy" ? t("placing") : t("placeOrder")}
            </button>
          </form>
        )}
      </div>
    </dialog>
  );
}

/** Where the title goes in the heading's words ("{title} बुक करें"), so it can be marked with its own lang. */
const MARK = "\u0000";

/** The heading: the words with the title in them; the title in a `<span lang>` when it needs one (English on a Hindi page). */
function Heading({ words, title, lang }: { words: string; title: string; lang?: Locale }) {
  const [before, after] = words.split(MARK);
  if (!lang || after === undefined) return <>{words.replace(MARK, () => title)}</>;
  return (
    <>
      {before}
      <InLang lang={lang}>{title}</InLang>
      {after}
    </>
  );
}
