"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { HeroSlide } from "@/features/storefront/views";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { HeroSlideList } from "./hero-slide-list";
import { ImagePicker, type PickedImage } from "@/components/admin/image-picker";
import { loadLatest } from "@/components/admin/load-latest";

type Offer = { text: string; discount: string; textHi: string; discountHi: string };
const noOffer: Offer = { text: "", discount: "", textHi: "", discountHi: "" };
const blank = { title: "", desc: "", extra: "", titleHi: "", descHi: "", extraHi: "" };

/** Hero slides: form and ordered list (spec §2); image required when adding, optional when editing. */
export function HeroManager({ slides }: { slides: HeroSlide[] }) {
  const router = useRouter();
  const [values, setValues] = useState(blank);
  const [offers, setOffers] = useState<Offer[]>([noOffer]);
  const [image, setImage] = useState<PickedImage[]>([]);
  const [editing, setEditing] = useState<HeroSlide | null>(null);
  const [busy, setBusy] = useState(false);
  // `stale`: someone else saved this slide since it was loaded; offer to load their version.
  const [message, setMessage] = useState<{ ok: boolean; text: string; stale?: boolean } | null>(null);
  const [deleting, setDeleting] = useState<HeroSlide | null>(null);

  const reset = () => {
    setValues(blank);
    setOffers([noOffer]);
    setImage([]);
    setEditing(null);
  };

  const edit = (s: HeroSlide) => {
    setValues({
      title: s.title,
      desc: s.desc,
      extra: s.extra,
      titleHi: s.titleHi ?? "",
      descHi: s.descHi ?? "",
      extraHi: s.extraHi ?? "",
    });
    setOffers(s.offers.length ? s.offers.map((o) => ({ ...noOffer, ...o })) : [noOffer]);
    setImage([{ kind: "existing", url: s.image }]);
    setEditing(s);
    setMessage(null);
  };

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const newFile = image.find((i) => i.kind === "new");
    if (!values.title.trim() || !values.desc.trim() || (!editing && !newFile)) {
      return setMessage({
        ok: false,
        text: editing ? "Title and description are required." : "Title, description and an image are required.",
      });
    }
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, v);
    form.append("offers", JSON.stringify(offers.filter((o) => o.text.trim() && o.discount.trim())));
    if (newFile?.kind === "new") form.append("image", newFile.file);
    if (editing) form.append("version", String(editing.version));
    setBusy(true);
    try {
      const res = await fetch(editing ? `/api/hero/${editing._id}` : "/api/hero", {
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
            "Someone else changed this slide while you were editing it — reload to see the latest, then make your change again.",
        });
      }
      if (res.status === 404 && editing) {
        reset();
        router.refresh();
        return setMessage({ ok: false, text: data.message ?? "That slide no longer exists." });
      }
      if (!res.ok) {
        console.error("Saving the slide failed:", data);
        return setMessage({
          ok: false,
          text: `Error saving slide. Check console for details.${data.message ? ` (${data.message})` : ""}`,
        });
      }
      setMessage({ ok: true, text: "Slide saved." });
      reset();
      router.refresh();
    } catch (error) {
      console.error(error);
      setMessage({ ok: false, text: "Error saving slide. Check console for details." });
    } finally {
      setBusy(false);
    }
  }

  /** After a 409: puts the saved version of the slide in the form (the owner's unsaved changes are dropped). */
  async function reloadLatest() {
    if (!editing) return;
    router.refresh();
    setMessage(await loadLatest<HeroSlide>({ url: "/api/hero", id: editing._id, noun: "slide", edit, gone: reset }));
  }

  async function remove(s: HeroSlide) {
    const res = await fetch(`/api/hero/${s._id}`, { method: "DELETE" }).catch(() => null);
    setMessage(
      res?.ok ? { ok: true, text: "Slide deleted." } : { ok: false, text: "Delete failed. Please try again." },
    );
    router.refresh();
  }

  const text = "mt-1 w-full rounded-lg border border-stone-300 px-3 py-2";
  return (
    <div className="grid grid-cols-1 gap-8 xl:grid-cols-[26rem_minmax(0,1fr)]">
      <form
        onSubmit={save}
        noValidate
        className="h-fit space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
      >
        <h2 className="font-display text-xl font-bold text-maroon-800">{editing ? "Edit slide" : "Add slide"}</h2>
        <div>
          <label htmlFor="h-title" className="block text-sm font-semibold">
            Title *
          </label>
          <input
            id="h-title"
            value={values.title}
            onChange={(e) => setValues({ ...values, title: e.target.value })}
            maxLength={120}
            className={text}
          />
        </div>
        <div>
          <label htmlFor="h-desc" className="block text-sm font-semibold">
            Description *
          </label>
          <textarea
            id="h-desc"
            value={values.desc}
            onChange={(e) => setValues({ ...values, desc: e.target.value })}
            maxLength={300}
            rows={2}
            className={text}
          />
        </div>
        <div>
          <label htmlFor="h-extra" className="block text-sm font-semibold">
            Extra line
          </label>
          <input
            id="h-extra"
            value={values.extra}
            onChange={(e) => setValues({ ...values, extra: e.target.value })}
            maxLength={300}
            className={text}
          />
        </div>
        {/* Issue #30: the slide's lines on the Hindi home page; empty, it shows the English. */}
        <div>
          <label htmlFor="h-titleHi" className="block text-sm font-semibold">
            Title in Hindi (optional)
          </label>
          <input
            id="h-titleHi"
            lang="hi"
            value={values.titleHi}
            onChange={(e) => setValues({ ...values, titleHi: e.target.value })}
            maxLength={120}
            className={text}
          />
        </div>
        <div>
          <label htmlFor="h-descHi" className="block text-sm font-semibold">
            Description in Hindi (optional)
          </label>
          <textarea
            id="h-descHi"
            lang="hi"
            value={values.descHi}
            onChange={(e) => setValues({ ...values, descHi: e.target.value })}
            maxLength={300}
            rows={2}
            className={text}
          />
        </div>
        <div>
          <label htmlFor="h-extraHi" className="block text-sm font-semibold">
            Extra line in Hindi (optional)
          </label>
          <input
            id="h-extraHi"
            lang="hi"
            value={values.extraHi}
            onChange={(e) => setValues({ ...values, extraHi: e.target.value })}
            maxLength={300}
            className={text}
          />
        </div>
        {/* min-w-0: a fieldset is at least as wide as its content, and an offer's row (two
            inputs at their default size) made the form, so the page, wider than a 320px phone. */}
        <fieldset className="min-w-0">
          <legend className="text-sm font-semibold">Offers</legend>
          {offers.map((o, i) => (
            <div key={i} className="mt-2 space-y-1">
              <div className="flex gap-2">
                <input
                  value={o.text}
                  onChange={(e) => setOffers(offers.map((x, n) => (n === i ? { ...x, text: e.target.value } : x)))}
                  placeholder="Text, e.g. Wedding season"
                  aria-label={`Offer ${i + 1} text`}
                  maxLength={80}
                  className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2 text-sm"
                />
                <input
                  value={o.discount}
                  onChange={(e) => setOffers(offers.map((x, n) => (n === i ? { ...x, discount: e.target.value } : x)))}
                  placeholder="20% off"
                  aria-label={`Offer ${i + 1} discount`}
                  maxLength={40}
                  className="w-24 rounded-lg border border-stone-300 px-3 py-2 text-sm"
                />
                <button
                  type="button"
                  onClick={() => setOffers(offers.filter((_, n) => n !== i))}
                  aria-label={`Remove offer ${i + 1}`}
                  className="rounded-lg px-3 text-red-700 ring-1 ring-red-200"
                >
                  ✕
                </button>
              </div>
              {/* Issue #30: the offer on the Hindi home page; empty, it shows the English. */}
              <div className="flex gap-2 pr-11">
                <input
                  lang="hi"
                  value={o.textHi}
                  onChange={(e) => setOffers(offers.map((x, n) => (n === i ? { ...x, textHi: e.target.value } : x)))}
                  placeholder="Text in Hindi (optional)"
                  aria-label={`Offer ${i + 1} text in Hindi (optional)`}
                  maxLength={80}
                  className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2 text-sm"
                />
                <input
                  lang="hi"
                  value={o.discountHi}
                  onChange={(e) =>
                    setOffers(offers.map((x, n) => (n === i ? { ...x, discountHi: e.target.value } : x)))
                  }
                  placeholder="in Hindi"
                  aria-label={`Offer ${i + 1} discount in Hindi (optional)`}
                  maxLength={40}
                  className="w-24 rounded-lg border border-stone-300 px-3 py-2 text-sm"
                />
              </div>
            </div>
          ))}
          <button
            type="button"
            onClick={() => setOffers([...offers, noOffer])}
            className="mt-2 text-sm font-semibold text-maroon-700 underline"
          >
            + Add an offer
          </button>
        </fieldset>
        <ImagePicker
          images={image}
          onChange={setImage}
          multiple={false}
          label={editing ? "Image (leave to keep the current one)" : "Image *"}
        />
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
            {busy ? "Saving…" : editing ? "Update slide" : "Add slide"}
          </button>
          {editing ? (
            <button type="button" onClick={reset} className="rounded-full px-4 font-semibold ring-1 ring-stone-300">
              Cancel
            </button>
          ) : null}
        </div>
      </form>
      <HeroSlideList slides={slides} onEdit={edit} onDelete={setDeleting} />
      <ConfirmDialog
        message="Delete this slide?"
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
