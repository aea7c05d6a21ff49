// Field errors keyed by names the client chose: Object.prototype's member names are ordinary keys (found by the fuzz).
import * as v from 'valibot';
import { HttpError } from './errors';
import { validate } from './validate';

const schema = v.strictObject({ email: v.string() });

function refusal(value: unknown): HttpError {
  try {
    validate(schema, value);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('validate: unknown keys named like Object.prototype members', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])('refuses an extra "%s" key with 400 and names it', (key) => {
    const error = refusal({ email: 'a@b.cd', [key]: [] });
    expect(error.statusCode).toBe(400);
    expect(Object.keys(error.errorMessages ?? {})).toEqual([key]);
    expect(error.errorMessages?.[key]).toEqual(['is not allowed!']);
  });

  it('keeps a "__proto__" key a plain field of the answer', () => {
    const error = refusal(JSON.parse('{"email":"a@b.cd","__proto__":1}'));
    expect(Object.getPrototypeOf(error.errorMessages)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(error.errorMessages))).toEqual(JSON.parse('{"__proto__":["is not allowed!"]}'));
  });
});
