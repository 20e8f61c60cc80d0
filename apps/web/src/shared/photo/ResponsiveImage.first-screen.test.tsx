import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { holdForFirstScreen, releaseFirstScreen } from '@/shared/dom/after-first-screen';
import { ResponsiveImage } from './ResponsiveImage';

const COVER = '/media/AAAAAAAAAAAAAAAAAAAAAA-1200x300.webp';
const AVATAR = '/media/BBBBBBBBBBBBBBBBBBBBBB-256x256.webp';

afterEach(() => releaseFirstScreen());

describe('ResponsiveImage on the first screen (ADR 0012)', () => {
  it('asks for the main image at once and holds the others until the first screen has painted', () => {
    holdForFirstScreen();
    render(
      <>
        <ResponsiveImage src={COVER} alt="Couverture" sizes="100vw" priority="high" />
        <ResponsiveImage src={AVATAR} alt="Avatar" sizes="40px" />
      </>,
    );
    const cover = screen.getByAltText('Couverture');
    const avatar = screen.getByAltText('Avatar');
    expect(cover.getAttribute('src')).toBe(COVER);
    expect(cover.getAttribute('srcset')).toContain('-320w.webp 320w');
    expect(avatar.getAttribute('src')).toBeNull();
    expect(avatar.getAttribute('srcset')).toBeNull();
    // Its box is kept, and nothing (not its alt text) shows meanwhile.
    expect(avatar.getAttribute('width')).toBe('256');
    expect(avatar.style.visibility).toBe('hidden');

    act(() => releaseFirstScreen());
    expect(avatar.getAttribute('src')).toBe(AVATAR);
    expect(avatar.style.visibility).toBe('');
  });

  it('holds nothing once the first screen has been shown (later pages)', () => {
    render(<ResponsiveImage src={AVATAR} alt="Avatar" sizes="40px" />);
    expect(screen.getByAltText('Avatar').getAttribute('src')).toBe(AVATAR);
  });
});
