import { describe, expect, it } from 'vitest';
import { introduction, rotationTitle, toHomeView } from './home-content';

describe('home content', () => {
  it('survives a reply with every part missing', () => {
    for (const reply of [null, undefined, {}, { cityIndexRotations: null, cityIndexContent: null }]) {
      expect(toHomeView(reply)).toEqual({ rotations: [], contentEn: '', contentZh: '', videoUrl: null, mapUrl: null });
    }
  });

  it('keeps rotations with an image and the media URLs', () => {
    const view = toHomeView({
      cityIndexRotations: [
        { fileId: '1', nameZh: '天津', nameEn: 'Tianjin', url: '/api/file/view/1' },
        { fileId: '2', nameZh: '', nameEn: '', url: '' },
      ],
      cityIndexContent: { contentEn: '<p>Hi</p>', contentZh: null, videoUrl: '/api/file/view/3', mapUrl: ' ' },
    });
    expect(view.rotations).toHaveLength(1);
    expect(view.videoUrl).toBe('/api/file/view/3');
    expect(view.mapUrl).toBeNull();
    expect(introduction(view, 'zh')).toBe('<p>Hi</p>');
  });

  it('titles carousel images in the user language, else the other', () => {
    const rotation = { fileId: '1', nameZh: '天津', nameEn: 'Tianjin', url: 'u' };
    expect(rotationTitle(rotation, 'en')).toBe('Tianjin');
    expect(rotationTitle(rotation, 'zh')).toBe('天津');
    expect(rotationTitle({ ...rotation, nameZh: '' }, 'zh')).toBe('Tianjin');
  });
});
