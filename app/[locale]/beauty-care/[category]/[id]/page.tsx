import { productPage } from "@/features/catalogue/ui/product-pages";

const page = productPage("beauty");

// Rendered on first request, then served from the route cache until an admin save
// re-validates it (lib/cache/index.ts) or 5 minutes pass. No path is rendered at build time,
// so `next build` never opens the database.
export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

export const generateMetadata = page.generateMetadata;
export default page.ProductPage;
