// A page's pictures carry next/image's fill style as one short class (img-fill in
// app/globals.css) instead of the same 100 characters inline on each, in the HTML and again in
// the page's RSC data; a picture with a style of its own keeps next/image's inline style.
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { readFileSync } from "node:fs";
import { StaticImage, staticImageProps } from "@/components/ui/static-image";

describe("server-drawn pictures", () => {
  it("a fill picture has the img-fill class and no inline style, and keeps next/image's srcset", () => {
    const html = renderToStaticMarkup(
      createElement(StaticImage, {
        src: "/images/hero/slide-1.webp",
        alt: "",
        fill: true,
        sizes: "50vw",
        className: "object-cover",
      }),
    );
    expect(html).toMatch(/class="img-fill object-cover"/);
    expect(html).not.toContain("style=");
    expect(html).toContain('data-nimg="fill"');
    expect(html).toMatch(/srcSet="\/_next\/image\?url=%2Fimages%2Fhero%2Fslide-1\.webp&amp;w=\d+&amp;q=75 \d+w, /);
  });

  it("the class says what next/image's style said", () => {
    const css = readFileSync("app/globals.css", "utf8");
    const rule = css.match(/\.img-fill \{([^}]*)\}/)?.[1] ?? "";
    for (const d of ["position: absolute", "inset: 0", "width: 100%", "height: 100%", "color: transparent"])
      expect(rule).toContain(d);
  });

  it("a picture with its own style, or a sized one, keeps next/image's inline style", () => {
    const own = staticImageProps({
      src: "/a.webp",
      alt: "",
      fill: true,
      sizes: "50vw",
      style: { objectPosition: "top" },
    });
    expect(own.style).toMatchObject({ position: "absolute", objectPosition: "top" });
    expect(own.className).toBeUndefined();
    const sized = staticImageProps({ src: "/a.webp", alt: "", width: 200, height: 300 });
    expect(sized.style).toEqual({ color: "transparent" });
    expect(sized["data-nimg"]).toBe("1");
  });
});
