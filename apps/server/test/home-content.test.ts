import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, homeContent, homeRotations } from '../src/db/schema/index.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { multipartFile } from './upload-fixtures.js';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  token = (await signedInUser(t.app, t.database.db, { perms: ['home:content:list', 'home:content:edit'] })).token;
});
afterAll(() => t.close());

const png = (size = 64) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};
const jpeg = () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const mp4 = (size = 64) => {
  const bytes = Buffer.alloc(size, 0);
  Buffer.from('\0\0\0\x18ftypmp42\0\0\0\0mp42isom', 'latin1').copy(bytes);
  return bytes;
};

const upload = (kind: string, name: string, content: Buffer, lang = 'en') => {
  const body = multipartFile(name, content, { type: 'application/octet-stream' });
  return t.app.inject({
    method: 'POST',
    url: `${t.base}/home/content/upload?kind=${kind}`,
    headers: { 'x-access-token': token, 'accept-language': lang, ...body.headers },
    payload: body.payload,
  });
};
const uploaded = async (kind: string, name: string, content: Buffer) => {
  const res = await upload(kind, name, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { fileId: string; fileName: string; url: string };
};
const save = (payload: unknown, lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: `${t.base}/home/content/edit`,
    headers: { 'x-access-token': token, 'accept-language': lang },
    payload: payload as object,
  });
const publicContent = async () =>
  (await t.app.inject({ url: `${t.base}/reception/index/cityIndexContent/content` })).json().result;
const rotationCount = async () => (await t.database.db.select({ n: count() }).from(homeRotations))[0]?.n ?? 0;
const base = { contentZh: '<p>中文</p>', contentEn: '<p>English</p>', videoFileId: null, mapFileId: null };

describe('homepage uploads (SPEC §5)', () => {
  it('keeps an uploaded file private until a save uses it', async () => {
    const file = await uploaded('carousel', 'first.png', png());
    expect(file).toMatchObject({ fileName: 'first.png', url: `${t.base}/file/view/${file.fileId}` });
    expect((await t.app.inject({ url: file.url })).statusCode).toBe(404);
  });

  it('accepts only images under 10 MB in the carousel', async () => {
    const limit = 10 * 1024 * 1024;
    expect((await upload('carousel', 'a.txt', Buffer.from('hello'))).json()).toMatchObject({
      code: 415,
      message: 'carouselImageOnly',
      result: { errors: [{ field: 'file' }] },
    });
    expect((await upload('carousel', 'fake.png', Buffer.from('not an image at all'))).statusCode).toBe(415);
    expect((await upload('carousel', 'drawing.svg', Buffer.from('<svg onload="alert(1)"/>'))).statusCode).toBe(415);
    expect((await upload('carousel', 'photo.png', jpeg())).statusCode).toBe(415);
    expect((await upload('carousel', 'photo.jpg', jpeg())).statusCode).toBe(200);
    const exact = await upload('carousel', 'exact.png', png(limit), 'zh');
    expect(exact.json()).toMatchObject({ code: 413, message: 'carouselImageTooLarge' });
    expect(exact.json().result.errors[0].message).toBe('每张轮播图必须小于10MB');
    expect((await upload('carousel', 'over.png', png(limit + 1))).statusCode).toBe(413);
    expect((await upload('carousel', 'under.png', png(limit - 1))).statusCode).toBe(200);
  });

  it('accepts an MP4 video and a PNG members image up to 50 MB', async () => {
    const limit = 50 * 1024 * 1024;
    expect((await upload('video', 'clip.mov', mp4())).json()).toMatchObject({ code: 415, message: 'videoNotMp4' });
    expect((await upload('video', 'clip.mp4', png())).json()).toMatchObject({ code: 415, message: 'videoNotMp4' });
    expect((await upload('video', 'big.mp4', mp4(limit + 1))).json()).toMatchObject({
      code: 413,
      message: 'videoTooLarge',
    });
    expect((await upload('video', 'clip.mp4', mp4(limit))).statusCode).toBe(200);
    expect((await upload('members', 'members.jpg', jpeg())).json()).toMatchObject({
      code: 415,
      message: 'membersNotPng',
    });
    expect((await upload('members', 'members.png', png(limit + 1))).json()).toMatchObject({
      code: 413,
      message: 'membersTooLarge',
    });
    expect((await upload('members', 'members.png', png())).statusCode).toBe(200);
  });

  it('refuses bad names, empty files, unknown kinds and non-multipart bodies', async () => {
    expect((await upload('carousel', 'bad|name?.png', png())).json()).toMatchObject({
      code: 400,
      message: 'FileNameIsIllegal',
    });
    expect((await upload('carousel', 'empty.png', Buffer.alloc(0))).json()).toMatchObject({
      code: 400,
      message: 'FileNotNull',
    });
    const kind = await upload('poster', 'p.png', png());
    expect(kind.statusCode).toBe(400);
    expect(kind.json().result.errors[0].field).toBe('kind');
    const json = await t.app.inject({
      method: 'POST',
      url: `${t.base}/home/content/upload?kind=carousel`,
      headers: { 'x-access-token': token },
      payload: { file: 'x' },
    });
    expect(json.json()).toMatchObject({ code: 400, message: 'FileNotNull' });
  });
});

