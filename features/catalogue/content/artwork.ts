/** Colour names of the generated artwork in public/images (see scripts/make-artwork.mjs). */
export const palettes = ["ruby", "emerald", "royal", "marigold", "blush", "wine", "teal", "ivory"] as const;
