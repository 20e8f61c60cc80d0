import { useState } from 'react';
import { ResponsiveImage } from '@/shared/photo/ResponsiveImage';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';

interface AvatarProps {
  src: string | null | undefined;
  alt: string;
  size: number;
  className?: string;
}

/**
 * A round picture that falls back to the default avatar when absent or broken. A stored picture
 * comes from the copy its size needs (a 40 px avatar takes the 320 px copy, not 2048 px).
 */
export function Avatar({ src, alt, size, className = '' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <ResponsiveImage
      src={src && !failed ? src : DEFAULT_AVATAR}
      alt={alt}
      sizes={`${size}px`}
      width={size}
      height={size}
      className={`rounded-circle object-fit-cover ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
