import { describe, expect, it } from 'vitest';
import { t } from '@/shared/i18n/i18n';
import { uploadDoneKey } from './upload-items';
import './albums.texts';

const said = (...kinds: ('photo' | 'video')[]) => t(uploadDoneKey(kinds.map((kind) => ({ kind }))));

describe('the toast once every file is in', () => {
  it('names what was added', () => {
    expect(said('photo')).toBe('Photo ajoutée à l’album.');
    expect(said('video')).toBe('Vidéo ajoutée à l’album.');
    expect(said('photo', 'photo')).toBe('Photos ajoutées à l’album.');
    expect(said('video', 'video')).toBe('Vidéos ajoutées à l’album.');
    expect(said('photo', 'video')).toBe('Photos et vidéos ajoutées à l’album.');
  });
});
