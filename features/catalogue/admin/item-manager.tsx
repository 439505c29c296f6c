"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Fragment, useEffect, useMemo, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { AttributesEditor, type AttributeRow } from "./attributes-editor";
import { appendImages, ImagePicker, type PickedImage } from "@/components/admin/image-picker";
import { ItemList, rowId, type ManagedItem } from "./item-list";
import { loadLatest } from "@/components/admin/load-latest";
import { reveal } from "@/components/admin/reveal";

export interface ItemField {
  name: string;
  label: string;
  multiline?: boolean;
  /** a whole number typed on a phone's number pad (rupees, days, copies) */
  numeric?: boolean;
  /** a line under the box, e.g. what an empty box means */
  hint?: string;
  /** fields sharing a group are shown together under this heading */
  group?: string;
  /** offers an optional Hindi box under it (`<name>Hi`), shown on the Hindi pages in place of the English */
  hindi?: boolean;
}

/** The names a field is sent under: its own, and its Hindi twin's when it has one. */
const fieldNames = (f: ItemField) => (f.hindi ? [f.name, `${f.name}Hi`] : [f.name]);

export interface ItemManagerProps {
  endpoint: "/api/collection" | "/api/beauty";
  noun: string;
  categories: { value: string; label: string }[];
  /** the named text fields of this kind of item */
  fields: ItemField[];
  /** one page of the list, read fresh (each with its version) */
  items: ManagedItem[];
  /** the list's heading: "1,234 pieces", "3 pieces match “lehnga”" */
  summary: string;
  /** the page links, rendered on the server */
  pager?: React.ReactNode;
  /** what an empty page says (nothing yet, nothing matches, a page past the end) */
  emptyState?: React.ReactNode;
}

const BASE = [
  "_id",
  "category",
  "title",
  "description",
  "titleHi",
  "descriptionHi",
  "price",
  "images",
  "image",
  "version",
];
type Values = Record<string, string>;

/**
 * Add, edit and delete catalogue items (spec §2 admin Collections / Beauty), beside one page
 * of the list. On a phone the list comes first (a search's results right under the search
 * box) and the form below it, brought into view by Edit.
 */
