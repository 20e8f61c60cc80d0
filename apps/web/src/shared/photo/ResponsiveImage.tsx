import { imageSources } from '@koinonia/contracts';
import { useSyncExternalStore, type ImgHTMLAttributes } from 'react';
import { firstScreenHeld } from '@/shared/dom/after-first-screen';

/** 'high': the image the first screen is about (eager, fetched first); 'lazy' for every other. */
export type ImagePriority = 'high' | 'lazy';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'loading' | 'fetchPriority' | 'width' | 'height'
> {
  /** A stored image's URL (`/media/<key>`), or any other picture (shown as it is). */
  src: string;
  alt: string;
  /** The width the image takes on screen, as `sizes` says it: `'40px'`, `'(min-width: 992px) 560px, 100vw'`. */
  sizes: string;
  /**
   * The box to reserve when the layout knows it (an avatar's square). Otherwise the image's own
   * size, read from its key, reserves its place; an image stored before the copies existed
   * names none, and falls back to these if given.
   */
  width?: number;
  height?: number;
  priority?: ImagePriority;
}

/**
 * An image with its narrower copies in `srcset` (ADR 0006), so that a phone downloads the copy
 * its screen needs; width and height always set when known, so nothing moves when it arrives.
 * Lazy unless `priority` is 'high' (the first image of a feed).
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  priority = 'lazy',
  ...rest
}: ResponsiveImageProps) {
  const sources = imageSources(src);
  const high = priority === 'high';
  // On the document's first screen, an image that is not the main one waits for the main one.
  const held = useSyncExternalStore(firstScreenHeld.subscribe, firstScreenHeld.get) && !high;
  return (
    <img
      {...rest}
      alt={alt}
      width={width ?? sources?.width}
      height={height ?? sources?.height}
      sizes={sources?.srcSet && !held ? sizes : undefined}
      srcSet={held ? undefined : sources?.srcSet}
      src={held ? undefined : src}
      style={held ? { ...rest.style, visibility: 'hidden' } : rest.style}
      loading={high ? 'eager' : 'lazy'}
      fetchPriority={high ? 'high' : undefined}
      decoding={high ? 'auto' : 'async'}
    />
  );
}
