import Image from "next/image";
import { faqs, sampleGallery, testimonials } from "@/lib/content/home";
import { AutoSlider } from "@/components/ui/auto-slider";
import { SectionHeading } from "@/components/ui/section-heading";

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-h" className="cv-auto bg-maroon-900 py-16 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="testimonials-h" className="text-center font-display text-3xl font-bold sm:text-4xl">What Our Clients Say</h2>
        <div className="mt-10">
          <AutoSlider label="Testimonials" intervalMs={3500} slideClass="basis-full lg:basis-1/2" gap={30}>
            {testimonials.map((t) => (
              <figure key={t.name} className="h-full rounded-2xl bg-white/10 p-6">
                <blockquote className="text-lg leading-relaxed">“{t.feedback}”</blockquote>
                <figcaption className="mt-4"><span className="font-semibold text-gold-300">{t.name}</span> <span className="text-maroon-100">· {t.role}</span></figcaption>
              </figure>
            ))}
          </AutoSlider>
        </div>
      </div>
    </section>
  );
}

/** One open at a time, natively: <details> elements sharing a name form an exclusive accordion. */
export function FaqAccordion() {
  return (
    <section aria-labelledby="faq-h" className="cv-auto mx-auto max-w-3xl px-4 py-16">
      <SectionHeading id="faq-h" title="Frequently Asked Questions" />
      <div className="mt-8 space-y-3">
        {faqs.map((f) => (
          <details key={f.question} name="faq" className="group rounded-xl bg-white shadow-sm ring-1 ring-maroon-100">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-4 font-semibold text-maroon-900">
              {f.question}
              <span aria-hidden="true" className="text-xl transition group-open:rotate-45">+</span>
            </summary>
            <p className="px-4 pb-4 text-stone-700">{f.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function SampleGallery() {
  return (
    <section aria-labelledby="sample-h" className="cv-auto bg-white py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="sample-h" title="Styled by Us" subtitle="Six looks from recent weddings and festivals." />
        <div className="mt-10">
          <AutoSlider label="Styled looks" intervalMs={3000} slideClass="basis-full sm:basis-1/2 lg:basis-auto" gap={20} gridFrom="(min-width: 1024px)" gridClass="lg:grid lg:grid-cols-3 lg:gap-y-6">
            {sampleGallery.map((s) => (
              <figure key={s.id} className="overflow-hidden rounded-2xl bg-maroon-50">
                <div className="relative aspect-[4/5]"><Image src={s.image} alt="" fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" /></div>
                <figcaption className="p-4"><span className="block font-display text-lg font-semibold text-maroon-800">{s.title}</span><span className="text-sm text-stone-600">{s.description}</span></figcaption>
              </figure>
            ))}
          </AutoSlider>
        </div>
      </div>
    </section>
  );
}