export function ItemManager({
  endpoint,
  noun,
  categories,
  fields,
  items,
  summary,
  pager,
  emptyState,
}: ItemManagerProps) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const formHeading = useRef<HTMLHeadingElement>(null);
  const empty: Values = useMemo(
    () =>
      Object.fromEntries([
        ["category", ""],
        ["title", ""],
        ["description", ""],
        ["titleHi", ""],
        ["descriptionHi", ""],
        ["price", ""],
        ...fields.flatMap(fieldNames).map((name) => [name, ""]),
      ]),
    [fields],
  );
  const [values, setValues] = useState<Values>(empty);
  const [images, setImages] = useState<PickedImage[]>([]);
  const [attributes, setAttributes] = useState<AttributeRow[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // `stale`: someone else saved this item since it was loaded; offer to load their version.
  const [message, setMessage] = useState<{ ok: boolean; text: string; stale?: boolean } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<ManagedItem | null>(null);
  // Above the list, where the owner looks after a save or delete.
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // after a delete, focus waits here (the deleted row's button is gone) and hears the outcome
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The piece just saved or added: marked in the list, and scrolled to once the list shows
  // it (at once after an edit; after an add, when the first page has arrived).
  const [saved, setSaved] = useState<string | null>(null);
  const scrollTo = useRef<string | null>(null);

  useEffect(() => {
    const row = scrollTo.current && document.getElementById(rowId(scrollTo.current));
    if (!row) return;
    scrollTo.current = null;
    reveal(row, "center");
  }, [saved, items]);

  /** The form in view, its heading focused: read out, and no keyboard popping up on a phone. */
  const showForm = () => {
    formHeading.current?.focus({ preventScroll: true });
    reveal(document.getElementById("item-form"));
  };

  const reset = () => {
    setValues(empty);
    setImages([]);
    setAttributes([]);
    setEditing(null);
    setVersion(undefined);
    setErrors({});
  };

  const load = (item: ManagedItem) => {
    const named = new Set([...BASE, ...fields.flatMap(fieldNames)]);
    const hindi = item.attributesHi && typeof item.attributesHi === "object" ? item.attributesHi : {};
    setValues({
      ...empty,
      ...Object.fromEntries(
        Object.entries(item)
          .filter(([k, v]) => k in empty && (typeof v !== "object" || Array.isArray(v)))
          // a list (the sizes of a piece's copies) is typed comma-separated
          .map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : String(v)]),
      ),
    });
    setImages(item.images.map((url) => ({ kind: "existing", url })));
    setAttributes(
      Object.entries(item)
        .filter(([k, v]) => !named.has(k) && typeof v === "string")
        .map(([name, value]) => ({
          name,
          value: String(value),
          valueHi: Object.hasOwn(hindi, name) ? String((hindi as Record<string, unknown>)[name]) : "",
        })),
    );
    setEditing(item._id);
    setVersion(item.version);
    setMessage(null);
    setErrors({});
    setSaved(null);
  };

  const edit = (item: ManagedItem) => {
    load(item);
    showForm();
  };

  const startAdding = () => {
    reset();
    setMessage(null);
    showForm();
  };

  async function save(e: React.FormEvent) {
    e.preventDefault();
    // spec §5: title, description, price and category are required.
    if (!values.title?.trim() || !values.description?.trim() || !values.price?.trim() || !values.category) {
      return setMessage({ ok: false, text: "Please fill all required fields!" });
    }
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, v);
    const kept = attributes.filter((a) => a.name.trim() && a.value.trim());
    form.append("attributes", JSON.stringify(Object.fromEntries(kept.map((a) => [a.name.trim(), a.value.trim()]))));
    form.append(
      "attributesHi",
      JSON.stringify(
        Object.fromEntries(kept.filter((a) => a.valueHi.trim()).map((a) => [a.name.trim(), a.valueHi.trim()])),
      ),
    );
    appendImages(form, images);
    if (editing && version !== undefined) form.append("version", String(version));
    setBusy(true);
    setMessage(null);
    setNotice(null);
    try {
      const res = await fetch(editing ? `${endpoint}/${editing}` : endpoint, {
        method: editing ? "PUT" : "POST",
        body: form,
      });
      const data = await res.json().catch(() => ({}));
      if (res.status === 409) {
        return setMessage({
          ok: false,
          stale: true,
          text:
            data.message ??
            "Someone else changed this while you were editing it — reload to see the latest, then make your change again.",
        });
      }
      if (res.status === 404 && editing) {
        reset();
        router.refresh();
        return setMessage({ ok: false, text: data.message ?? "That item no longer exists." });
      }
      if (!res.ok) {
        setErrors(data.errors ?? {});
        return setMessage({ ok: false, text: data.message ?? "Saving failed. Please try again." });
      }
      setNotice({ ok: true, text: editing ? `Saved “${data.title}”.` : `Added “${data.title}”.` });
      setSaved(typeof data._id === "string" ? data._id : null);
      scrollTo.current = typeof data._id === "string" ? data._id : null;
      reset();
      // A new piece is the newest: the unfiltered first page shows it on top. An edit stays on this page.
      if (!editing && searchParams.size > 0) router.push(pathname, { scroll: false });
      else router.refresh();
    } catch {
      setMessage({ ok: false, text: "Saving failed: check your connection and try again." });
    } finally {
      setBusy(false);
    }
  }

  /** After a 409: puts the saved version of the item in the form (the owner's unsaved changes are dropped). */
  async function reloadLatest() {
    if (!editing) return;
    router.refresh();
    setMessage(
      await loadLatest<ManagedItem>({
        url: `${endpoint}?id=${encodeURIComponent(editing)}`,
        id: editing,
        noun,
        edit: load,
        gone: reset,
      }),
    );
  }

  async function remove(item: ManagedItem) {
    const res = await fetch(`${endpoint}/${item._id}`, { method: "DELETE" }).catch(() => null);
    const data = await res?.json().catch(() => ({}));
    setNotice(
      res?.ok
        ? { ok: true, text: `Deleted “${item.title}”.` }
        : { ok: false, text: data?.message ?? "Delete failed. Please try again." },
    );
    setSaved(null);
    if (editing === item._id) reset();
    router.refresh();
  }

  const input = (name: string) => ({
    id: `f-${name}`,
    name,
    value: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `f-${name}-error` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
    className: "mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 aria-[invalid=true]:border-red-600",
  });
  const field = (name: string, label: string, control: React.ReactNode, required = false) => (
    <div key={name}>
      <label htmlFor={`f-${name}`} className="block text-sm font-semibold">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {control}
      {errors[name] ? (
        <p id={`f-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  /** Her Hindi for a field, under its English box: optional, typed with a Hindi keyboard. */
  const hindiControl = (f: ItemField) => {
    const name = `${f.name}Hi`;
    const label = `${f.label} in Hindi (optional)`;
    return f.multiline
      ? field(name, label, <textarea {...input(name)} lang="hi" rows={2} maxLength={1000} />)
      : field(name, label, <input {...input(name)} lang="hi" maxLength={300} />);
  };

  const englishControl = (f: ItemField) => {
    const hint = f.hint ? (
      <p id={`f-${f.name}-hint`} className="mt-1 text-xs text-stone-600">
        {f.hint}
      </p>
    ) : null;
    const described =
      [f.hint ? `f-${f.name}-hint` : "", errors[f.name] ? `f-${f.name}-error` : ""].filter(Boolean).join(" ") ||
      undefined;
    if (f.multiline) return field(f.name, f.label, <textarea {...input(f.name)} rows={2} maxLength={1000} />);
    if (f.numeric)
      return field(
        f.name,
        f.label,
        <>
          <input {...input(f.name)} aria-describedby={described} inputMode="numeric" maxLength={12} />
          {hint}
        </>,
      );
    return field(
      f.name,
      f.label,
      <>
        <input {...input(f.name)} aria-describedby={described} maxLength={300} />
        {hint}
      </>,
    );
  };

  /** A field's box, and her Hindi box under it when the field has one. */
  const control = (f: ItemField) =>
    f.hindi ? (
      <Fragment key={f.name}>
        {englishControl(f)}
        {hindiControl(f)}
      </Fragment>
    ) : (
      englishControl(f)
    );

  return (
    <div className="grid gap-8 xl:grid-cols-[1fr_26rem] xl:items-start">
      <section aria-labelledby="items-heading" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="items-heading" className="font-display text-xl font-bold text-maroon-800">
            {summary}
          </h2>
          <button
            type="button"
            onClick={startAdding}
            className="rounded-full px-4 py-2 text-sm font-semibold text-maroon-800 ring-1 ring-maroon-300 xl:hidden"
          >
            + Add {noun}
          </button>
        </div>
        <p
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className={`mt-1 min-h-6 font-semibold outline-none ${notice?.ok === false ? "text-red-700" : "text-green-700"}`}
        >
          {notice?.text}
        </p>
        {items.length ? (
          <ItemList
            items={items}
            categories={categories}
            editing={editing}
            saved={saved}
            onEdit={edit}
            onDelete={setDeleting}
          />
        ) : (
          emptyState
        )}
        {pager}
      </section>

      <form
        id="item-form"
        aria-labelledby="item-form-heading"
        onSubmit={save}
        noValidate
        className="h-fit scroll-mt-20 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 xl:sticky xl:top-6"
      >
        <h2
          id="item-form-heading"
          ref={formHeading}
          tabIndex={-1}
          className="font-display text-xl font-bold text-maroon-800 focus:outline-none"
        >
          {editing ? `Edit ${noun}` : `Add ${noun}`}
        </h2>
        {field(
          "category",
          "Category",
          <select {...input("category")} required>
            <option value="">Choose a category</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>,
          true,
        )}
        {field("title", "Title", <input {...input("title")} required maxLength={150} />, true)}
        {field(
          "description",
          "Description",
          <textarea {...input("description")} required rows={4} maxLength={3000} />,
          true,
        )}
        {/* Issue #30: shown on the Hindi pages; empty, they show the English. */}
        {field("titleHi", "Title in Hindi (optional)", <input {...input("titleHi")} lang="hi" maxLength={150} />)}
        {field(
          "descriptionHi",
          "Description in Hindi (optional)",
          <textarea {...input("descriptionHi")} lang="hi" rows={4} maxLength={3000} />,
        )}
        {field(
          "price",
          "Price (₹)",
          <input {...input("price")} required type="number" inputMode="numeric" min={0} step={1} />,
          true,
        )}
        {fields.filter((f) => !f.group).map(control)}
        {[...new Set(fields.map((f) => f.group).filter(Boolean))].map((group) => (
          <fieldset key={group} className="space-y-3 rounded-xl border border-stone-200 p-3">
            <legend className="px-1 font-semibold text-maroon-800">{group}</legend>
            <div className="grid grid-cols-2 gap-3">{fields.filter((f) => f.group === group).map(control)}</div>
          </fieldset>
        ))}
        <AttributesEditor rows={attributes} onChange={setAttributes} />
        <ImagePicker images={images} onChange={setImages} />
        {message ? (
          <div
            role={message.ok ? "status" : "alert"}
            className={`font-semibold ${message.ok ? "text-green-700" : "text-red-700"}`}
          >
            <p>{message.text}</p>
            {message.stale ? (
              <button
                type="button"
                onClick={() => void reloadLatest()}
                className="mt-2 rounded-full px-4 py-1.5 text-sm text-maroon-800 ring-1 ring-maroon-300"
              >
                Load the latest version
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="flex gap-3">
          <button
            type="submit"
            disabled={busy}
            className="flex-1 rounded-full bg-maroon-700 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60"
          >
            {busy ? "Saving…" : editing ? "Update" : "Add"}
          </button>
          {editing ? (
            <button type="button" onClick={reset} className="rounded-full px-4 font-semibold ring-1 ring-stone-300">
              Cancel
            </button>
          ) : null}
        </div>
      </form>

      <ConfirmDialog
        message={deleting ? `Are you sure you want to delete “${deleting.title}”?` : ""}
        focusAfterConfirm={noticeRef}
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}
