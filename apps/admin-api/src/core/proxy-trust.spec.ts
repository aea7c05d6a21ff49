import { parseTrustProxy } from './proxy-trust';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, and takes named addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('refuses settings that would let a client choose its address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('2')).toThrow(/hop count/);
  });
});
