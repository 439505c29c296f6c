import type { DetailLine, ProductView } from "@/features/catalogue/rules/product-view";
import type { CartProduct } from "@/features/cart/rules/cart";
import { whatsappLink, type SiteConfig } from "@/lib/site/config";
import { formatRupees } from "@/lib/format";
import { RentByDate, RentLine } from "@/features/rentals/ui/rental-offer";
import { ImageCarousel } from "./image-carousel";
import { ProductActions } from "./product-actions";
import { translator } from "@/lib/i18n/server";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { catalogueFor } from "@/messages";
import { foreignLang, localText, pieceText } from "@/lib/i18n/owner-text";
import { InLang } from "@/components/ui/in-lang";
import { HeartButton } from "@/features/shortlist/ui/heart-button";

/**
 * The piece as the cart stores it. The cart shows only the description's first 60 characters
 * (features/checkout/ui/cart-line.tsx), so its client components get no more than that plus one, which
 * keeps the cart's "…" (every character of a client prop is in the page's payload).
 */
function toCartProduct(p: ProductView): CartProduct {
  return {
    _id: p.id,
    kind: p.kind,
    category: p.category,
    title: p.title,
    description: p.description.slice(0, 61),
    price: p.price,
    image: p.images[0],
    href: p.href,
  };
}

/**
 * The body of a product popup and of a product page (spec §2). A piece rented by date
 * shows its rent and the booking calendar in place of Buy Now and Add to Cart.
 */
export function ProductDetails({
  product,
  site,
  locale,
  headingLevel = 2,
}: {
  product: ProductView;
  site: SiteConfig;
  locale: Locale;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const t = translator(locale, "product");
  const words = {
    title: product.title,
    price: formatRupees(product.price),
    url: `${site.url}${localizedPath(locale, product.href)}`,
  };
  const message = product.kind === "beauty" ? t("whatsappOrder", words) : t("whatsappBook", words);
  // The named lines' labels in the page's language (a field the owner named herself keeps her name).
  const labels = catalogueFor(locale).product["detailLabels"] as Record<string, string | undefined>;
  // The owner's title and description in the page's language (her Hindi when she typed it); the
  // cart and the WhatsApp message keep her English (orders and her screens are in English).
  const text = pieceText(product, locale);
  // Her attribute values in the page's language: her Hindi where she typed it, her English
  // ("Georgette") otherwise; the built-in dupattas' lines are already in the page's language.
  const value = (l: DetailLine) => {
    if (product.kind === "dupatta") return { text: l.value, lang: undefined };
    const t = localText(l.value, l.valueHi, locale);
    return { text: t.text, lang: foreignLang(t.lang, locale) };
  };
  const nameLang = product.kind === "dupatta" ? undefined : foreignLang("en", locale);
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:gap-10">
      <ImageCarousel images={product.images} title={text.title} priority={headingLevel === 1} />
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <Heading
            id="product-title"
            lang={foreignLang(text.titleLang, locale)}
            className="font-display text-2xl font-bold text-maroon-800 sm:text-3xl"
          >
            {text.title}
          </Heading>
          {product.kind === "collection" ? (
            <HeartButton
              piece={{
                productId: product.id,
                title: product.title,
                titleHi: product.titleHi ?? null,
                ...(product.images[0] ? { image: product.images[0] } : {}),
                price: product.price,
                href: product.href,
              }}
              shown={text.title}
              sized={Boolean(product.rental?.sizes?.length)}
              className="shrink-0 ring-1 ring-maroon-200"
            />
          ) : null}
        </div>
        <p lang={foreignLang(text.descriptionLang, locale)} className="leading-relaxed text-stone-700">
          {text.description}
        </p>
        {product.rental ? (
          <RentLine rental={product.rental} locale={locale} />
        ) : (
          <p className="text-xl font-bold text-maroon-700" data-keep-clear>
            {t("price", { price: formatRupees(product.price) })}
          </p>
        )}
        {product.lines.length ? (
          <dl className="space-y-1.5 rounded-xl bg-maroon-50 p-4 text-sm">
            {product.lines.map((l) => {
              const v = value(l);
              return (
                <div key={l.label}>
                  <dt className="inline font-semibold text-maroon-900">
                    {Object.hasOwn(labels, l.label) ? labels[l.label] : <InLang lang={nameLang}>{l.label}</InLang>}:
                  </dt>{" "}
                  <dd lang={v.lang} className="inline text-stone-700">
                    {v.text}
                  </dd>
                </div>
              );
            })}
          </dl>
        ) : null}
        {product.rental ? (
          <RentByDate
            product={{ ...product, rental: product.rental }}
            piece={toCartProduct(product)}
            site={site}
            headingLevel={headingLevel === 1 ? 2 : 3}
            locale={locale}
          />
        ) : (
          <ProductActions
            product={toCartProduct(product)}
            shown={{ title: text.title, lang: foreignLang(text.titleLang, locale) }}
            whatsappHref={
              product.kind === "beauty" ? whatsappLink(site.whatsappNumber, message) : `${site.whatsappCatalogue}`
            }
            whatsappLabel={product.kind === "beauty" ? t("orderOnWhatsapp") : t("bookOnWhatsapp")}
          />
        )}
        {product.rental ? (
          // spec §2: every piece's popup links the WhatsApp catalogue; a rented one too, beside its calendar.
          <a
            href={site.whatsappCatalogue}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full border-2 border-green-700 px-4 py-2.5 text-center font-semibold text-green-800 hover:bg-green-50"
          >
            {t("bookOnWhatsapp")}
            <span className="sr-only">{t("opensInNewTab")}</span>
          </a>
        ) : null}
        {product.kind !== "beauty" && !product.rental ? (
          <a
            href={whatsappLink(site.whatsappNumber, message)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-center text-sm text-maroon-700 underline underline-offset-4"
          >
            {t("sendOnWhatsapp")}
            <span className="sr-only">{t("opensInNewTab")}</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}
