import * as v from 'valibot';
import fc from 'fast-check';
import {
  INTEGER_MAX, INTEGER_MIN, integer, string,
  exactLength, maxItems, maxLength, maxValue, minItems, minLength, minValue, optionalUrl, passwordsMatch,
  requiredDateTime, requiredNumber, requiredString, selectRequired, validEmail, validUrl,
} from './helpers';

const firstMessage = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? undefined : result.issues[0].message;
};

const fieldName = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,15}$/);
const blank = fc.constantFrom('', ' ', '   ', '\t', '\n ');

describe('requiredString', () => {
  it('accepts any text with a visible character', () => {
    fc.assert(fc.property(fieldName, fc.string().filter((s) => s.trim() !== ''), (field, text) => {
      expect(firstMessage(requiredString(field), text)).toBeUndefined();
    }));
  });
  it('rejects missing, null and blank values with "{field} is required!"', () => {
    fc.assert(fc.property(fieldName, fc.oneof(blank, fc.constant(undefined), fc.constant(null)), (field, value) => {
      expect(firstMessage(requiredString(field), value)).toBe(`${field} is required!`);
    }));
  });
});

describe('length rules', () => {
  it('exactLength accepts exactly n characters and rejects others', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 30 }), (n, len) => {
      const text = 'x'.repeat(len);
      const schema = requiredString('Code', exactLength('Code', n));
      expect(firstMessage(schema, text)).toBe(len === n ? undefined : `Code must be having exact ${n} characters!`);
    }));
  });
  it('minLength and maxLength bound the text inclusively', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 30 }), (n, len) => {
      const text = 'y'.repeat(len);
      expect(firstMessage(requiredString('A', minLength(n)), text) === undefined).toBe(len >= n);
      expect(firstMessage(requiredString('A', maxLength(n)), text) === undefined).toBe(len <= n);
    }));
  });
  it('says a length bound truly: a text is refused exactly when the message says it is too short or too long', () => {
    // A bug this guards against: "must be longer than 8 characters!" was shown for a rule that accepts exactly 8.
    const bound = (message: string | undefined, pattern: RegExp) => Number(pattern.exec(message ?? '')?.[1] ?? Number.NaN);
    fc.assert(fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 1, max: 30 }), (n, len) => {
      const atLeast = requiredString('A', minLength(n));
      const atMost = requiredString('A', maxLength(n));
      const longerThan = bound(firstMessage(atLeast, 'y'.repeat(n - 1)), /^must be longer than (\d+) characters!$/);
      const shorterThan = bound(firstMessage(atMost, 'y'.repeat(n + 1)), /^must be shorter than (\d+) characters!$/);
      expect(firstMessage(atLeast, 'y'.repeat(len)) === undefined).toBe(len > longerThan);
      expect(firstMessage(atMost, 'y'.repeat(len)) === undefined).toBe(len < shorterThan);
    }));
  });
});

describe('item count rules', () => {
  it('minItems and maxItems bound a list', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 8 }), fc.array(fc.integer(), { maxLength: 10 }), (n, list) => {
      expect(firstMessage(v.pipe(v.array(v.number()), minItems(n)), list)).toBe(list.length >= n ? undefined : `must contain minimum ${n} items!`);
      expect(firstMessage(v.pipe(v.array(v.number()), maxItems(n)), list)).toBe(list.length <= n ? undefined : `must contain maximum ${n} items!`);
    }));
  });
});

describe('number rules', () => {
  it('minValue and maxValue bound a number (also typed as text)', () => {
    fc.assert(fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), fc.boolean(), (n, x, asText) => {
      const input = asText ? String(x) : x;
      expect(firstMessage(requiredNumber('Stake', minValue(n)), input)).toBe(x >= n ? undefined : `must be greater than or equal to ${n}!`);
      expect(firstMessage(requiredNumber('Stake', maxValue(n)), input)).toBe(x <= n ? undefined : `must be less than or equal to ${n}!`);
    }));
  });
  it('requiredNumber converts numeric text and names empty and non-numeric input', () => {
    expect(v.parse(requiredNumber('Stake'), ' 12.5 ')).toBe(12.5);
    expect(firstMessage(requiredNumber('Stake'), '')).toBe('Stake is required!');
    expect(firstMessage(requiredNumber('Stake'), undefined)).toBe('Stake is required!');
    fc.assert(fc.property(fc.stringMatching(/^[a-z]{1,8}$/), (text) => {
      expect(firstMessage(requiredNumber('Stake'), text)).toBe('must be a valid number!');
    }));
  });
});

describe('selectRequired', () => {
  it('rejects empty choices with "please select {field}"', () => {
    fc.assert(fc.property(fieldName, fc.oneof(blank, fc.constant(undefined), fc.constant(null), fc.constant(Number.NaN)), (field, value) => {
      expect(firstMessage(selectRequired(field), value)).toBe(`please select ${field}`);
    }));
  });
  it('accepts any chosen id', () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.string().filter((s) => s.trim() !== '')), (value) => {
      expect(firstMessage(selectRequired('category'), value)).toBeUndefined();
    }));
  });
  it('with a list, accepts only its values', () => {
    const schema = selectRequired('language', ['pl', 'en', 'uk']);
    expect(firstMessage(schema, 'en')).toBeUndefined();
    expect(firstMessage(schema, 'de')).toBe('please select language');
  });
});

