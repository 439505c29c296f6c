import type { Metadata } from "next";
import { ItemManager } from "@/components/admin/item-manager";
import { collectionCategories } from "@/lib/content/categories";
import { listAllCollectionItems } from "@/lib/data/collection-items";

export const metadata: Metadata = { title: "Collections" };

const fields = [
  { name: "colour", label: "Colour" },
  { name: "fabric", label: "Fabric" },
  { name: "work", label: "Work detailing" },
  { name: "dupatta", label: "Dupatta" },
  { name: "occasions", label: "Occasions" },
  { name: "sizeFit", label: "Size fit" },
  { name: "customAlterations", label: "Custom alterations" },
];

export default async function AdminCollections() {
  const items = await listAllCollectionItems();
  return (
    <>
      <h1 className="mb-6 font-display text-3xl font-bold text-maroon-800">Collections</h1>
      <ItemManager
        endpoint="/api/collection"
        noun="item"
        categories={collectionCategories.filter((c) => !c.builtin).map((c) => ({ value: c.value, label: c.title }))}
        fields={fields}
        items={items}
      />
    </>
  );
}
