import localFont from "next/font/local";

// Self-hosted from @fontsource packages: Google-hosted fonts would need the internet at build time.
// Headings use one file: the 700 cut also serves font-semibold (the nearest heavier weight, so
// no faux bold), which saves a preloaded font competing with the hero image on phones.
export const display = localFont({
  src: [{ path: "../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2", weight: "600 700" }],
  variable: "--font-display",
  display: "swap",
});

export const body = localFont({
  src: [
    { path: "../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2", weight: "400" },
    { path: "../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2", weight: "600" },
  ],
  variable: "--font-body",
  display: "swap",
});
