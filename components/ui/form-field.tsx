import { useT } from "@/lib/i18n/client";
export interface FieldSpec<Name extends string = string> {
  name: Name;
  label: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  maxLength: number;
  /** rows of a <textarea>; without it the field is a one-line <input> */
  rows?: number;
}

interface Props {
  field: FieldSpec;
  /** makes the id unique on the page, e.g. "checkout" → "checkout-email" */
  form: string;
  value: string;
  error?: string;
  onChange(value: string): void;
  /** marks required fields with * and the others with "(optional)" */
  markRequired?: boolean;
  /** what marks an optional field (starts with a space); the "ui" catalogue's, in the page's language, by default */
  optionalText?: string;
}

/**
 * One labelled text field with its error message: the error is linked through
 * aria-describedby and the field is aria-invalid while it has one, so a screen reader
 * announces what to fix on the field itself.
 */
export function FormField({ field, form, value, error, onChange, markRequired = false, optionalText }: Props) {
  const t = useT("ui");
  const id = `${form}-${field.name}`;
  const props = {
    id,
    name: field.name,
    placeholder: field.placeholder,
    autoComplete: field.autoComplete,
    required: field.required,
    maxLength: field.maxLength,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
    className: "mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 aria-[invalid=true]:border-red-600",
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {field.label}
        {markRequired ? (
          field.required ? (
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
          ) : (
            <span className="font-normal text-stone-600">{optionalText ?? t("optionalField")}</span>
          )
        ) : null}
      </label>
      {field.rows ? <textarea rows={field.rows} {...props} /> : <input type={field.type ?? "text"} {...props} />}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
