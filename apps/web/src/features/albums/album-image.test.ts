import { describe, expect, it } from 'vitest';
import { signedImageSources } from './album-image';

const STEM = 'AbCdEfGhIjKlMnOpQrStUv-2000x1500';

describe('signedImageSources', () => {
  it("gives every copy the image's signature, the original last", () => {
    const url = `/media/${STEM}.webp?e=1790000000&s=abc_DEF-1`;
    const sources = signedImageSources(url);
    expect(sources?.width).toBe(2000);
    expect(sources?.height).toBe(1500);
    expect(sources?.src).toBe(url);
    expect(sources?.srcSet).toBe(
      [320, 640, 1080, 1600]
        .map((w) => `/media/${STEM}-${w}w.webp?e=1790000000&s=abc_DEF-1 ${w}w`)
        .concat(`${url} 2000w`)
        .join(', '),
    );
  });

  it('reads an address without a query, and none for a key that names no size', () => {
    expect(signedImageSources(`/media/${STEM}.webp`)?.srcSet).toContain(`${STEM}-320w.webp 320w`);
    expect(signedImageSources('/media/old-key.jpg?e=1&s=x')).toBeUndefined();
  });
});
