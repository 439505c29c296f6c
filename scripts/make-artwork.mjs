// Draws the catalogue's placeholder artwork (original, no photos) as SVG and writes
// small WebP files under public/images. Re-run after changing palettes or shapes:
//   node scripts/make-artwork.mjs
// The shop replaces these with its own photos through the admin area.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import artwork from "../features/catalogue/content/artwork.json" with { type: "json" };

const out = path.resolve("public/images");

export const palettes = [
  { name: "ruby", bg: ["#fdf2f4", "#f6d5dc"], cloth: "#a3123a", shade: "#6e0b27", motif: "#f2c86b" },
  { name: "emerald", bg: ["#eef8f3", "#cfeadc"], cloth: "#0f6b4f", shade: "#084534", motif: "#f4d27a" },
  { name: "royal", bg: ["#eff1fb", "#d3d9f3"], cloth: "#26328c", shade: "#161e5c", motif: "#e9c46a" },
  { name: "marigold", bg: ["#fff8ea", "#fbe3b2"], cloth: "#e08a00", shade: "#a35f00", motif: "#8b1a1a" },
  { name: "blush", bg: ["#fff4f6", "#fbdde4"], cloth: "#e58fa6", shade: "#b8627b", motif: "#fff3c4" },
  { name: "wine", bg: ["#f8eef3", "#e7cfdc"], cloth: "#6b1d45", shade: "#43102a", motif: "#e2b659" },
  { name: "teal", bg: ["#edf8f8", "#cde9ea"], cloth: "#0e7c86", shade: "#095259", motif: "#f6d98b" },
  { name: "ivory", bg: ["#f6f1e7", "#e6dcc6"], cloth: "#efe4cf", shade: "#c9b48c", motif: "#b0893a" },
];

const W = 600,
  H = 800;

function defs(p, id) {
  return `<defs>
  <linearGradient id="bg${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>
  <linearGradient id="fold${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.shade}" stop-opacity=".55"/><stop offset=".35" stop-color="${p.cloth}" stop-opacity="0"/><stop offset=".7" stop-color="${p.cloth}" stop-opacity="0"/><stop offset="1" stop-color="${p.shade}" stop-opacity=".6"/></linearGradient>
  <pattern id="m${id}" width="44" height="44" patternUnits="userSpaceOnUse">
    <circle cx="22" cy="22" r="3.2" fill="${p.motif}"/>
    <path d="M22 10 q5 6 0 12 q-5 -6 0 -12z" fill="${p.motif}" opacity=".75"/>
    <circle cx="0" cy="0" r="2" fill="${p.motif}" opacity=".6"/><circle cx="44" cy="44" r="2" fill="${p.motif}" opacity=".6"/>
  </pattern>
  <pattern id="b${id}" width="28" height="24" patternUnits="userSpaceOnUse">
    <rect width="28" height="24" fill="${p.shade}"/>
    <path d="M0 12 L14 2 L28 12 L14 22 Z" fill="${p.motif}" opacity=".85"/>
    <circle cx="14" cy="12" r="3" fill="${p.shade}"/>
  </pattern>
</defs>`;
}

