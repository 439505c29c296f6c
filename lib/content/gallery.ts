/** The gallery page's 25 fixed images (spec §2), with captions for the lightbox. */
const captions = [
  "Ruby bridal lehenga", "Emerald Kanjivaram saree", "Blush reception gown", "Royal blue anarkali", "Marigold gopi dress",
  "Wine velvet blouse", "Teal party dress", "Ivory organza lehenga", "Ruby sharara suit", "Emerald silk saree",
  "Royal sequin gown", "Blush festive suit", "Marigold tiered gopi dress", "Wine zardozi blouse", "Teal indo-western dress",
  "Ivory chikankari lehenga", "Ruby tissue saree", "Emerald ball gown", "Royal palazzo suit", "Blush garba dress",
  "Marigold brocade blouse", "Wine cocktail dress", "Teal mirror-work lehenga", "Ivory pearl saree", "Ruby velvet gown",
];

export interface GalleryImage {
  src: string;
  caption: string;
}

export const galleryImages: GalleryImage[] = captions.map((caption, i) => ({ src: `/images/gallery/gallery-${String(i + 1).padStart(2, "0")}.webp`, caption }));
