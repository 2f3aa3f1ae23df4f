import { describe, expect, it } from 'vitest';
import { checkDocument, formatCoordinates } from './document-rules';

describe('city documents', () => {
  const existing = [{ fileName: 'Plan.pdf' }];
  it('accepts Word and PDF files up to 50 MB with a new name', () => {
    expect(checkDocument({ name: 'report.PDF', size: 10 }, existing)).toBeNull();
    expect(checkDocument({ name: 'notes.docx', size: 50 * 1024 * 1024 }, existing)).toBeNull();
    expect(checkDocument({ name: 'old.doc', size: 1 }, [])).toBeNull();
  });
  it('refuses other types, sizes, empty files and repeated names', () => {
    expect(checkDocument({ name: 'sheet.xlsx', size: 10 }, existing)).toBe('typeNotAllowed');
    expect(checkDocument({ name: 'noext', size: 10 }, existing)).toBe('typeNotAllowed');
    expect(checkDocument({ name: 'big.pdf', size: 50 * 1024 * 1024 + 1 }, existing)).toBe('tooLarge');
    expect(checkDocument({ name: 'empty.pdf', size: 0 }, existing)).toBe('empty');
    expect(checkDocument({ name: 'Plan.pdf', size: 10 }, existing)).toBe('nameRepeated');
  });
  it('formats coordinates with hemispheres', () => {
    expect(formatCoordinates(-33.8678, 151.21)).toBe('33.8678° S, 151.2100° E');
    expect(formatCoordinates(39.13, -117.2)).toBe('39.1300° N, 117.2000° W');
  });
});
