import { useState } from 'react';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';

interface AvatarProps {
  src: string | null | undefined;
  alt: string;
  size: number;
  className?: string;
}

/** A round picture that falls back to the default avatar when absent or broken. */
export function Avatar({ src, alt, size, className = '' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={src && !failed ? src : DEFAULT_AVATAR}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`rounded-circle object-fit-cover ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
