import { detectContentType, isInlineSafe, stopContentTypeDetector, typeMatchesName } from './content-type';
import { HTML_PAGE, JPEG_HEAD, PNG_1PX, SVG_WITH_SCRIPT } from './test-kit';

afterAll(() => stopContentTypeDetector());

describe('content type from the bytes', () => {
  it.each([
    [PNG_1PX, 'x.jpg', 'image/png'],
    [JPEG_HEAD, 'x.png', 'image/jpeg'],
    [SVG_WITH_SCRIPT, 'x.png', 'image/svg+xml'],
    [Buffer.concat([Buffer.from('<?xml version="1.0"?>\n'), SVG_WITH_SCRIPT]), 'x.svg', 'image/svg+xml'],
    [HTML_PAGE, 'x.txt', 'text/html'],
    [Buffer.from('a,b\n1,2\n'), 'x.csv', 'text/csv'],
    [Buffer.from('just words'), 'x.png', 'text/plain'],
    [Buffer.from([0, 159, 146, 150, 0, 1]), 'x.bin', 'application/octet-stream'],
  ])('detects sample %# as %s regardless of its name', async (bytes, name, expected) => {
    expect(await detectContentType(bytes, name)).toBe(expected);
  });

  it('checks names against content', () => {
    expect(typeMatchesName('image/png', 'a.png')).toBe(true);
    expect(typeMatchesName('image/jpeg', 'a.png')).toBe(false);
    expect(typeMatchesName('text/html', 'a.txt')).toBe(false);
    expect(typeMatchesName('text/plain', 'a.json')).toBe(true);
    expect(typeMatchesName('image/png', 'no-extension')).toBe(true);
  });

  it('never lets active content inline', () => {
    expect(isInlineSafe('image/png')).toBe(true);
    for (const type of ['image/svg+xml', 'text/html', 'application/xml', 'application/octet-stream']) expect(isInlineSafe(type)).toBe(false);
  });
});
