import { decryptJson, encryptJson } from './session-crypto';

describe('session encryption', () => {
  it('round-trips and is not readable JSON', async () => {
    // '!' and '#' are outside base64: the token can show through only if it was stored readable, never by chance.
    const sealed = await encryptJson({ token: 'tok!en#1', user: { firstName: 'Ann' } }, 'secret');
    expect(() => JSON.parse(sealed)).toThrow();
    expect(sealed).not.toContain('tok!en#1');
    expect(await decryptJson(sealed, 'secret')).toEqual({ token: 'tok!en#1', user: { firstName: 'Ann' } });
  });

  it('uses a fresh IV each time', async () => {
    expect(await encryptJson({ a: 1 }, 's')).not.toBe(await encryptJson({ a: 1 }, 's'));
  });

  it('answers null for a tampered value, another secret, or garbage — never throws', async () => {
    const sealed = await encryptJson({ a: 1 }, 'secret');
    const flipped = sealed.slice(0, 20) + (sealed[20] === 'A' ? 'B' : 'A') + sealed.slice(21);
    expect(await decryptJson(flipped, 'secret')).toBeNull();
    expect(await decryptJson(sealed, 'other')).toBeNull();
    expect(await decryptJson('{"token":"x"}', 'secret')).toBeNull();
    expect(await decryptJson('', 'secret')).toBeNull();
    expect(await decryptJson('%%%', 'secret')).toBeNull();
  });
});
