import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, DEFAULT_AVATAR } from '@/shared/ui/Avatar';
import { ResponsiveImage } from './ResponsiveImage';

const STEM = 'AbCdEfGhIjKlMnOpQrStUv-2048x1365';
const SIZED = `/media/${STEM}.webp`;

function image(element: React.ReactElement): HTMLImageElement {
  const { container } = render(element);
  const img = container.querySelector('img');
  if (!img) throw new Error('no img');
  return img;
}

describe('ResponsiveImage (ADR 0006)', () => {
  it('lists the narrower copies its key announces, with sizes, and reserves the place', () => {
    const img = image(
      <ResponsiveImage
        src={SIZED}
        alt="Le lever du soleil"
        sizes="(min-width: 992px) 560px, 100vw"
      />,
    );
    expect(img.getAttribute('srcset')).toBe(
      [
        `/media/${STEM}-320w.webp 320w`,
        `/media/${STEM}-640w.webp 640w`,
        `/media/${STEM}-1080w.webp 1080w`,
        `/media/${STEM}-1600w.webp 1600w`,
        `${SIZED} 2048w`,
      ].join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 992px) 560px, 100vw');
    expect(img.getAttribute('src')).toBe(SIZED);
    expect(img.getAttribute('width')).toBe('2048');
    expect(img.getAttribute('height')).toBe('1365');
    expect(img.getAttribute('alt')).toBe('Le lever du soleil');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the first image of a screen at once, with high priority', () => {
    const img = image(<ResponsiveImage src={SIZED} alt="" sizes="100vw" priority="high" />);
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('keeps the host of an absolute URL, and lists only copies narrower than the image', () => {
    const url = 'https://koinonia.example/media/AbCdEfGhIjKlMnOpQrStUv-700x500.webp';
    const img = image(<ResponsiveImage src={url} alt="" sizes="100vw" />);
    expect(img.getAttribute('srcset')).toBe(
      'https://koinonia.example/media/AbCdEfGhIjKlMnOpQrStUv-700x500-320w.webp 320w, ' +
        'https://koinonia.example/media/AbCdEfGhIjKlMnOpQrStUv-700x500-640w.webp 640w, ' +
        `${url} 700w`,
    );
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['700', '500']);
  });

  it('shows an upload from before the copies as it is, with the box it is given', () => {
    const old = '/media/AbCdEfGhIjKlMnOpQrStUv.webp';
    const img = image(<ResponsiveImage src={old} alt="" sizes="100vw" width={640} height={480} />);
    expect(img.getAttribute('src')).toBe(old);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '480']);

    const bare = image(<ResponsiveImage src={old} alt="" sizes="100vw" />);
    expect(bare.hasAttribute('width')).toBe(false);
    expect(bare.hasAttribute('height')).toBe(false);
  });

  it('gives an animation its size but no copies, and a small image no srcset', () => {
    const gif = image(
      <ResponsiveImage src="/media/AbCdEfGhIjKlMnOpQrStUv-400x300.gif" alt="" sizes="100vw" />,
    );
    expect(gif.hasAttribute('srcset')).toBe(false);
    expect([gif.getAttribute('width'), gif.getAttribute('height')]).toEqual(['400', '300']);
    const small = image(
      <ResponsiveImage src="/media/AbCdEfGhIjKlMnOpQrStUv-300x200.webp" alt="" sizes="100vw" />,
    );
    expect(small.hasAttribute('srcset')).toBe(false);
  });

  it('ignores a name that only looks sized, outside /media/', () => {
    const img = image(
      <ResponsiveImage src="/images/AbCdEfGhIjKlMnOpQrStUv-2048x1365.webp" alt="" sizes="100vw" />,
    );
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('width')).toBe(false);
  });
});

describe('Avatar', () => {
  it('takes the copy its square needs: sizes in px, its own box, lazy', () => {
    const img = image(<Avatar src={SIZED} alt="Marie Dupont" size={40} />);
    expect(img.getAttribute('sizes')).toBe('40px');
    expect(img.getAttribute('srcset')).toContain(`/media/${STEM}-320w.webp 320w`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['40', '40']);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('falls back to the default picture, without srcset, when absent or broken', () => {
    const img = image(<Avatar src={SIZED} alt="" size={40} />);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_AVATAR);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(image(<Avatar src={null} alt="" size={80} />).getAttribute('src')).toBe(DEFAULT_AVATAR);
  });
});
