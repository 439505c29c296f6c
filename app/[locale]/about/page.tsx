import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import Image from "next/image";
import Link from "next/link";
import { getSiteConfig } from "@/lib/content/site";
import { ownerStats } from "@/lib/content/home";
import { PageHero } from "@/components/ui/page-hero";
import { Reveal } from "@/components/ui/reveal";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata({
    title: "About Us",
    description: "A Delhi boutique blending tradition and modernity: premium rental fashion for weddings, parties and festive occasions, with fittings, alterations and delivery across India.",
    path: "/about",
    image: { url: "/images/owner.webp", width: 600, height: 750 },
    locale: await pageLocale(params),
  });
}

const steps = [
  { title: "Choose", text: "Browse online or visit the studio in Uttam Nagar. Send us photos of your event's theme and we will shortlist looks." },
  { title: "Try and fit", text: "Book a trial. Our tailors adjust blouses, waists and lengths so the outfit feels made for you." },
  { title: "Celebrate", text: "We deliver steamed and ready, with jewellery suggestions, in Delhi NCR or by courier across India." },
  { title: "Return", text: "We pick up after the event. No dry-cleaning worries: we take care of it." },
];

export default function AboutPage() {
  const site = getSiteConfig();
  return (
    <main>
      <PageHero title={`About ${site.name}`}>
        <p className="mt-4 text-lg text-maroon-50">A blend of tradition and modernity: premium rental fashion for weddings, parties and festive occasions.</p>
      </PageHero>
      <section aria-label="Vision and mission" className="mx-auto grid max-w-5xl gap-6 px-4 py-16 md:grid-cols-2">
        <Reveal className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-maroon-100">
          <h2 className="font-display text-2xl font-bold text-maroon-800">Our Vision</h2>
          <p className="mt-3 text-stone-700">To become India&apos;s most trusted name for ethnic and designer rental wear — so that every celebration can have its dream outfit.</p>
        </Reveal>
        <Reveal className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-maroon-100">
          <h2 className="font-display text-2xl font-bold text-maroon-800">Our Mission</h2>
          <p className="mt-3 text-stone-700">To provide seamless rental experiences with quality, personal service and affordability, from the first trial to the last twirl.</p>
        </Reveal>
      </section>
      <section aria-labelledby="story-h" className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-16 md:grid-cols-2">
        <div>
          <h2 id="story-h" className="font-display text-3xl font-bold text-maroon-800">
            Our Story
          </h2>
          <p className="mt-4 leading-relaxed text-stone-700">
            {site.owner} opened the studio after watching friends spend lakhs on lehengas they wore for a single evening. She began by renting out her own wedding wardrobe to neighbours in Uttam
            Nagar; word travelled, and the almirah became a boutique.
          </p>
          <p className="mt-4 leading-relaxed text-stone-700">
            Today we keep hundreds of lehengas, sarees, gowns, suits and blouses — for men, women and kids — each dry-cleaned, repaired and steamed between rentals. We still do every fitting
            ourselves, because an outfit only looks designer when it fits.
          </p>
          <dl className="mt-6 grid grid-cols-3 gap-4 text-center">
            {ownerStats.map((s) => (
              <div key={s.label} className="rounded-xl bg-maroon-50 p-3">
                <dt className="text-sm text-stone-600">{s.label}</dt>
                <dd className="order-first font-display text-2xl font-bold text-maroon-700">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative mx-auto aspect-[4/5] w-full max-w-sm overflow-hidden rounded-3xl shadow-lg">
          <Image src="/images/owner.webp" alt={`${site.owner}, founder`} fill sizes="(min-width: 768px) 384px, 90vw" className="object-cover" />
        </div>
      </section>
      <section aria-labelledby="how-h" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="how-h" className="text-center font-display text-3xl font-bold text-maroon-800">
            How Renting Works
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((s, i) => (
              <li key={s.title} className="rounded-2xl bg-maroon-50 p-6">
                <span className="font-display text-3xl font-bold text-gold-600">{i + 1}</span>
                <h3 className="mt-2 font-display text-xl font-semibold text-maroon-800">{s.title}</h3>
                <p className="mt-2 text-sm text-stone-700">{s.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-10 text-center">
            <Link href="/contact#appointment" className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800">
              Book a trial
            </Link>
          </p>
        </div>
      </section>
    </main>
  );
}
