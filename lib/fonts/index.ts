import { preload } from "react-dom";

// Self-hosted: Google-hosted fonts would need the internet at build time. Body text uses the
// phone's own font (app/globals.css); headings use Playfair Display 700 (it also serves
// font-semibold, the nearest heavier weight, so no faux bold). The @font-face rules are in
// app/globals.css, not next/font's: its rules came as a second render-blocking stylesheet.
//
// Playfair comes in two parts, split by unicode-range as Google Fonts serves its fonts:
//  - the core (13.6 KB, preloaded): ASCII and the punctuation headings use (’ “ ” – — · × • …),
//    which is every heading this shop writes. Made from @fontsource's Latin file with
//      python3 -m fontTools.subset playfair-display-latin-700-normal.woff2 --flavor=woff2 \
//        --unicodes="U+0020-007E,U+00A0,U+00B7,U+00D7,U+2013,U+2014,U+2018,U+2019,U+201C,U+201D,U+2022,U+2026"
//    and kept in public/fonts/ under a name with the first 10 hex digits of its SHA-256, so
//    it can be cached for good (next.config.ts) and a new cut gets a new address.
//  - the rest of Latin (é, ñ, ü… in a piece's name, also when typed as a letter and a separate
//    accent), @fontsource's whole 23 KB file, which a browser fetches only for a page that shows one.
// The whole file was preloaded before: 9.6 KB more on every first visit, sharing a phone's
// connection with the first photo.

/** The core's address; app/globals.css names the same one. */
export const DISPLAY_FONT_CORE_URL = "/fonts/playfair-display-700-core.f25d229806.woff2";

/** Called by each document (shop, owner, not found): React puts the <link rel="preload"> in its <head>. */
export function preloadDisplayFont(): void {
  preload(DISPLAY_FONT_CORE_URL, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
