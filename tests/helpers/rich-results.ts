/**
 * Google's rich-result rules for the JSON-LD this shop emits, as written in Search Central's
 * structured-data docs (Product snippets and merchant listings: Product/Offer; local business:
 * LocalBusiness; logo: Organization). Returns the problems found, [] when none: required
 * properties missing or of the wrong kind are errors; recommended ones are checked where the
 * shop promises them.
 */
type Json = Record<string, unknown>;

const ITEM_AVAILABILITY = [
  "BackOrder",
  "Discontinued",
  "InStock",
  "InStoreOnly",
  "LimitedAvailability",
  "MadeToOrder",
  "OnlineOnly",
  "OutOfStock",
  "PreOrder",
  "PreSale",
  "Reserved",
  "SoldOut",
];
const ITEM_CONDITION = ["NewCondition", "UsedCondition", "RefurbishedCondition", "DamagedCondition"];
const BUSINESS_FUNCTION = [
  "LeaseOut",
  "Sell",
  "Repair",
  "Maintain",
  "ConstructionInstallation",
  "Dispose",
  "ProvideService",
  "Buy",
];

const isAbsoluteUrl = (v: unknown) => typeof v === "string" && /^https?:\/\/[^\s/]+\/?\S*$/.test(v);
const schemaEnum = (v: unknown, values: string[]) =>
  typeof v === "string" && values.some((x) => v === `https://schema.org/${x}` || v === `http://schema.org/${x}`);
const text = (v: unknown) => typeof v === "string" && v.trim().length > 0;

export function productProblems(p: Json): string[] {
  const out: string[] = [];
  if (p["@context"] !== "https://schema.org") out.push("@context is not https://schema.org");
  if (p["@type"] !== "Product") out.push("@type is not Product");
  if (!text(p.name)) out.push("Product.name is required");
  const images = Array.isArray(p.image) ? p.image : [p.image];
  if (!images.length || !images.every(isAbsoluteUrl))
    out.push("Product.image is required (absolute URLs) for merchant listings");
  const offers = (Array.isArray(p.offers) ? p.offers : [p.offers]) as (Json | undefined)[];
  if (!offers.length || !offers[0]) return [...out, "Product.offers is required"];
  for (const o of offers as Json[]) {
    if (o["@type"] !== "Offer") out.push("offers.@type must be Offer");
    const price = typeof o.price === "string" ? Number(o.price) : o.price;
    if (typeof price !== "number" || !Number.isFinite(price) || price <= 0)
      out.push("Offer.price must be a number above zero");
    if (typeof o.priceCurrency !== "string" || !/^[A-Z]{3}$/.test(o.priceCurrency))
      out.push("Offer.priceCurrency must be an ISO 4217 code");
    if (!schemaEnum(o.availability, ITEM_AVAILABILITY))
      out.push("Offer.availability must be a schema.org ItemAvailability");
    if (!schemaEnum(o.itemCondition, ITEM_CONDITION))
      out.push("Offer.itemCondition must be a schema.org OfferItemCondition");
    if (!isAbsoluteUrl(o.url)) out.push("Offer.url must be an absolute URL");
    if (
      o.businessFunction !== undefined &&
      !BUSINESS_FUNCTION.some((f) => o.businessFunction === `http://purl.org/goodrelations/v1#${f}`)
    )
      out.push("Offer.businessFunction must be a GoodRelations BusinessFunction");
  }
  return out;
}

export function storeProblems(s: Json): string[] {
  const out: string[] = [];
  if (!text(s.name)) out.push("LocalBusiness.name is required");
  const address = s.address as Json | undefined;
  if (!address || address["@type"] !== "PostalAddress" || !text(address.streetAddress) || !text(address.addressCountry))
    out.push("LocalBusiness.address is required (PostalAddress)");
  if (!isAbsoluteUrl(s.url)) out.push("LocalBusiness.url must be an absolute URL");
  if (!isAbsoluteUrl(s.logo)) out.push("logo must be an absolute, crawlable URL");
  const geo = s.geo as Json | undefined;
  if (!geo || geo["@type"] !== "GeoCoordinates") out.push("geo must be GeoCoordinates");
  else {
    const { latitude, longitude } = geo as { latitude: unknown; longitude: unknown };
    if (typeof latitude !== "number" || Math.abs(latitude) > 90) out.push("geo.latitude must be a number in -90..90");
    if (typeof longitude !== "number" || Math.abs(longitude) > 180)
      out.push("geo.longitude must be a number in -180..180");
    // Google: "The precision must be at least 5 decimal places."
    for (const v of [latitude, longitude])
      if (typeof v === "number" && (String(v).split(".")[1]?.length ?? 0) < 5)
        out.push(`geo ${v}: give at least 5 decimal places`);
  }
  if (typeof s.priceRange === "string" && s.priceRange.length >= 100)
    out.push("priceRange must be under 100 characters");
  return out;
}