describe('email and url', () => {
  it('validEmail accepts addresses and rejects text without @', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z0-9]{1,6}([._-][a-z0-9]{1,6})?@[a-z0-9]{1,10}\.[a-z]{2,6}$/), (email) => expect(firstMessage(validEmail('Email'), email)).toBeUndefined()));
    fc.assert(fc.property(fc.stringMatching(/^[a-z]{1,10}$/), (text) => expect(firstMessage(validEmail('Email'), text)).toBe('must be a valid email!')));
    expect(firstMessage(validEmail('Email'), '')).toBe('Email is required!');
  });
  it('validUrl accepts http and https links only', () => {
    fc.assert(fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => expect(firstMessage(validUrl('Link'), url)).toBeUndefined()));
    fc.assert(fc.property(fc.constantFrom('ftp://x.pl', 'www.example.com', 'javascript:alert(1)', 'http://', 'https:// x'), (url) =>
      expect(firstMessage(validUrl('Link'), url)).toBe('must be a valid url!')));
  });
  it('optionalUrl allows nothing but checks what is given', () => {
    expect(firstMessage(optionalUrl(), undefined)).toBeUndefined();
    expect(firstMessage(optionalUrl(), '')).toBeUndefined();
    expect(firstMessage(optionalUrl(), 'nope')).toBe('must be a valid url!');
  });
});

describe('requiredDateTime', () => {
  it('accepts ISO date-times and rejects nonsense', () => {
    fc.assert(fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (d) =>
      expect(firstMessage(requiredDateTime('From'), d.toISOString())).toBeUndefined()));
    expect(firstMessage(requiredDateTime('From'), 'tomorrow-ish')).toBe('must be a valid date!');
    expect(firstMessage(requiredDateTime('From'), undefined)).toBe('From is required!');
  });
});

describe('missing object keys (final-form drops emptied fields)', () => {
  it('get the helper message, not valibot\'s invalid key', () => {
    const schema = v.object({ name: requiredString('Name'), lang: selectRequired('language', ['pl', 'en']), stake: requiredNumber('Stake'), kind: selectRequired('kind') });
    const result = v.safeParse(schema, {});
    expect(result.issues?.map((i) => i.message)).toEqual(['Name is required!', 'please select language', 'Stake is required!', 'please select kind']);
  });
});

describe('passwordsMatch', () => {
  const schema = v.pipe(
    v.object({ password: requiredString('Password', minLength(8)), confirmPassword: requiredString('Confirm password', minLength(8)) }),
    passwordsMatch(),
  );
  it('puts "Passwords do not match" on the confirmation when they differ', () => {
    fc.assert(fc.property(fc.string({ minLength: 8 }), fc.string({ minLength: 8 }), (a, b) => {
      fc.pre(a.trim() !== '' && b.trim() !== '');
      const result = v.safeParse(schema, { password: a, confirmPassword: b });
      if (a === b) expect(result.success).toBe(true);
      else {
        expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['confirmPassword', 'Passwords do not match']]);
      }
    }));
  });
  it('still reports the mismatch while the password itself is invalid', () => {
    const result = v.safeParse(schema, { password: 'short', confirmPassword: 'different1' });
    const messages = result.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`);
    expect(messages).toEqual(['password: must be longer than 7 characters!', 'confirmPassword: Passwords do not match']);
  });
});

describe('string rule', () => {
  const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 12 });
  // What a UTF-8 database would store: a lone surrogate comes back as U+FFFD, i.e. a different text.
  const survivesUtf8 = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text)) === text;

  it('accepts every well-formed text without NUL', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }).filter((s) => !s.includes('\0')), (text) => {
      expect(firstMessage(string(), text)).toBeUndefined();
    }));
  });
  it('refuses a NUL anywhere with "must be a valid text!"', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (before, after) => {
      expect(firstMessage(string(), `${before}\0${after}`)).toBe('must be a valid text!');
    }));
  });
  it('accepts exactly the texts a UTF-8 store keeps as they are (lone surrogates refused, not replaced)', () => {
    fc.assert(fc.property(codeUnits, (text) => {
      expect(firstMessage(string(), text) === undefined).toBe(survivesUtf8(text) && !text.includes('\0'));
    }));
    expect(firstMessage(string(), 'a\ud800b')).toBe('must be a valid text!');
    expect(firstMessage(string(), '\udc00')).toBe('must be a valid text!');
    expect(firstMessage(string(), '😀')).toBeUndefined();
  });
  it('keeps the field\'s own message for a non-string', () => {
    expect(firstMessage(string('Name is required!'), 12)).toBe('Name is required!');
  });
});

describe('integer rule', () => {
  it('accepts exactly the whole numbers an integer column holds', () => {
    const anyNumber = fc.oneof(fc.integer(), fc.double(), fc.integer({ min: INTEGER_MAX - 2, max: INTEGER_MAX + 2 }), fc.integer({ min: INTEGER_MIN - 2, max: INTEGER_MIN + 2 }), fc.constantFrom(2 ** 31, 2 ** 53, 1e300, -(2 ** 31) - 1));
    fc.assert(fc.property(anyNumber, (n) => {
      const fits = Number.isInteger(n) && n >= INTEGER_MIN && n <= INTEGER_MAX;
      expect(firstMessage(integer(), n) === undefined).toBe(fits);
    }));
  });
  it('names the bound it enforces', () => {
    expect(firstMessage(integer(), 2 ** 31)).toBe('must be less than or equal to 2147483647!');
    expect(firstMessage(integer(), 1.5)).toBe('must be a valid integer!');
    expect(firstMessage(integer('please select role', minValue(1)), 0)).toBe('must be greater than or equal to 1!');
    expect(firstMessage(integer('please select role'), '1')).toBe('please select role');
  });
});
