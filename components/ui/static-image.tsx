import { getImageProps, type ImageProps } from "next/image";
import type { CSSProperties } from "react";

/** The attributes of the <img> next/image renders (srcset, sizes, lazy loading; a fill picture's style as `img-fill`). */
export type StaticImageAttributes = Omit<ReturnType<typeof getImageProps>["props"], "style"> & {
  style?: CSSProperties;
  "data-nimg": "fill" | "1";
};

/** next/image's inline style for a `fill` picture, which `.img-fill` in app/globals.css says once. */
const FILL_STYLE: CSSProperties = {
  position: "absolute",
  height: "100%",
  width: "100%",
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
  color: "transparent",
};

function isFillStyle(style: CSSProperties | undefined): boolean {
  if (!style) return false;
  // next/image names objectFit and the like as undefined when not asked for: those do not count.
  const keys = (Object.keys(style) as (keyof CSSProperties)[]).filter((k) => style[k] != null);
  return keys.length === Object.keys(FILL_STYLE).length && keys.every((k) => style[k] === FILL_STYLE[k]);
}

export function staticImageProps(props: ImageProps): StaticImageAttributes {
  // In next/image's order: src last, so a browser adding the <img> later reads srcset and sizes first.
  const { className, style, sizes, srcSet, src, ...rest } = getImageProps(props).props;
  // The same 100-character style on every picture of a page, twice (in the HTML and
  // in its RSC data), is a class instead; a picture with a style of its own keeps next/image's.
  if (isFillStyle(style))
    return {
      ...rest,
      "data-nimg": "fill",
      className: className ? `img-fill ${className}` : "img-fill",
      sizes,
      srcSet,
      src,
    };
  return { ...rest, "data-nimg": props.fill ? "fill" : "1", className, style, sizes, srcSet, src };
}

/**
 * next/image's markup without its client component, for pictures that never change after the
 * server drew them: each next/image is a client component that hydrates (state, effects, its
 * srcset computed again) on a phone that has better things to do at load. No preload here: a
 * picture that needs one (the hero's first slide) asks for it with react-dom's preload().
 */
export function StaticImage(props: ImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  return <img {...staticImageProps(props)} />;
}
