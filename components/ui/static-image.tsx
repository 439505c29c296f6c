import { getImageProps, type ImageProps } from "next/image";

/** The attributes of the <img> next/image renders (srcset, sizes, lazy loading, fill styles). */
export type StaticImageAttributes = ReturnType<typeof getImageProps>["props"] & { "data-nimg": "fill" | "1" };

export function staticImageProps(props: ImageProps): StaticImageAttributes {
  // In next/image's order: src last, so a browser adding the <img> later reads srcset and sizes first.
  const { className, style, sizes, srcSet, src, ...rest } = getImageProps(props).props;
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
