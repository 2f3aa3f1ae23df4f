import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  formatBytes,
  hasChanges,
  hasSuggestedShape,
  move,
  toDraft,
  toPreview,
  toSaveBody,
} from './home-draft';

const file = (fileId: string, fileName: string) => ({
  fileId,
  fileName,
  mimeType: 'image/png',
  size: 10,
  url: `/f/${fileId}`,
});
const rotation = (fileId: string, fileName: string) => ({
  ...file(fileId, fileName),
  nameEn: `E${fileId}`,
  nameZh: `中${fileId}`,
});
const MB = 1024 * 1024;

describe('checkUpload', () => {
  const empty = { rotations: [], video: null, members: null };
  it('accepts what the server accepts', () => {
    expect(checkUpload('carousel', { name: 'a.JPG', size: 10 * MB - 1 }, empty)).toBeNull();
    expect(checkUpload('video', { name: 'v.mp4', size: 50 * MB }, empty)).toBeNull();
    expect(checkUpload('members', { name: 'm.png', size: 50 * MB }, empty)).toBeNull();
  });
  it('refuses wrong types, sizes and empty files', () => {
    expect(checkUpload('carousel', { name: 'a.svg', size: 5 }, empty)).toEqual({
      key: 'typeNotAllowed',
      kind: 'carousel',
    });
    expect(checkUpload('carousel', { name: 'a.png', size: 10 * MB }, empty)).toEqual({
      key: 'tooLarge',
      kind: 'carousel',
    });
    expect(checkUpload('video', { name: 'v.mov', size: 5 }, empty)).toEqual({ key: 'typeNotAllowed', kind: 'video' });
    expect(checkUpload('video', { name: 'v.mp4', size: 50 * MB + 1 }, empty)).toEqual({
      key: 'tooLarge',
      kind: 'video',
    });
    expect(checkUpload('members', { name: 'm.jpg', size: 5 }, empty)?.key).toBe('typeNotAllowed');
    expect(checkUpload('members', { name: 'm.png', size: 0 }, empty)).toEqual({ key: 'empty' });
  });
  it('refuses a name another homepage file has, and a sixth image', () => {
    const draft = { rotations: [rotation('1', 'Harbour.png')], video: file('2', 'tour.mp4'), members: null };
    expect(checkUpload('carousel', { name: 'harbour.PNG', size: 5 }, draft)).toEqual({
      key: 'nameRepeated',
      name: 'harbour.PNG',
    });
    expect(checkUpload('video', { name: 'tour.mp4', size: 5 }, draft, draft.video)).toBeNull();
    const full = { ...draft, rotations: ['1', '2', '3', '4', '5'].map((id) => rotation(id, `${id}.png`)) };
    expect(checkUpload('carousel', { name: 'six.png', size: 5 }, full)).toEqual({ key: 'tooMany' });
  });
});

describe('draft helpers', () => {
  it('builds the save body and the preview', () => {
    const draft = {
      rotations: [{ ...rotation('1', 'a.png'), nameEn: ' Title ' }],
      contentEn: '<p>x</p>',
      contentZh: '',
      video: null,
      members: file('9', 'm.png'),
    };
    expect(toSaveBody(draft)).toEqual({
      rotations: [{ fileId: '1', nameEn: 'Title', nameZh: '中1' }],
      contentEn: '<p>x</p>',
      contentZh: '',
      videoFileId: null,
      mapFileId: '9',
    });
    const preview = toPreview(draft, (f) => `blob:${f.fileId}`);
    expect(preview.rotations[0]?.url).toBe('blob:1');
    expect(preview.mapUrl).toBe('blob:9');
    expect(preview.videoUrl).toBeNull();
  });
  it('reorders, checks the shape and formats sizes', () => {
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(hasSuggestedShape(1200, 318)).toBe(true);
    expect(hasSuggestedShape(2400, 636)).toBe(true);
    expect(hasSuggestedShape(800, 600)).toBe(false);
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536 * 1024)).toBe('1.5 MB');
  });
});

describe('hasChanges', () => {
  const saved = toDraft({
    rotations: [rotation('1', 'a.png')],
    contentEn: '<p>x</p>',
    contentZh: '<p>中</p>',
    video: file('2', 'v.mp4'),
    members: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
  } as Parameters<typeof toDraft>[0]);

  it('is false right after loading and after a field reports the same value again', () => {
    expect(hasChanges(toDraft({ ...saved, updatedAt: null } as Parameters<typeof toDraft>[0]), saved)).toBe(false);
    const measured = { ...saved, rotations: [{ ...saved.rotations[0], width: 1200, height: 318 }] } as typeof saved;
    expect(hasChanges({ ...measured, video: { ...file('2', 'v.mp4') } }, saved)).toBe(false);
  });
  it('is true for an edit of anything saved', () => {
    expect(hasChanges({ ...saved, contentZh: '<p>中文</p>' }, saved)).toBe(true);
    expect(hasChanges({ ...saved, video: null }, saved)).toBe(true);
    expect(hasChanges({ ...saved, rotations: [{ ...rotation('1', 'a.png'), nameEn: 'New' }] }, saved)).toBe(true);
    expect(hasChanges({ ...saved, rotations: [] }, saved)).toBe(true);
  });
});
