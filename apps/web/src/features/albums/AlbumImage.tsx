import type { ImgHTMLAttributes } from 'react';
import { signedImageSources } from './album-image';

/**
 * An album's photo: its copies in `srcset` on the signed address (album-image.ts), its size
 * reserved so nothing moves when it arrives, lazy unless `eager` (the viewer's photo).
 */
export function AlbumImage({
  src,
  alt,
  sizes,
  eager = false,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading'> & {
  src: string;
  alt: string;
  sizes: string;
  eager?: boolean;
}) {
  const sources = signedImageSources(src);
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      width={sources?.width}
      height={sources?.height}
      srcSet={sources?.srcSet}
      sizes={sources?.srcSet ? sizes : undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
