/** Fixed content of the home page (spec §2). Counts are checked by tests/lib/content.test.ts. */

export const whyChooseUs = [
  { title: "Premium Quality", text: "Designer pieces, dry-cleaned, steamed and checked stitch by stitch before every rental." },
  { title: "Flexible Rentals", text: "Rent for a day, a weekend or the whole wedding week, with free fitting alterations." },
  { title: "Customer Satisfaction", text: "Over a thousand brides, grooms and families dressed, and most of them come back." },
  { title: "Wide Collection", text: "Lehengas, sarees, gowns, suits, blouses and gopi dresses for men, women and kids." },
];

export interface MostLoved {
  label: string;
  image: string;
  href: string;
}

/** spec §2: eight cards, each with a label and an arrow to its collection. */
export const mostLoved: MostLoved[] = [
  { label: "Bridal Lehengas", image: "/images/catalogue/lehenga-ruby.webp", href: "/collection/party-wear-lehenga" },
  { label: "Banarasi Sarees", image: "/images/catalogue/saree-emerald.webp", href: "/collection/designer-sarees" },
  { label: "Reception Gowns", image: "/images/catalogue/gown-blush.webp", href: "/collection/gowns" },
  { label: "Anarkali Suits", image: "/images/catalogue/suit-royal.webp", href: "/collection/suits" },
  { label: "Zardozi Blouses", image: "/images/catalogue/blouse-wine.webp", href: "/collection/designer-blouses" },
  { label: "Gopi Dresses", image: "/images/catalogue/gopi-marigold.webp", href: "/collection/gopi-dresess" },
  { label: "Party Dresses", image: "/images/catalogue/dress-teal.webp", href: "/collection/dresses" },
  { label: "Silk Dupattas", image: "/images/catalogue/dupatta-royal.webp", href: "/collection/dupatta" },
];

export interface ExploreTile {
  name: string;
  quote: string;
  image: string;
  link: string;
}

/** spec §2: ten category tiles with a name and a quote. */
export const exploreTiles: ExploreTile[] = [
  { name: "Party Wear Lehenga", quote: "Twirl into the spotlight.", image: "/images/catalogue/lehenga-wine.webp", link: "/collection/party-wear-lehenga" },
  { name: "Designer Sarees", quote: "Six yards of pure grace.", image: "/images/catalogue/saree-ruby.webp", link: "/collection/designer-sarees" },
  { name: "Gowns", quote: "Made for grand entrances.", image: "/images/catalogue/gown-royal.webp", link: "/collection/gowns" },
  { name: "Suits", quote: "Tradition, tailored for you.", image: "/images/catalogue/suit-emerald.webp", link: "/collection/suits" },
  { name: "Dresses", quote: "Party-ready in a minute.", image: "/images/catalogue/dress-ruby.webp", link: "/collection/dresses" },
  { name: "Designer Blouses", quote: "The detail that completes it.", image: "/images/catalogue/blouse-emerald.webp", link: "/collection/designer-blouses" },
  { name: "Gopi Dresses", quote: "Dance like Radha.", image: "/images/catalogue/gopi-ruby.webp", link: "/collection/gopi-dresess" },
  { name: "Custom Colour Sarees", quote: "Your shade, your story.", image: "/images/catalogue/saree-teal.webp", link: "/collection/customised-colours-sarees-avaliable" },
  { name: "Custom Colour Blouses", quote: "Matched to the last thread.", image: "/images/catalogue/blouse-marigold.webp", link: "/collection/customised-colours-blouses-avaliable" },
  { name: "Dupattas", quote: "Drape on the drama.", image: "/images/catalogue/dupatta-wine.webp", link: "/collection/dupatta" },
];

export const graceImages = [
  { image: "/images/gallery/gallery-01.webp", caption: "Ruby lehengas for the pheras" },
  { image: "/images/gallery/gallery-02.webp", caption: "Marigold silk sarees for the morning puja" },
  { image: "/images/gallery/gallery-03.webp", caption: "Teal gowns for the reception" },
];

