import { describe, expect, it } from 'vitest';
import { acceptsFile, describeAccept } from './accepts-file';

const png = { name: 'Photo.PNG', type: 'image/png' };
const pdf = { name: 'bulletin.pdf', type: 'application/pdf' };
const unknownType = { name: 'scan.heic', type: '' };

describe('acceptsFile (spec §5: extension, mime type or wildcard)', () => {
  it('accepts everything without a filter', () => {
    expect(acceptsFile(pdf, undefined)).toBe(true);
    expect(acceptsFile(pdf, [])).toBe(true);
    expect(acceptsFile(pdf, '')).toBe(true);
  });

  it('matches by extension, ignoring case', () => {
    expect(acceptsFile(png, ['.png'])).toBe(true);
    expect(acceptsFile(unknownType, '.heic,.heif')).toBe(true);
    expect(acceptsFile(pdf, ['.png', '.jpg'])).toBe(false);
    // An extension must end the name.
    expect(acceptsFile({ name: 'png.exe', type: '' }, ['.png'])).toBe(false);
  });

  it('matches by exact mime type', () => {
    expect(acceptsFile(png, ['image/png'])).toBe(true);
    expect(acceptsFile(png, ['image/jpeg'])).toBe(false);
    expect(acceptsFile(pdf, 'image/png, application/pdf')).toBe(true);
  });

  it('matches by wildcard type', () => {
    expect(acceptsFile(png, ['image/*'])).toBe(true);
    expect(acceptsFile(pdf, ['image/*'])).toBe(false);
    expect(acceptsFile(unknownType, ['image/*'])).toBe(false);
    expect(acceptsFile({ name: 'a.mp4', type: 'video/mp4' }, ['image/*', 'video/*'])).toBe(true);
  });

  it('describes the filter for the alert', () => {
    expect(describeAccept(['image/*', '.pdf'])).toBe('image/*, .pdf');
    expect(describeAccept('image/png,image/jpeg')).toBe('image/png, image/jpeg');
  });
});
