import type { Metadata } from "next";
import { CatalogueManager } from "@/components/admin/catalogue-manager";
import { collectionCategories } from "@/lib/content/categories";
import { adminCollectionPage } from "@/lib/data/catalogue-query";

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

export default function AdminCollections({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
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
      fields={fields}
    />
  );
}
