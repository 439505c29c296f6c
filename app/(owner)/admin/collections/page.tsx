import type { Metadata } from "next";
import { CatalogueManager } from "@/features/catalogue/admin/catalogue-manager";
import type { ItemField } from "@/features/catalogue/admin/item-manager";
import { rentalRules } from "@/features/rentals/settings";
import { collectionCategories } from "@/features/shop/categories";
import { adminCollectionPage } from "@/features/catalogue";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Collections" };

/** Renting by date: empty boxes mean the shop's settings, shown under each. */
function rentalFields(): ItemField[] {
  const r = rentalRules();
  const group = "Renting by date";
  return [
    { name: "rentPrice", label: "Rent (₹)", numeric: true, group, hint: "Empty: not booked by date" },
    { name: "rentDays", label: "For days", numeric: true, group, hint: `Empty: ${r.baseDays} days` },
    { name: "extraDayPrice", label: "Each extra day (₹)", numeric: true, group, hint: "Empty: rent ÷ days" },
    { name: "deposit", label: "Deposit (₹)", numeric: true, group, hint: `Empty: ${r.depositPercent}% of rent` },
    { name: "stock", label: "Copies", numeric: true, group, hint: "Empty: 1" },
    {
      name: "copySizes",
      label: "Sizes of copies",
      group,
      hint: "One size per copy, copy 1 first, with commas: S, M, M. Empty: the copies have no size",
    },
    { name: "bufferBefore", label: "Days held before pickup", numeric: true, group, hint: `Empty: ${r.bufferBefore}` },
    { name: "bufferAfter", label: "Days held after return", numeric: true, group, hint: `Empty: ${r.bufferAfter}` },
  ];
}

/** Each with an optional Hindi box under it, shown on the Hindi pages. */
const fields: ItemField[] = [
  { name: "colour", label: "Colour", hindi: true },
  { name: "fabric", label: "Fabric", hindi: true },
  { name: "work", label: "Work detailing", hindi: true },
  { name: "dupatta", label: "Dupatta", hindi: true },
  { name: "occasions", label: "Occasions", hindi: true },
  { name: "sizeFit", label: "Size fit", hindi: true },
  { name: "customAlterations", label: "Custom alterations", hindi: true },
];

export default async function AdminCollections({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await adminPageOrSignIn("/admin/collections", await searchParams);
  return (
    <CatalogueManager
      title="Collections"
      units={["piece", "pieces"]}
      path="/admin/collections"
      searchParams={searchParams}
      read={adminCollectionPage}
      endpoint="/api/collection"
      noun="item"
      categories={collectionCategories.filter((c) => !c.builtin).map((c) => ({ value: c.value, label: c.title }))}
      fields={[...fields, ...rentalFields()]}
    />
  );
}