describe('saving the homepage content', () => {
  it('needs 1 to 5 carousel images (numberNotThan5) and stores nothing otherwise', async () => {
    const before = await rotationCount();
    const none = await save({ ...base, rotations: [] }, 'zh');
    expect(none.statusCode).toBe(400);
    expect(none.json().result.errors[0]).toEqual({ field: 'rotations', message: '至少需要一张轮播图' });
    const images = [];
    for (let i = 0; i < 6; i++) images.push(await uploaded('carousel', `six-${i}.png`, png()));
    const six = await save({
      ...base,
      rotations: images.map((f, i) => ({ fileId: f.fileId, nameEn: `Image ${i}`, nameZh: `图${i}` })),
    });
    expect(six.statusCode).toBe(400);
    expect(six.json().result.errors[0]).toEqual({ field: 'rotations', message: 'No more than 5 carousel images' });
    expect(await rotationCount()).toBe(before);
  });

  it('refuses repeated file names, files of another kind and unknown files', async () => {
    const before = await rotationCount(); // the demo home media (SEED_DEMO_DATA) or none
    const a = await uploaded('carousel', 'harbour.png', png());
    const b = await uploaded('carousel', 'Harbour.PNG', png());
    const repeat = await save({
      ...base,
      rotations: [
        { fileId: a.fileId, nameEn: 'A', nameZh: '甲' },
        { fileId: b.fileId, nameEn: 'B', nameZh: '乙' },
      ],
    });
    expect(repeat.json()).toMatchObject({
      code: 409,
      message: 'fileNameRepeat',
      result: { errors: [{ field: 'rotations.1.fileId' }] },
    });
    const video = await uploaded('video', 'intro.mp4', mp4());
    const wrongKind = await save({ ...base, rotations: [{ fileId: video.fileId, nameEn: 'V', nameZh: '视' }] });
    expect(wrongKind.json()).toMatchObject({
      code: 400,
      message: 'homeFileNotUsable',
      result: { errors: [{ field: 'rotations.0.fileId' }] },
    });
    const asMembers = await save({
      ...base,
      rotations: [{ fileId: a.fileId, nameEn: 'A', nameZh: '甲' }],
      mapFileId: video.fileId,
    });
    expect(asMembers.json().result.errors[0].field).toBe('mapFileId');
    const unknown = await save({ ...base, rotations: [{ fileId: '99999999', nameEn: 'A', nameZh: '甲' }] });
    expect(unknown.json()).toMatchObject({ code: 400, message: 'FileDoesNotExist' });
    const untitled = await save({ ...base, rotations: [{ fileId: a.fileId, nameEn: '  ', nameZh: '甲' }] });
    expect(untitled.json().result.errors[0]).toMatchObject({ field: 'rotations.0.nameEn' });
    const notAnId = await save({ ...base, rotations: [{ fileId: 'abc', nameEn: 'A', nameZh: '甲' }] });
    expect(notAnId.json().result.errors[0]).toMatchObject({ field: 'rotations.0.fileId' });
    expect(await rotationCount()).toBe(before);
  });

  it('saves sanitized content that the public home page shows, and removes replaced media', async () => {
    const one = await uploaded('carousel', 'one.png', png());
    const two = await uploaded('carousel', 'two.jpg', jpeg());
    const video = await uploaded('video', 'tour.mp4', mp4());
    const members = await uploaded('members', 'members.png', png());
    const res = await save({
      rotations: [
        { fileId: two.fileId, nameEn: 'Second first', nameZh: '第二张' },
        { fileId: one.fileId, nameEn: 'Then one', nameZh: '第一张' },
      ],
      contentEn:
        '<h2>About</h2><p>Read <a href="https://apec.org">more</a><img src="x" onerror="alert(1)"><script>alert(1)</script></p>',
      contentZh: '<p onclick="x()">关于<a href="javascript:alert(1)">链接</a></p>',
      videoFileId: video.fileId,
      mapFileId: members.fileId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('editSuccess');
    const stored = (await t.database.db.select().from(homeContent).where(eq(homeContent.id, 1)))[0];
    expect(stored?.contentEn).toBe(
      '<h2>About</h2><p>Read <a href="https://apec.org" target="_blank" rel="noopener noreferrer">more</a><img src="x" /></p>',
    );
    expect(stored?.contentZh).toBe('<p>关于<a target="_blank" rel="noopener noreferrer">链接</a></p>');

    const shown = await publicContent();
    expect(shown.cityIndexRotations).toEqual([
      { fileId: two.fileId, nameEn: 'Second first', nameZh: '第二张', url: two.url },
      { fileId: one.fileId, nameEn: 'Then one', nameZh: '第一张', url: one.url },
    ]);
    expect(shown.cityIndexContent).toMatchObject({
      contentEn: stored?.contentEn,
      videoId: video.fileId,
      videoUrl: video.url,
      mapFileId: members.fileId,
      mapUrl: members.url,
    });
    const image = await t.app.inject({ url: two.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await t.app.inject({ url: video.url })).headers['content-type']).toBe('video/mp4');

    const editor = (
      await t.app.inject({ url: `${t.base}/home/content/query`, headers: { 'x-access-token': token } })
    ).json().result;
    expect(editor.rotations.map((r: { fileName: string }) => r.fileName)).toEqual(['two.jpg', 'one.png']);
    expect(editor.video).toMatchObject({ fileName: 'tour.mp4', mimeType: 'video/mp4' });
    expect(editor.members).toMatchObject({ fileName: 'members.png', size: 64 });

    // Replace the carousel and drop the video: the unused files go, rows and bytes.
    const three = await uploaded('carousel', 'three.png', png());
    const again = await save({
      rotations: [{ fileId: three.fileId, nameEn: 'Three', nameZh: '三' }],
      contentEn: '<p>New</p>',
      contentZh: '<p>新</p>',
      videoFileId: null,
      mapFileId: members.fileId,
    });
    expect(again.statusCode, again.body).toBe(200);
    const after = await publicContent();
    expect(after.cityIndexRotations.map((r: { nameEn: string }) => r.nameEn)).toEqual(['Three']);
    expect(after.cityIndexContent).toMatchObject({ contentEn: '<p>New</p>', videoUrl: null, mapUrl: members.url });
    for (const gone of [one, two, video]) {
      expect((await t.app.inject({ url: gone.url })).statusCode).toBe(404);
      expect(
        await t.database.db
          .select()
          .from(files)
          .where(eq(files.id, Number(gone.fileId))),
      ).toEqual([]);
    }
    expect((await t.app.inject({ url: members.url })).statusCode).toBe(200);
  });

  it('refuses an introduction over the length limit', async () => {
    const image = await uploaded('carousel', 'long.png', png());
    const res = await save({
      ...base,
      rotations: [{ fileId: image.fileId, nameEn: 'L', nameZh: '长' }],
      contentEn: 'x'.repeat(100_001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().result.errors[0].field).toBe('contentEn');
  });
});
