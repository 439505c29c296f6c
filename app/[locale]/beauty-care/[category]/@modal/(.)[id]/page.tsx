import { notFound } from "next/navigation";
import { pageLocale } from "@/lib/i18n/page";
import { localizeDupatta } from "@/lib/content/dupattas";
import { ProductDetails } from "@/components/product/product-details";
import { ProductDialog } from "@/components/product/product-dialog";
import { getSiteConfig } from "@/lib/content/site";
import { getBeautyProduct } from "@/lib/data/items";

type Props = { params: Promise<{ locale: string; category: string; id: string }> };

/** The product opened from its grid: the same content as the page, as a popup over the grid. */
export default async function ProductModal({ params }: Props) {
  const { category: slug, id } = await params;
  const locale = await pageLocale(params);
  const product = await getBeautyProduct(slug, id);
  if (!product) notFound();
  return (
    <ProductDialog>
      <ProductDetails product={localizeDupatta(product, locale)} site={getSiteConfig()} locale={locale} />
    </ProductDialog>
  );
}