export const ownerStats = [
  { value: "5+", label: "Years" },
  { value: "1000+", label: "Happy Clients" },
  { value: "100%", label: "Passion" },
];

export interface Testimonial {
  name: string;
  role: string;
  feedback: string;
}

/** spec §2: six quotes, with these roles. */
export const testimonials: Testimonial[] = [
  { name: "Rohit Malhotra", role: "Groom", feedback: "The sherwani-matching suit fitted after one alteration and the delivery came a day early. Stress-free on my own wedding day!" },
  { name: "Sneha Kapoor", role: "Bride", feedback: "I rented my reception lehenga for a fraction of its price and everyone thought I had bought it. Beautifully kept and perfectly steamed." },
  { name: "Arjun Mehta", role: "Event Organizer", feedback: "We dressed a 12-member dance troupe in gopi dresses in three days. Sizes, jewellery, pickup — all handled." },
  { name: "Ishita Bansal", role: "Bridesmaid", feedback: "They dyed five chiffon sarees in the exact mint shade we wanted. Our photos look like a magazine spread." },
  { name: "Suresh Agarwal", role: "Father of the Bride", feedback: "Honest prices, no hidden charges, and a family that treats you like family. We will be back for my son's wedding." },
  { name: "Nidhi Arora", role: "Fashion Blogger", feedback: "The best-curated rental wardrobe in West Delhi. The blouses alone are worth the visit." },
];

export interface Faq {
  question: string;
  answer: string;
}

/** spec §2: four questions. */
export const faqs: Faq[] = [
  {
    question: "What do you offer?",
    answer: "We rent premium ethnic and fusion wear — bridal and party lehengas, designer sarees, gowns, suits, blouses, dupattas and gopi dresses — for weddings, parties and festive events.",
  },
  { question: "Do you have outfits for men, women and kids?", answer: "Yes. We dress brides, grooms, bridesmaids and whole families, with sizes for men, women and kids." },
  { question: "Where are you located, and do you deliver?", answer: "Our studio is in Uttam Nagar, New Delhi. We serve Delhi NCR in person and deliver and pick up across India." },
  {
    question: "How do I book an outfit?",
    answer: "Contact us through this website, on WhatsApp or by phone to book a trial or reserve your outfit. Buy Now on any product also sends us a request and we call you back.",
  },
];

export interface SampleItem {
  id: number;
  title: string;
  image: string;
  description: string;
}

/** spec §2: the six-item sample gallery (grid on desktop, slider on mobile). */
export const sampleGallery: SampleItem[] = [
  { id: 1, title: "Mehendi Greens", image: "/images/gallery/gallery-04.webp", description: "Emerald anarkali suits with mirror work for the mehendi." },
  { id: 2, title: "Sangeet Pinks", image: "/images/gallery/gallery-05.webp", description: "Blush blouses with sequinned sleeves, made for dancing." },
  { id: 3, title: "Day-Wedding Ivory", image: "/images/gallery/gallery-06.webp", description: "Ivory flared dresses for a garden ceremony." },
  { id: 4, title: "Janmashtami Blues", image: "/images/gallery/gallery-07.webp", description: "Royal blue gopi dresses that twirl through the raas." },
  { id: 5, title: "Winter Reception", image: "/images/gallery/gallery-08.webp", description: "Wine velvet lehengas with dabka and pearls." },
  { id: 6, title: "Temple Classics", image: "/images/gallery/gallery-09.webp", description: "Ruby Banarasi sarees with temple borders." },
];

/** spec §1: the home hero's tagline, over the slides or above the typewriter. */
export const heroTagline = "Where Elegance Meets Affordability";

export const typewriterLines = ["Premium Sarees and Lehengas on Rent", "Perfect for Weddings, Parties, and Festive Events", "Tradition Meets Modern Elegance"];
