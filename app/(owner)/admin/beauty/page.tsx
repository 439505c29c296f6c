import type { Metadata } from "next";
import { CatalogueManager } from "@/features/catalogue/admin/catalogue-manager";
import type { ItemField } from "@/features/catalogue/admin/item-manager";
import { beautyCategories } from "@/features/shop/categories";
import { adminBeautyPage } from "@/features/catalogue";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Beauty Care" };

/** Each with an optional Hindi box under it, shown on the Hindi pages. */
const fields: ItemField[] = [
  { name: "ingredients", label: "Ingredients", multiline: true, hindi: true },
  { name: "skinType", label: "Skin type", hindi: true },
  { name: "volume", label: "Volume", hindi: true },
  { name: "usage", label: "Usage", multiline: true, hindi: true },
];

export default async function AdminBeauty({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await adminPageOrSignIn("/admin/beauty", await searchParams);
  return (
    <CatalogueManager
      title="Beauty Care"
      units={["product", "products"]}
      path="/admin/beauty"
      searchParams={searchParams}
      read={adminBeautyPage}
      endpoint="/api/beauty"
      noun="beauty item"
      categories={beautyCategories.map((c) => ({ value: c.value, label: c.label }))}
      fields={fields}
    />
  );
}
