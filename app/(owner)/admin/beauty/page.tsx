import type { Metadata } from "next";
import { CatalogueManager } from "@/features/catalogue/admin/catalogue-manager";
import { beautyCategories } from "@/features/shop/categories";
import { adminBeautyPage } from "@/features/catalogue";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Beauty Care" };

const fields = [
  { name: "ingredients", label: "Ingredients", multiline: true },
  { name: "skinType", label: "Skin type" },
  { name: "volume", label: "Volume" },
  { name: "usage", label: "Usage", multiline: true },
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
