"use client";
/* eslint-disable @next/next/no-img-element -- admin thumbnails, shown small and not for SEO */
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { formatRupees } from "@/lib/format";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { AttributesEditor, type AttributeRow } from "./attributes-editor";
import { appendImages, ImagePicker, type PickedImage } from "./image-picker";

export interface ManagedItem {
  _id: string;
  category: string;
  title: string;
  description: string;
  price: number;
  images: string[];
  /** the version this copy was read at: sent back with an edit, so a stale one is refused (409) */
  version?: number;
  [field: string]: unknown;
}

export interface ItemManagerProps {
  endpoint: "/api/collection" | "/api/beauty";
  noun: string;
  categories: { value: string; label: string }[];
  /** the named text fields of this kind of item */
  fields: { name: string; label: string; multiline?: boolean }[];
  items: ManagedItem[];
}

const BASE = ["_id", "category", "title", "description", "price", "images", "image", "version"];
type Values = Record<string, string>;

/** Add, edit and delete catalogue items (spec §2 admin Collections / Beauty). */
export function ItemManager({ endpoint, noun, categories, fields, items }: ItemManagerProps) {
  const router = useRouter();
  const empty: Values = useMemo(() => Object.fromEntries([["category", ""], ["title", ""], ["description", ""], ["price", ""], ...fields.map((f) => [f.name, ""])]), [fields]);
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

  const reset = () => {
    setValues(empty);
    setImages([]);
    setAttributes([]);
    setEditing(null);
    setVersion(undefined);
    setErrors({});
  };

  const load = (item: ManagedItem) => {
    const named = new Set([...BASE, ...fields.map((f) => f.name)]);
    setValues({ ...empty, ...Object.fromEntries(Object.entries(item).filter(([k, v]) => k in empty && typeof v !== "object").map(([k, v]) => [k, String(v)])) });
    setImages(item.images.map((url) => ({ kind: "existing", url })));
    setAttributes(Object.entries(item).filter(([k, v]) => !named.has(k) && typeof v === "string").map(([name, value]) => ({ name, value: String(value) })));
    setEditing(item._id);
    setVersion(item.version);
    setMessage(null);
    setErrors({});
    document.getElementById("item-form")?.scrollIntoView({ behavior: "smooth" });
  };

  async function save(e: React.FormEvent) {
    e.preventDefault();
    // spec §5: title, description, price and category are required.
    if (!values.title?.trim() || !values.description?.trim() || !values.price?.trim() || !values.category) {
      return setMessage({ ok: false, text: "Please fill all required fields!" });
    }
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, v);
    form.append("attributes", JSON.stringify(Object.fromEntries(attributes.filter((a) => a.name.trim() && a.value.trim()).map((a) => [a.name.trim(), a.value.trim()]))));
    appendImages(form, images);
    if (editing && version !== undefined) form.append("version", String(version));
    setBusy(true);
    setMessage(null);
    try {
      const res = await fetch(editing ? `${endpoint}/${editing}` : endpoint, { method: editing ? "PUT" : "POST", body: form });
      const data = await res.json().catch(() => ({}));
      if (res.status === 409) {
        return setMessage({ ok: false, stale: true, text: data.message ?? "Someone else changed this while you were editing it — reload to see the latest, then make your change again." });
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
      setMessage({ ok: true, text: editing ? `Saved “${data.title}”.` : `Added “${data.title}”.` });
      reset();
      router.refresh();
    } catch {
      setMessage({ ok: false, text: "Saving failed: check your connection and try again." });
    } finally {
      setBusy(false);
    }
  }

  /** After a 409: puts the saved version of the item in the form (the owner's unsaved changes are dropped). */
  async function loadLatest() {
    const id = editing;
    router.refresh();
    const res = await fetch(endpoint).catch(() => null);
    const list: ManagedItem[] | null = res?.ok ? await res.json().catch(() => null) : null;
    const latest = list?.find((i) => i._id === id);
    if (latest) {
      load(latest);
      return setMessage({ ok: true, text: "This is the latest version. Make your change again, then save." });
    }
    if (list) reset();
    setMessage({ ok: false, text: list ? "That item has been deleted in the meantime." : "Could not load the latest version. Please reload the page." });
  }

  async function remove(item: ManagedItem) {
    const res = await fetch(`${endpoint}/${item._id}`, { method: "DELETE" }).catch(() => null);
    const data = await res?.json().catch(() => ({}));
    setMessage(res?.ok ? { ok: true, text: `Deleted “${item.title}”.` } : { ok: false, text: data?.message ?? "Delete failed. Please try again." });
    if (editing === item._id) reset();
    router.refresh();
  }

  const input = (name: string) => ({
    id: `f-${name}`,
    name,
    value: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `f-${name}-error` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    className: "mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 aria-[invalid=true]:border-red-600",
  });
  const field = (name: string, label: string, control: React.ReactNode, required = false) => (
    <div key={name}>
      <label htmlFor={`f-${name}`} className="block text-sm font-semibold">{label}{required ? <span className="text-red-700" aria-hidden="true"> *</span> : null}</label>
      {control}
      {errors[name] ? <p id={`f-${name}-error`} className="mt-1 text-sm text-red-700">{errors[name]}</p> : null}
    </div>
  );

  const grouped = categories.map((c) => ({ ...c, items: items.filter((i) => i.category === c.value) }));

  return (
    <div className="grid gap-8 xl:grid-cols-[26rem_1fr]">
      <form id="item-form" onSubmit={save} noValidate className="h-fit space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 xl:sticky xl:top-6">
        <h2 className="font-display text-xl font-bold text-maroon-800">{editing ? `Edit ${noun}` : `Add ${noun}`}</h2>
        {field("category", "Category", (
          <select {...input("category")} required>
            <option value="">Choose a category</option>
            {categories.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
          </select>
        ), true)}
        {field("title", "Title", <input {...input("title")} required maxLength={150} />, true)}
        {field("description", "Description", <textarea {...input("description")} required rows={4} maxLength={3000} />, true)}
        {field("price", "Price (₹)", <input {...input("price")} required type="number" inputMode="numeric" min={0} step={1} />, true)}
        {fields.map((f) => field(f.name, f.label, f.multiline ? <textarea {...input(f.name)} rows={2} maxLength={1000} /> : <input {...input(f.name)} maxLength={300} />))}
        <AttributesEditor rows={attributes} onChange={setAttributes} />
        <ImagePicker images={images} onChange={setImages} />
        {message ? (
          <div role={message.ok ? "status" : "alert"} className={`font-semibold ${message.ok ? "text-green-700" : "text-red-700"}`}>
            <p>{message.text}</p>
            {message.stale ? <button type="button" onClick={() => void loadLatest()} className="mt-2 rounded-full px-4 py-1.5 text-sm text-maroon-800 ring-1 ring-maroon-300">Load the latest version</button> : null}
          </div>
        ) : null}
        <div className="flex gap-3">
          <button type="submit" disabled={busy} className="flex-1 rounded-full bg-maroon-700 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60">
            {busy ? "Saving…" : editing ? "Update" : "Add"}
          </button>
          {editing ? <button type="button" onClick={reset} className="rounded-full px-4 font-semibold ring-1 ring-stone-300">Cancel</button> : null}
        </div>
      </form>

      <div className="space-y-8">
        {grouped.map((g) => (
          <section key={g.value} aria-labelledby={`cat-${g.value}`}>
            <h2 id={`cat-${g.value}`} className="font-display text-xl font-bold text-maroon-800">{g.label} <span className="text-sm font-normal text-stone-500">({g.items.length})</span></h2>
            {g.items.length ? (
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 2xl:grid-cols-3">
                {g.items.map((item) => (
                  <li key={item._id} className={`flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ${editing === item._id ? "ring-maroon-600" : "ring-stone-200"}`}>
                    <button type="button" onClick={() => load(item)} className="shrink-0" aria-label={`Edit ${item.title}`}>
                      {item.images[0] ? <img src={item.images[0]} alt="" className="h-20 w-16 rounded-lg object-cover" /> : <span className="block h-20 w-16 rounded-lg bg-stone-100" />}
                    </button>
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold">{item.title}</p>
                      <p className="text-sm text-maroon-700">{formatRupees(item.price)}</p>
                      <div className="mt-2 flex gap-2 text-sm">
                        <button type="button" onClick={() => load(item)} className="rounded-full px-3 py-1 font-semibold ring-1 ring-stone-300">Edit<span className="sr-only"> {item.title}</span></button>
                        <button type="button" onClick={() => setDeleting(item)} className="rounded-full px-3 py-1 font-semibold text-red-700 ring-1 ring-red-200">Delete<span className="sr-only"> {item.title}</span></button>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-stone-500">No items yet.</p>
            )}
          </section>
        ))}
      </div>
      <ConfirmDialog
        message="Are you sure you want to delete this item?"
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
