import { preload } from "react-dom";
import { staticImageProps } from "./static-image";

/**
 * A photo filling its (positioned) box: the <img> next/image draws (optimised sources, lazy
 * unless it is among the first), without next/image's client component, which a grid would
 * otherwise hydrate once per card (see ./static-image.tsx). The first photos are preloaded at
 * high priority, as next/image's `preload` with fetchPriority="high" does. Alt is empty: the
 * card's text names the piece.
 */
export function PlainImage({
  src,
  sizes,
  priority = false,
  className,
}: {
  src: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const props = staticImageProps({
    src,
    alt: "",
    fill: true,
    sizes,
    preload: priority,
    fetchPriority: priority ? "high" : undefined,
    className,
  });
  if (priority)
    preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, drawn without its client component
  return <img {...props} alt="" />;
}