/** Each garment: its body path(s) filled with cloth, motif and folds, plus a zari border band. */
const shapes = {
  lehenga: `<path d="M250 250 L350 250 L360 330 L240 330 Z"/><path d="M240 340 L360 340 L480 720 L120 720 Z"/>`,
  lehengaBorder: `<path d="M135 672 L465 672 L480 720 L120 720 Z"/>`,
  saree: `<path d="M255 245 L345 245 L352 330 L248 330 Z"/><path d="M248 335 L352 335 L390 720 L210 720 Z"/><path d="M345 250 L395 260 L420 560 L360 520 Z"/>`,
  sareeBorder: `<path d="M214 690 L386 690 L390 720 L210 720 Z"/><path d="M395 260 L410 262 L432 566 L420 560 Z"/>`,
  gown: `<path d="M255 240 L345 240 L355 360 L245 360 Z"/><path d="M245 360 L355 360 L450 720 L150 720 Z"/>`,
  gownBorder: `<path d="M160 690 L440 690 L450 720 L150 720 Z"/><path d="M245 352 L355 352 L355 370 L245 370 Z"/>`,
  suit: `<path d="M240 240 L360 240 L385 560 L215 560 Z"/><path d="M245 560 L295 560 L290 720 L245 720 Z"/><path d="M305 560 L355 560 L355 720 L310 720 Z"/><path d="M240 245 L200 420 L222 426 L250 300 Z"/><path d="M360 245 L400 420 L378 426 L350 300 Z"/>`,
  suitBorder: `<path d="M218 530 L382 530 L385 560 L215 560 Z"/>`,
  blouse: `<path d="M220 300 L380 300 L392 470 L208 470 Z"/><path d="M220 305 L165 390 L195 405 L235 345 Z"/><path d="M380 305 L435 390 L405 405 L365 345 Z"/>`,
  blouseBorder: `<path d="M208 450 L392 450 L392 470 L208 470 Z"/><path d="M270 300 Q300 350 330 300 Z"/>`,
  dress: `<path d="M255 240 L345 240 L352 380 L248 380 Z"/><path d="M248 380 L352 380 L420 600 L180 600 Z"/>`,
  dressBorder: `<path d="M186 580 L414 580 L420 600 L180 600 Z"/>`,
  gopi: `<path d="M255 240 L345 240 L350 330 L250 330 Z"/><path d="M250 330 L350 330 L410 500 L190 500 Z"/><path d="M195 490 L405 490 L470 720 L130 720 Z"/>`,
  gopiBorder: `<path d="M192 486 L408 486 L410 500 L190 500 Z"/><path d="M138 690 L462 690 L470 720 L130 720 Z"/>`,
  dupatta: `<path d="M170 180 Q300 140 430 180 L400 700 Q300 660 200 700 Z"/>`,
  dupattaBorder: `<path d="M203 660 Q300 620 397 660 L400 700 Q300 660 200 700 Z"/><path d="M170 180 Q300 140 430 180 L428 205 Q300 165 172 205 Z"/>`,
};

function mannequin() {
  return `<g fill="#7a6a58"><rect x="293" y="150" width="14" height="90" rx="5"/><ellipse cx="300" cy="150" rx="26" ry="10"/><rect x="280" y="730" width="40" height="12" rx="4"/><rect x="296" y="700" width="8" height="32"/></g>`;
}

function garment(kind, p, id) {
  const body = shapes[kind];
  const border = shapes[`${kind}Border`];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(p, id)}
<rect width="${W}" height="${H}" fill="url(#bg${id})"/>
<circle cx="300" cy="420" r="260" fill="#fff" opacity=".35"/>
${mannequin()}
<g fill="${p.cloth}">${body}</g>
<g fill="url(#m${id})" opacity=".55">${body}</g>
<g fill="url(#fold${id})">${body}</g>
<g fill="url(#b${id})">${border}</g>
</svg>`;
}

const beautyShapes = {
  soap: (p) =>
    `<rect x="150" y="380" width="300" height="170" rx="40" fill="${p.cloth}"/><rect x="150" y="380" width="300" height="60" rx="30" fill="#fff" opacity=".25"/><ellipse cx="300" cy="470" rx="80" ry="30" fill="none" stroke="${p.motif}" stroke-width="6"/><circle cx="210" cy="330" r="18" fill="#fff" opacity=".7"/><circle cx="250" cy="300" r="11" fill="#fff" opacity=".7"/><circle cx="385" cy="320" r="14" fill="#fff" opacity=".7"/>`,
  "hair-oil": (p) =>
    `<rect x="265" y="180" width="70" height="70" rx="8" fill="${p.shade}"/><path d="M230 260 Q300 240 370 260 L390 640 Q300 670 210 640 Z" fill="${p.cloth}" opacity=".9"/><rect x="240" y="400" width="120" height="130" rx="10" fill="#fffaf0"/><path d="M300 420 q20 30 0 60 q-20 -30 0 -60z" fill="${p.shade}"/><rect x="260" y="500" width="80" height="8" rx="4" fill="${p.motif}"/>`,
  "night-cream": (p) =>
    `<rect x="170" y="360" width="260" height="60" rx="14" fill="${p.shade}"/><rect x="180" y="420" width="240" height="180" rx="30" fill="${p.cloth}"/><rect x="220" y="470" width="160" height="80" rx="12" fill="#fffaf0"/><path d="M300 480 a22 22 0 1 0 18 36 a18 18 0 1 1 -18 -36z" fill="${p.shade}"/>`,
};

function beauty(kind, p, id) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(p, id)}
<rect width="${W}" height="${H}" fill="url(#bg${id})"/><circle cx="300" cy="460" r="230" fill="#fff" opacity=".45"/>
<path d="M120 650 Q300 610 480 650 L480 700 L120 700 Z" fill="${p.bg[1]}"/>${beautyShapes[kind](p)}
<g opacity=".8"><path d="M110 600 q30 -60 60 -10 q-30 20 -60 10z" fill="#5f8f4e"/><path d="M470 590 q-30 -60 -60 -10 q30 20 60 10z" fill="#5f8f4e"/></g></svg>`;
}

