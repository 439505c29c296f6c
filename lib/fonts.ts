import localFont from "next/font/local";

// Self-hosted from an @fontsource package: Google-hosted fonts would need the internet at build time.
// Body text uses the phone's own font (globals.css): Inter's two files were 47 KB downloaded
// before the first photo on every first visit (issue #13, item 9). Headings use one file: the 700 cut also serves font-semibold (the nearest heavier weight, so
// no faux bold), which saves a preloaded font competing with the hero image on phones.
export const display = localFont({
  src: [{ path: "../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2", weight: "600 700" }],
  variable: "--font-display",
  display: "swap",
});
