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

  it('refuses catch-all ranges that mean every address', () => {
    for (const range of ['0.0.0.0/0', '::/0', '0.0.0.0/1', '128.0.0.0/2', '10.0.0.0/7', '2000::/3', '::/6', '::ffff:0.0.0.0/96', '0.0.0.0/0.0.0.0', 'loopback,0.0.0.0/0', '10.0.0.0/x']) {
      expect(() => parseTrustProxy(range)).toThrow(/trusts \(nearly\) every address/);
    }
    expect(parseTrustProxy('10.0.0.0/8,172.16.0.0/12,192.168.0.0/255.255.0.0,fc00::/7,203.0.113.7,2001:db8::1/128')).toHaveLength(6);
  });
});