const palette = (name) => palettes.find((p) => p.name === name);

function hero(i) {
  // the middle figure is the large one: it shows what the slide's title names
  const kinds = artwork.hero[i].map(([kind]) => kind);
  const ps = artwork.hero[i].map(([, colour]) => palette(colour));
  const bg = ["#3b0a1e", "#082a22", "#1a1440"][i];
  const figures = kinds
    .map(
      (k, j) =>
        `<g transform="translate(${60 + j * 460} ${j === 1 ? 40 : 90}) scale(${j === 1 ? 1.05 : 0.95})">${garment(
          k,
          ps[j],
          `h${i}${j}`,
        )
          .replace(/^<svg[^>]*>/, "")
          .replace(/<\/svg>$/, "")
          .replace(/<rect width="600" height="800"[^>]*\/>/, "")}</g>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><radialGradient id="glow" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<pattern id="jaali" width="80" height="80" patternUnits="userSpaceOnUse"><path d="M40 4 L76 40 L40 76 L4 40 Z" fill="none" stroke="#e9c46a" stroke-opacity=".18" stroke-width="2"/><circle cx="40" cy="40" r="6" fill="#e9c46a" fill-opacity=".14"/></pattern></defs>
<rect width="1600" height="900" fill="${bg}"/><rect width="1600" height="900" fill="url(#jaali)"/><rect width="1600" height="900" fill="url(#glow)"/>
${figures}</svg>`;
}

/** A garment under a Mughal arch (gallery), or in a gold double frame (royal picks). */
function framed(kind, p, id, style) {
  const inner = garment(kind, p, id)
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
  const frame =
    style === "arch"
      ? `<path d="M60 800 L60 300 Q60 60 300 40 Q540 60 540 300 L540 800" fill="none" stroke="#e9c46a" stroke-width="14"/><path d="M84 800 L84 306 Q84 86 300 66 Q516 86 516 306 L516 800" fill="none" stroke="${p.shade}" stroke-width="6" opacity=".6"/>`
      : `<rect x="18" y="18" width="564" height="764" rx="10" fill="none" stroke="#c9a227" stroke-width="12"/><rect x="40" y="40" width="520" height="720" rx="6" fill="none" stroke="#e9c46a" stroke-width="3"/><path d="M300 30 l14 14 -14 14 -14 -14z M300 742 l14 14 -14 14 -14 -14z" fill="#c9a227"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><rect width="600" height="800" fill="${style === "arch" ? p.shade : "#fffaf0"}"/><g transform="translate(60 70) scale(.8)">${inner}</g>${frame}</svg>`;
}

function owner() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">
<defs><linearGradient id="o" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9e0e6"/><stop offset="1" stop-color="#f2d58f"/></linearGradient></defs>
<rect width="600" height="750" fill="url(#o)"/><circle cx="300" cy="330" r="230" fill="#fff" opacity=".4"/>
<path d="M150 750 Q160 520 300 500 Q440 520 450 750 Z" fill="#a3123a"/>
<path d="M190 560 Q300 640 420 600 L460 750 L380 750 Z" fill="#e9c46a" opacity=".9"/>
<rect x="270" y="420" width="60" height="90" rx="20" fill="#c98a64"/>
<ellipse cx="300" cy="330" rx="95" ry="115" fill="#d79a72"/>
<path d="M200 320 Q200 190 300 190 Q400 190 400 320 Q390 250 300 240 Q220 250 200 320 Z" fill="#2b1a14"/>
<path d="M205 310 Q180 470 240 520 Q215 420 230 330 Z M395 310 Q420 470 360 520 Q385 420 370 330 Z" fill="#2b1a14"/>
<circle cx="300" cy="262" r="7" fill="#a3123a"/><path d="M262 395 Q300 420 338 395" stroke="#8a0f31" stroke-width="6" fill="none" stroke-linecap="round"/>
<circle cx="265" cy="330" r="7" fill="#2b1a14"/><circle cx="335" cy="330" r="7" fill="#2b1a14"/>
<circle cx="208" cy="360" r="9" fill="#e9c46a"/><circle cx="392" cy="360" r="9" fill="#e9c46a"/></svg>`;
}

/** The part of each garment (600 × 800 drawing) its close-up shows: cloth, motifs and the zari border. */
const detailBox = {
  lehenga: { left: 180, top: 480, width: 240, height: 320 },
  saree: { left: 210, top: 420, width: 210, height: 280 },
  gown: { left: 195, top: 440, width: 210, height: 280 },
  suit: { left: 225, top: 300, width: 150, height: 200 },
  blouse: { left: 216, top: 300, width: 168, height: 224 },
  dress: { left: 210, top: 390, width: 180, height: 240 },
  gopi: { left: 180, top: 480, width: 240, height: 320 },
  dupatta: { left: 195, top: 380, width: 210, height: 280 },
};

export const garmentKinds = ["lehenga", "saree", "gown", "suit", "blouse", "dress", "gopi", "dupatta"];

async function write(svg, file, width, quality = 62) {
  const target = path.join(out, file);
  await mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).resize({ width }).webp({ quality, effort: 6 }).toFile(target);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  let n = 0;
  for (const kind of garmentKinds) {
    for (const [i, p] of palettes.entries()) {
      await write(garment(kind, p, `${kind}${i}`), `catalogue/${kind}-${p.name}.webp`, 600);
      n++;
    }
  }
  for (const kind of Object.keys(beautyShapes)) {
    for (const [i, p] of palettes.slice(0, 4).entries()) {
      await write(beauty(kind, p, `${kind}${i}`), `beauty/${kind}-${p.name}.webp`, 600);
      n++;
    }
  }
  // A close-up of each garment's embroidery: a product's second picture shows the same piece.
  for (const kind of garmentKinds) {
    for (const [i, p] of palettes.entries()) {
      const target = path.join(out, `catalogue/detail/${kind}-${p.name}.webp`);
      await mkdir(path.dirname(target), { recursive: true });
      await sharp(Buffer.from(garment(kind, p, `d${kind}${i}`)))
        .extract(detailBox[kind])
        .resize({ width: 600, height: 800 })
        .webp({ quality: 62, effort: 6 })
        .toFile(target);
      n++;
    }
  }
  for (const [i, [kind, colour]] of artwork.gallery.entries()) {
    await write(
      framed(kind, palette(colour), `g${i}`, "arch"),
      `gallery/gallery-${String(i + 1).padStart(2, "0")}.webp`,
      600,
      58,
    );
    n++;
  }
  for (const [i, [kind, colour]] of artwork.royal.entries()) {
    await write(
      framed(kind, palette(colour), `r${i}`, "gold"),
      `royal/royal-${String(i + 1).padStart(2, "0")}.webp`,
      600,
      58,
    );
    n++;
  }
  await write(owner(), "owner.webp", 600, 62);
  n++;
  for (const i of [0, 1, 2]) {
    await write(hero(i), `hero/slide-${i + 1}.webp`, 1600, 55);
    n++;
  }
  console.log(`wrote ${n} images to public/images`);
}
