import { describe, expect, it } from 'vitest';
import { videoLink } from './video-link';

describe('the video link shown for editing', () => {
  it('turns the embed URLs back into the links members paste', () => {
    expect(
      videoLink({ kind: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' }),
    ).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(videoLink({ kind: 'vimeo', url: 'https://player.vimeo.com/video/76979871' })).toBe(
      'https://vimeo.com/76979871',
    );
    expect(videoLink({ kind: 'upload', url: '/media/abc.mp4' })).toBe('');
    expect(videoLink(null)).toBe('');
  });
});
