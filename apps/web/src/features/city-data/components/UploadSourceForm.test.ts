import { describe, expect, it } from 'vitest';
import { sourceOf } from './UploadSourceForm';

describe('sourceOf (the source sent with an upload)', () => {
  it('is null when every field is empty or blank, so the series source is credited', () => {
    expect(sourceOf(undefined)).toBeNull();
    expect(sourceOf({})).toBeNull();
    expect(sourceOf({ publisher: '  ', title: '', url: ' ', licence: '' })).toBeNull();
  });

  it('trims every field and fills the missing ones with empty text', () => {
    expect(sourceOf({ publisher: ' ABS ', licence: 'CC-BY-4.0 ' })).toEqual({
      publisher: 'ABS',
      title: '',
      url: '',
      licence: 'CC-BY-4.0',
    });
    // A title without a publisher is still sent: the form asks for the publisher, the server refuses it without.
    expect(sourceOf({ title: 'Regional population' })?.publisher).toBe('');
  });
});
