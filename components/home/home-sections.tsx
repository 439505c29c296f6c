import Image from "next/image";
import Link from "next/link";
import { exploreTiles, graceImages, mostLoved, ownerStats, whyChooseUs } from "@/lib/content/home";
import { whatsappLink, type SiteConfig } from "@/lib/content/site";
import { AutoSlider } from "@/components/ui/auto-slider";
import { ArrowRight } from "@/components/ui/icons";
import { Reveal } from "@/components/ui/reveal";
import { SectionHeading } from "@/components/ui/section-heading";

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-h" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="why-h" title="Why Choose Us" subtitle="Designer looks for every celebration, without buying what you will wear once." />
      <Reveal as="ul" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whyChooseUs.map((c, i) => (
          <li key={c.title} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-maroon-100">
            <span aria-hidden="true" className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-maroon-50 font-display text-xl font-bold text-maroon-700">{i + 1}</span>
            <h3 className="mt-4 font-display text-xl font-semibold text-maroon-800">{c.title}</h3>
            <p className="mt-2 text-sm text-stone-600">{c.text}</p>
          </li>
        ))}
      </Reveal>
    </section>
  );
}

export function MostLovedSlider() {
  return (
    <section aria-labelledby="loved-h" className="cv-auto bg-maroon-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="loved-h" title="Most Loved Collection" subtitle="The pieces our brides and families book again and again." />
        <div className="mt-10">
          <AutoSlider label="Most loved collection" intervalMs={3000} slideClass="basis-full sm:basis-1/2 lg:basis-1/3" gap={20}>
            {mostLoved.map((m) => (
              <article key={m.label} className="overflow-hidden rounded-2xl bg-white shadow-sm">
                {/* The whole card is the link: on a phone the picture and the name are what people tap. */}
                <Link href={m.href} className="group block">
                  <div className="relative aspect-[4/5]">
                    <Image src={m.image} alt="" fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
                  </div>
                  <div className="flex items-center justify-between p-4">
                    <h3 className="font-display text-lg font-semibold text-maroon-800">{m.label}</h3>
                    <span aria-hidden="true" className="rounded-full bg-maroon-700 p-2 text-white group-hover:bg-maroon-800"><ArrowRight /></span>
                  </div>
                </Link>
              </article>
            ))}
          </AutoSlider>
        </div>
      </div>
    </section>
  );
}

export function ExploreYourStyle() {
  return (
    <section aria-labelledby="explore-h" className="cv-auto mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="explore-h" title="Explore Your Style" />
      <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {exploreTiles.map((t) => (
          <li key={t.link}>
            <Link href={t.link} className="group relative block aspect-[3/4] overflow-hidden rounded-2xl">
              <Image src={t.image} alt="" fill sizes="(min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw" className="object-cover transition duration-500 group-hover:scale-105" />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-3 text-white">
                <span className="block font-display text-lg font-semibold">{t.name}</span>
                <span className="block text-xs text-gold-300">{t.quote}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function GraceInEveryStitch() {
  return (
    <section aria-labelledby="grace-h" className="cv-auto bg-white py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="grace-h" title="Grace in Every Stitch" subtitle="A glimpse of the looks we have styled this season." />
        <Reveal as="ul" className="mt-10 grid gap-6 md:grid-cols-3">
          {graceImages.map((g) => (
            <li key={g.image}>
              <figure className="overflow-hidden rounded-2xl bg-maroon-50">
                <div className="relative aspect-[3/4]"><Image src={g.image} alt="" fill sizes="(min-width: 768px) 33vw, 100vw" className="object-cover" /></div>
                <figcaption className="p-3 text-center font-semibold text-maroon-800">{g.caption}</figcaption>
              </figure>
            </li>
          ))}
        </Reveal>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/gallery" className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800">View More</Link>
          <Link href="/gallery" className="rounded-full border-2 border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-maroon-50">View Gallery</Link>
        </div>
      </div>
    </section>
  );
}

export function OwnerSection({ site }: { site: SiteConfig }) {
  return (
    <section aria-labelledby="owner-h" className="cv-auto mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
      <div className="relative mx-auto aspect-[4/5] w-full max-w-sm overflow-hidden rounded-3xl shadow-lg">
        <Image src="/images/owner.webp" alt={`${site.owner}, founder of ${site.name}`} fill sizes="(min-width: 768px) 384px, 90vw" className="object-cover" />
      </div>
      <div>
        <h2 id="owner-h" className="font-display text-3xl font-bold text-maroon-800 sm:text-4xl">Meet the Founder</h2>
        <p className="mt-4 leading-relaxed text-stone-700">
          {site.owner} started {site.name} from a single almirah of her own wedding outfits. Today the studio in Uttam Nagar dresses brides,
          grooms and whole families — and she still checks every hem before it leaves the shop.
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
        <a href={whatsappLink(site.whatsappNumber, `Hello ${site.owner}, I'd like to talk about an outfit for my event.`)} target="_blank" rel="noopener noreferrer" className="mt-6 inline-block rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800">
          Connect with Owner<span className="sr-only"> on WhatsApp (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
