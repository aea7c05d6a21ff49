import fc from 'fast-check';
import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, changePasswordSchema, newPasswordField, forgotPasswordSchema, loginSchema, resetPasswordFormSchema, resetPasswordSchema } from './auth';

/** Issue messages keyed by dotted path, as the API's errorMessages are. */
function errors(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  const out: Record<string, string[]> = {};
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) ?? '';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

describe('auth schemas', () => {
  it('login needs a valid email and a password, with the spec texts', () => {
    expect(errors(loginSchema, {})).toEqual({ email: ['Email is required!'], password: ['Password is required!'] });
    expect(errors(loginSchema, { email: 'nope', password: 'x' })).toEqual({ email: ['must be a valid email!'] });
    expect(v.parse(loginSchema, { email: ' Admin@Example.com ', password: 'x' })).toEqual({ email: 'admin@example.com', password: 'x' });
  });

  it('refuses unknown fields', () => {
    expect(v.safeParse(forgotPasswordSchema, { email: 'a@b.pl', admin: true }).success).toBe(false);
  });

  it('reset needs 8 characters and matching confirmation', () => {
    expect(errors(resetPasswordFormSchema, { password: 'short', confirmPassword: 'short' })).toEqual({
      password: ['must be longer than 7 characters!'],
      confirmPassword: ['must be longer than 7 characters!'],
    });
    expect(errors(resetPasswordFormSchema, { password: 'Passw0rd!', confirmPassword: 'Passw0rd?' })).toEqual({ confirmPassword: ['Passwords do not match'] });
    expect(v.safeParse(resetPasswordSchema, { token: 't', password: 'Passw0rd!' }).success).toBe(true);
    expect(errors(resetPasswordSchema, { token: 't', password: 'Passw0rd!', confirmPassword: 'other' })).toEqual({ confirmPassword: ['Passwords do not match'] });
  });

  it('change password checks all three fields', () => {
    expect(errors(changePasswordSchema, { oldPassword: '', password: 'Passw0rd!1', confirmPassword: 'Passw0rd!2' })).toEqual({
      oldPassword: ['Old password is required!'],
      confirmPassword: ['Passwords do not match'],
    });
    expect(v.safeParse(changePasswordSchema, { oldPassword: 'a', password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }).success).toBe(false);
    // The spec: the old password has the minimum of 8 too.
    expect(errors(changePasswordSchema, { oldPassword: 'Passw0r', password: 'Passw0rd!1', confirmPassword: 'Passw0rd!1' })).toEqual({ oldPassword: ['must be longer than 7 characters!'] });
    expect(errors(changePasswordSchema, { oldPassword: 'Passw0rd', password: 'Passw0rd!1', confirmPassword: 'Passw0rd!1' })).toEqual({});
  });
});

describe('password length', () => {
  it('accepts 8 to 128 characters, and a refusal message states a bound the length truly breaks', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: PASSWORD_MAX_LENGTH + 20 }), (len) => {
      const result = v.safeParse(newPasswordField(), 'p'.repeat(len));
      expect(result.success).toBe(len >= PASSWORD_MIN_LENGTH && len <= PASSWORD_MAX_LENGTH);
      const message = result.issues?.[0].message ?? '';
      const longer = /^must be longer than (\d+) characters!$/.exec(message);
      const shorter = /^must be shorter than (\d+) characters!$/.exec(message);
      if (!result.success) expect(Boolean(longer) || Boolean(shorter)).toBe(true);
      if (longer) expect(len > Number(longer[1])).toBe(false);
      if (shorter) expect(len < Number(shorter[1])).toBe(false);
    }));
    expect(v.safeParse(newPasswordField(), 'p'.repeat(7)).issues?.[0].message).toBe('must be longer than 7 characters!');
    expect(v.safeParse(newPasswordField(), 'p'.repeat(8)).success).toBe(true);
  });
});
