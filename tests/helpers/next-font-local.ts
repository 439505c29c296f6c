// next/font/local is compiled away by Next's bundler; under vitest a font is just its names.
export default function localFont() {
  return { className: "font", variable: "font-variable", style: { fontFamily: "'font', serif" } };
}
