// Draws the shop's icon set (original artwork, no fonts needed) and writes it where the
// App Router's metadata files and the web app manifest expect it:
//   app/favicon.ico (16, 32 and 48 px PNGs in one ICO), app/icon.png, app/apple-icon.png,
//   public/icons/icon-192.png, icon-512.png and icon-maskable-512.png (app/manifest.ts).
// Re-run after changing the colours: node scripts/make-icons.mjs
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const MAROON = "#6e0b27"; // theme colour (app/layout.tsx viewport, app/manifest.ts)
const GOLD = "#e9c46a";

/** A gold Mughal arch with a bindu on maroon: the arch of the gallery frames. `pad` keeps a maskable icon's safe zone. */
function svg({ rounded, pad }) {
  const s = 512;
  const inner = s - 2 * pad;
  const k = inner / 512;
  const t = (x, y) => `${(pad + x * k).toFixed(1)} ${(pad + y * k).toFixed(1)}`;
  const arch = `M${t(136, 430)} L${t(136, 236)} Q${t(136, 96)} ${t(256, 80)} Q${t(376, 96)} ${t(376, 236)} L${t(376, 430)}`;
  const innerArch = `M${t(184, 430)} L${t(184, 246)} Q${t(184, 150)} ${t(256, 136)} Q${t(328, 150)} ${t(328, 246)} L${t(328, 430)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
<rect width="${s}" height="${s}" rx="${rounded ? 96 : 0}" fill="${MAROON}"/>
<path d="${arch}" fill="none" stroke="${GOLD}" stroke-width="${(44 * k).toFixed(1)}" stroke-linecap="round"/>
<path d="${innerArch}" fill="none" stroke="${GOLD}" stroke-opacity=".55" stroke-width="${(14 * k).toFixed(1)}" stroke-linecap="round"/>
<path d="M${t(256, 226)} l${(40 * k).toFixed(1)} ${(56 * k).toFixed(1)} l${(-40 * k).toFixed(1)} ${(56 * k).toFixed(1)} l${(-40 * k).toFixed(1)} ${(-56 * k).toFixed(1)} z" fill="${GOLD}"/>
<rect x="${pad + 112 * k}" y="${pad + 418 * k}" width="${288 * k}" height="${24 * k}" rx="${12 * k}" fill="${GOLD}"/>
</svg>`;
}

const png = (source, size) => sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An ICO holding PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

const rounded = svg({ rounded: true, pad: 0 });
const square = svg({ rounded: false, pad: 0 });
const maskable = svg({ rounded: false, pad: 80 });
await mkdir("public/icons", { recursive: true });
await writeFile(
  "app/favicon.ico",
  ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(rounded, size) })))),
);
await writeFile("app/icon.png", await png(rounded, 96));
await writeFile("app/apple-icon.png", await png(square, 180)); // iOS rounds the corners itself
await writeFile(path.join("public/icons", "icon-192.png"), await png(rounded, 192));
await writeFile(path.join("public/icons", "icon-512.png"), await png(rounded, 512));
await writeFile(path.join("public/icons", "icon-maskable-512.png"), await png(maskable, 512));
console.log("wrote the icon set");
