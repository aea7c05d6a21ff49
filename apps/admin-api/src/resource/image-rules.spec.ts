// The spec's image rules on the server: a record naming a stored file that breaks its field's rule
// (dimensions, MB) is refused with 400 on that field; a fitting file, a link to no stored file and a value the
// record already had pass. Dimensions are read from the file's first bytes (PNG, GIF, JPEG, WebP).
import { IMAGE_SIZES, imageDimensions } from '@backoffice/validation';
import { createTestApp, login, type TestApp } from '../../test/helpers';
import { publicUrlOf, storageFor } from '../modules/files/storage/storage-for-app';
import { demoPng } from './demo-files';
import { moduleNamed } from '../core/module-catalog';
import { valuesAt } from './image-rules';

describe('imageDimensions', () => {
  it('reads PNG, GIF, JPEG and WebP headers', () => {
    expect(imageDimensions(demoPng('x', 2000, 600))).toEqual({ width: 2000, height: 600 });
    expect(imageDimensions(Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x0a, 0x00, 0x14, 0x00]))).toEqual({ width: 10, height: 20 });
    // SOI, an APP0 segment of 16 bytes, then SOF0: precision, height 118, width 468.
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108007601d403012200021101031101', 'hex');
    expect(imageDimensions(jpeg)).toEqual({ width: 468, height: 118 });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0);
    webp.write('WEBPVP8X', 8);
    webp.writeUIntLE(523, 24, 3);
    webp.writeUIntLE(232, 27, 3);
    expect(imageDimensions(webp)).toEqual({ width: 524, height: 233 });
    expect(imageDimensions(Buffer.from('<svg/>'))).toBeNull();
  });

  it('walks nested and array paths', () => {
    const config = { config: { carousel: [{ desktopImage: 'a' }, { desktopImage: '' }, { desktopImage: 'c' }] } };
    expect(valuesAt(config, 'config.carousel[].desktopImage')).toEqual([
      { path: 'config.carousel.0.desktopImage', value: 'a' },
      { path: 'config.carousel.2.desktopImage', value: 'c' },
    ]);
  });
});

describe('image rules on writes', () => {
  let app: TestApp;
  let token: string;
  const stored = async (key: string, bytes: Buffer) => {
    const storage = await storageFor(app);
    const folders = key.split('/').slice(0, -1);
    for (let i = 1; i <= folders.length; i++) await storage.makeDir(folders.slice(0, i).join('/'));
    await storage.write(key, bytes, { contentType: 'image/png', overwrite: true });
    return publicUrlOf(key);
  };
  const hotBanner = (pl_imageUrl: string, extra: object = {}) => ({
    bannerName: 'Reguły', pl_title: 'Tytuł', pl_link: '/promocje/bonus', sortOrder: 1, pl_imageUrl, pl_imageAltText: 'Baner', ...extra,
  });
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: { 'x-access-token': token }, payload });

  beforeAll(async () => {
    app = await createTestApp();
    token = await login(app, 'admin@example.com');
  });
  afterAll(() => app.close());

  it('refuses a hot banner whose stored image has the wrong size or is too large, naming the field', async () => {
    const small = await stored('hot-banners/rules-small.png', demoPng('s', 410, 130));
    const wrong = await post('/api/v1/banners', hotBanner(small));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessages).toEqual({ pl_imageUrl: ['Image dimension is not correct (expect 2000 x 600)'] });

    const heavy = await stored('hot-banners/rules-heavy.png', Buffer.concat([demoPng('h', 2000, 600), Buffer.alloc(1024 * 1024 + 1)]));
    const mobile = await stored('hot-banners/rules-mobile.png', demoPng('m', 524, 233));
    const large = await post('/api/v1/banners', hotBanner(heavy, { pl_mobileImageUrl: mobile }));
    expect(large.json().errorMessages).toEqual({ pl_imageUrl: ['File size should be less than 1 mb'] });

    const fits = await stored('hot-banners/rules-fits.png', demoPng('f', 2000, 600));
    const ok = await post('/api/v1/banners', hotBanner(fits, { pl_mobileImageUrl: mobile }));
    expect(ok.statusCode).toBe(201);
  });

  it('checks a landing page\'s nested hero and carousel images', async () => {
    const hero = await stored('landing/rules-hero.png', demoPng('d', 1344, 500));
    const wrongMobile = await stored('landing/rules-mobile.png', demoPng('w', 1344, 500));
    const res = await post('/api/landingPages', {
      config: {
        affiliateLink: { username: 'reguly', promo_code: 'REG1', link_code: 'reguly' },
        permanentPromotion: { landing_page_url: 'https://www.example.pl/promocje/reguly' },
        hero: { headline: 'Reguły', desktopImage: hero, mobileImage: wrongMobile },
        carousel: [{ desktopImage: hero, mobileImage: wrongMobile }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toEqual({
      'config.hero.mobileImage': ['Image dimension is not correct (expect 374 x 500)'],
      'config.carousel.0.desktopImage': ['Image dimension is not correct (expect 985 x 312)'],
      'config.carousel.0.mobileImage': ['Image dimension is not correct (expect 276 x 410)'],
    });
  });

  it('refuses a link to no stored file ("File does not exist", the field named), on create and on PATCH; an unchanged link is not read again', async () => {
    const missing = await post('/api/v1/banners', hotBanner('/files/hot-banners/not-stored.png', { bannerName: 'Brak' }));
    expect([missing.statusCode, missing.json().errorMessages]).toEqual([400, { pl_imageUrl: ['File does not exist'] }]);
    const list = (await app.inject({ method: 'GET', url: '/api/v1/banners?status=active&pageSize=1', headers: { 'x-access-token': token } })).json().data.items;
    const demo = list[0] as { id: number; version: number; pl_imageUrl: string };
    const patch = (payload: object) => app.inject({ method: 'PATCH', url: `/api/v1/banners/${demo.id}`, headers: { 'x-access-token': token }, payload });
    const gone = await patch({ pl_mobileImageUrl: '/files/hot-banners/not-stored-mobile.png', version: demo.version });
    expect([gone.statusCode, gone.json().errorMessages]).toEqual([400, { pl_mobileImageUrl: ['File does not exist'] }]);
    const folder = await patch({ pl_imageUrl: '/files/hot-banners', version: demo.version });
    expect([folder.statusCode, folder.json().errorMessages]).toEqual([400, { pl_imageUrl: ['File does not exist'] }]);
    // A record whose file was deleted later still takes edits of its other fields.
    const storage = await storageFor(app);
    const key = decodeURIComponent(demo.pl_imageUrl.replace(/^.*\/files\//, ''));
    await storage.remove(key);
    expect((await patch({ bannerName: 'Demo po edycji', version: demo.version })).statusCode).toBe(200);
  });

  it('takes each module\'s rules from its definition (the rules its upload fields apply)', () => {
    expect(moduleNamed('hotbanner')?.images).toEqual({ pl_imageUrl: IMAGE_SIZES.banner, pl_mobileImageUrl: IMAGE_SIZES.mobileBanner });
  });
});
