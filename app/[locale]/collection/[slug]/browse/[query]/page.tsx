import { variantPage } from "@/features/catalogue/ui/product-pages";

const page = variantPage("collection");

// A sorted, filtered or dated list, rewritten here by proxy.ts: rendered once per variant,
// then served from the route cache like the plain page.
export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

export const generateMetadata = page.generateMetadata;
export default page.VariantPage;
