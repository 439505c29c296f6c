"use client";
/* eslint-disable @next/next/no-img-element -- previews of local files (blob: URLs) cannot go through next/image */
import { useEffect } from "react";

export type PickedImage = { kind: "existing"; url: string } | { kind: "new"; file: File; preview: string };

/** Several images with previews: add, remove, move earlier/later. The first is the card image. */
export function ImagePicker({
  images,
  onChange,
  multiple = true,
  label = "Images",
}: {
  images: PickedImage[];
  onChange(images: PickedImage[]): void;
  multiple?: boolean;
  label?: string;
}) {
  useEffect(() => () => images.forEach((i) => i.kind === "new" && URL.revokeObjectURL(i.preview)), [images]);

  const add = (files: FileList | null) => {
    const picked = Array.from(files ?? []).map((file) => ({
      kind: "new" as const,
      file,
      preview: URL.createObjectURL(file),
    }));
    onChange(multiple ? [...images, ...picked] : picked.slice(0, 1));
  };
  const move = (i: number, by: number) => {
    const next = [...images];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    onChange(next);
  };

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold">{label}</legend>
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        multiple={multiple}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = "";
        }}
        aria-label={`Add ${label.toLowerCase()}`}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-maroon-50 file:px-4 file:py-2 file:font-semibold file:text-maroon-800"
      />
      {images.length ? (
        <ol className="mt-3 flex flex-wrap gap-3">
          {images.map((img, i) => (
            <li key={img.kind === "new" ? img.preview : img.url} className="w-24">
              <img
                src={img.kind === "new" ? img.preview : img.url}
                alt={`Image ${i + 1}`}
                className="h-28 w-24 rounded-lg object-cover ring-1 ring-stone-200"
              />
              <div className="mt-1 flex justify-between text-xs">
                <button
                  type="button"
                  onClick={() => move(i, -1)}
                  disabled={i === 0}
                  aria-label={`Move image ${i + 1} earlier`}
                  className="rounded px-1.5 py-0.5 ring-1 ring-stone-300 disabled:opacity-30"
                >
                  ←
                </button>
                <button
                  type="button"
                  onClick={() => onChange(images.filter((_, n) => n !== i))}
                  aria-label={`Remove image ${i + 1}`}
                  className="rounded px-1.5 py-0.5 text-red-700 ring-1 ring-red-200"
                >
                  ✕
                </button>
                <button
                  type="button"
                  onClick={() => move(i, 1)}
                  disabled={i === images.length - 1}
                  aria-label={`Move image ${i + 1} later`}
                  className="rounded px-1.5 py-0.5 ring-1 ring-stone-300 disabled:opacity-30"
                >
                  →
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </fieldset>
  );
}

/** The multipart parts for a save: new files in order, and where each image goes. */
export function appendImages(form: FormData, images: PickedImage[], field = "images"): void {
  let n = 0;
  const order = images.map((img) => {
    if (img.kind === "existing") return img.url;
    form.append(field, img.file);
    return `new:${n++}`;
  });
  form.append("imageOrder", JSON.stringify(order));
}
