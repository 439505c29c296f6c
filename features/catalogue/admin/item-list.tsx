/* eslint-disable @next/next/no-img-element -- admin thumbnails, shown small and not for SEO */
import { formatRupees } from "@/lib/format";

/** A piece as the admin manager holds it: the item's fields as the API returns them. */
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

/** The row of a piece: its id is what the manager scrolls to after a save. */
export const rowId = (id: string) => `item-${id}`;

/** One page of the manager's pieces, each with Edit and Delete; `saved` marks the one just saved. */
export function ItemList({
  items,
  categories,
  editing,
  saved,
  onEdit,
  onDelete,
}: {
  items: ManagedItem[];
  categories: { value: string; label: string }[];
  editing: string | null;
  saved: string | null;
  onEdit(item: ManagedItem): void;
  onDelete(item: ManagedItem): void;
}) {
  const label = (value: string) => categories.find((c) => c.value === value)?.label ?? value;
  // grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a long title (nowrap, truncated)
  // made the column, so the page, wider than a 320px phone.
  return (
    <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-3">
      {items.map((item) => (
        <li
          key={item._id}
          id={rowId(item._id)}
          className={`flex scroll-mt-20 gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ${editing === item._id || saved === item._id ? "ring-2 ring-maroon-600" : "ring-stone-200"}`}
        >
          <button type="button" onClick={() => onEdit(item)} className="shrink-0" aria-label={`Edit ${item.title}`}>
            {item.images[0] ? (
              <img
                src={item.images[0]}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-20 w-16 rounded-lg object-cover"
              />
            ) : (
              <span className="block h-20 w-16 rounded-lg bg-stone-100" />
            )}
          </button>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{item.title}</p>
            <p className="text-sm">
              <span className="text-maroon-700">{formatRupees(item.price)}</span>{" "}
              <span className="text-stone-600">· {label(item.category)}</span>
            </p>
            {saved === item._id ? <p className="text-sm font-semibold text-green-700">✓ Saved</p> : null}
            <div className="mt-2 flex gap-2 text-sm">
              <button
                type="button"
                onClick={() => onEdit(item)}
                className="rounded-full px-3 py-1 font-semibold ring-1 ring-stone-300"
              >
                Edit<span className="sr-only"> {item.title}</span>
              </button>
              <button
                type="button"
                onClick={() => onDelete(item)}
                className="rounded-full px-3 py-1 font-semibold text-red-700 ring-1 ring-red-200"
              >
                Delete<span className="sr-only"> {item.title}</span>
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
