import type { Metadata } from "next";
import { ItemManager } from "@/components/admin/item-manager";
import { beautyCategories } from "@/lib/content/categories";
import { listAllBeautyItems } from "@/lib/data/beauty-items";

export const metadata: Metadata = { title: "Beauty Care" };

const fields = [
  { name: "ingredients", label: "Ingredients", multiline: true },
  { name: "skinType", label: "Skin type" },
  { name: "volume", label: "Volume" },
  { name: "usage", label: "Usage", multiline: true },
];

export default async function AdminBeauty() {
  const items = await listAllBeautyItems();
  return (
    <>
      <h1 className="mb-6 font-display text-3xl font-bold text-maroon-800">Beauty Care</h1>
      <ItemManager endpoint="/api/beauty" noun="beauty item" categories={beautyCategories.map((c) => ({ value: c.value, label: c.label }))} fields={fields} items={items} />
    </>
  );
}
