import { describe, expect, it } from 'vitest';
import { albumCount } from './album-count';

describe('albumCount', () => {
  it('names photos and videos apart, in French plurals', () => {
    expect(albumCount({ count: 0, video_count: 0 })).toBe('0 photo');
    expect(albumCount({ count: 1, video_count: 0 })).toBe('1 photo');
    expect(albumCount({ count: 24, video_count: 0 })).toBe('24 photos');
    expect(albumCount({ count: 2, video_count: 2 })).toBe('2 vidéos');
    expect(albumCount({ count: 1, video_count: 1 })).toBe('1 vidéo');
    expect(albumCount({ count: 5, video_count: 2 })).toBe('3 photos · 2 vidéos');
  });
});
