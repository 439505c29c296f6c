// The webfonts' files and rules (lib/fonts, app/globals.css): the preloaded Playfair core is a
// public file with a fixed address, so its name must change whenever its bytes do, or phones
// would keep an old cut for a year; and the addresses and family names the code uses must be
// the ones the stylesheet declares.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DISPLAY_FONT_CORE_URL } from "@/lib/fonts";
import { DEVANAGARI_FAMILY, DEVANAGARI_WEBFONT_NOTE } from "@/lib/fonts/devanagari";
import { headersFor } from "../helpers/config-headers";

const publicFonts = path.join(process.cwd(), "public", "fonts");
const stylesheet = readFileSync(path.join(process.cwd(), "app", "globals.css"), "utf8");
const fontFaces = stylesheet.match(/@font-face\s*{[^}]*}/g) ?? [];

describe("the webfonts", () => {
  it("names every file in public/fonts by the hash of its content", () => {
    const files = readdirSync(publicFonts);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const hash = createHash("sha256")
        .update(readFileSync(path.join(publicFonts, file)))
        .digest("hex")
        .slice(0, 10);
      expect(file, "rename the file after its new content").toMatch(new RegExp(`\\.${hash}\\.woff2$`));
    }
  });

  it("preloads the file the stylesheet's Playfair core names, and it exists", () => {
    expect(readdirSync(publicFonts)).toContain(path.basename(DISPLAY_FONT_CORE_URL));
    const core = fontFaces.find((face) => face.includes(`url("${DISPLAY_FONT_CORE_URL}")`));
    expect(core).toMatch(/font-family: "Playfair Display";/);
    expect(core).toMatch(/font-display: swap;/);
  });

  it("declares the Devanagari family the webfont gate looks for, waiting for the cache (optional)", () => {
    const faces = fontFaces.filter((face) => face.includes(`font-family: "${DEVANAGARI_FAMILY}";`));
    expect(faces).toHaveLength(2);
    for (const face of faces) expect(face).toMatch(/font-display: optional;/);
    expect(stylesheet).toContain(`--font-devanagari-face: "${DEVANAGARI_FAMILY}";`);
  });

  it("keys the gate's note to the version of the package the Devanagari files come from", () => {
    const faces = fontFaces.filter((face) => face.includes(`font-family: "${DEVANAGARI_FAMILY}";`));
    for (const face of faces)
      expect(face).toMatch(/url\("\.\.\/node_modules\/@fontsource\/noto-sans-devanagari\/files\/[^"]+\.woff2"\)/);
    const installed = JSON.parse(
      readFileSync(path.join(process.cwd(), "node_modules/@fontsource/noto-sans-devanagari/package.json"), "utf8"),
    ).version;
    expect(DEVANAGARI_WEBFONT_NOTE).toBe(`${DEVANAGARI_FAMILY} ${installed}`);
  });

  it("serves the hashed files as cacheable for good, and other public files as before", async () => {
    expect((await headersFor(DISPLAY_FONT_CORE_URL))["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await headersFor("/icons/icon-192.png"))["cache-control"]).toBeUndefined();
  });
});
