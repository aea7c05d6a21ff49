// The hostile values every fuzzed field is tried with: what broke the API once (NUL, 2^31) and what breaks APIs
// in general (encodings, traversal, markup, SQL quoting, huge and odd numbers, wrong types).

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff\u200b\u202e',
  'Zażółć gęślą jaźń 🦄 中文 العربية',
  'e\u0301',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/files/../../etc/passwd',
  '/files/x"><script>alert(1)</script>',
  '%00',
  '%2e%2e%2f',
  '%E0%A4%A',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '\\',
  '%',
  '_',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '1e308',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '${7*7}{{7*7}}',
  'a'.repeat(256),
  'é'.repeat(5_000),
  'x'.repeat(70_000),
  'line\r\nInjected: header',
  '2026-13-45T25:61:61Z',
  '1970-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  'user@',
  'a@b',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 63, 1e308, -1e308, 5e-324, 0.5, -0.0, 1.5, Number.MAX_SAFE_INTEGER,
];

/** Values of the wrong kind for any field: objects, arrays, null, booleans, nested junk. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  ['a', 1, null],
  [['nested']],
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  { $ne: null },
  { length: 1e308 },
];

/** Raw URL fragments sent as they are (not encoded) in paths and query strings. */
export const HOSTILE_RAW_URL: readonly string[] = ['%00', '%E0%A4%A', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%2f..%2f', '%ff%fe', '%25', 'a%20b', '..', '.', '%5c..%5c'];

/** Request bodies that are not the JSON object a route expects. */
export const HOSTILE_BODIES: readonly string[] = ['', 'null', '[]', '"a string"', '1e308', '{', '{"a":', '\u0000', '{"a":1,"a":2}', `{"deep":${'['.repeat(2_000)}${']'.repeat(2_000)}}`];
