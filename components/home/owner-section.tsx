import Image from "next/image";
import { ownerStats } from "@/lib/content/home";
import { whatsappLink, type SiteConfig } from "@/lib/content/site";

export function OwnerSection({ site }: { site: SiteConfig }) {
  return (
    <section aria-labelledby="owner-h" className="cv-auto mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
      <div className="relative mx-auto aspect-[4/5] w-full max-w-sm overflow-hidden rounded-3xl shadow-lg">
        <Image src="/images/owner.webp" alt={`${site.owner}, founder of ${site.name}`} fill sizes="(min-width: 768px) 384px, 90vw" className="object-cover" />
      </div>
      <div>
        <h2 id="owner-h" className="font-display text-3xl font-bold text-maroon-800 sm:text-4xl">
          Meet the Founder
        </h2>
        <p className="mt-4 leading-relaxed text-stone-700">
          {site.owner} started {site.name} from a single almirah of her own wedding outfits. Today the studio in Uttam Nagar dresses brides, grooms and whole families — and she still checks every hem
          before it leaves the shop.
        </p>
        <dl className="mt-6 grid grid-cols-3 gap-4 text-center">
          {ownerStats.map((s) => (
            <div key={s.label} className="rounded-xl bg-maroon-50 p-3">
              <dt className="text-sm text-stone-600">{s.label}</dt>
              <dd className="order-first font-display text-2xl font-bold text-maroon-700">{s.value}</dd>
            </div>
          ))}
        </dl>
        <blockquote className="mt-6 border-l-4 border-gold-400 pl-4 font-display text-lg italic text-maroon-800">
          “Every woman deserves to feel like royalty on her special day — without spending a fortune.”
        </blockquote>
        <a
          href={whatsappLink(site.whatsappNumber, `Hello ${site.owner}, I'd like to talk about an outfit for my event.`)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-6 inline-block rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
        >
          Connect with Owner<span className="sr-only"> on WhatsApp (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
