// Sign-in and account schemas, shared by the shell's forms and the API.
import * as v from 'valibot';
import { maxLength, minLength, string } from '../helpers';
import { messages } from '../messages';

/** Longest password we hash: bounds argon2 work per request. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_LENGTH = 8;

/** Stop at the first failed check of a field, so it reports one message ("required" before "invalid"). */
export const firstIssueOnly = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });

/**
 * A required text field. A missing key becomes '' so it reports "{label} is required!" rather than
 * valibot's generic key error; input is trimmed and bounded.
 */
export function requiredText(label: string, max = 255) {
  return firstIssueOnly(
    v.pipe(
      v.optional(string(messages.required(label)), ''),
      v.trim(),
      v.nonEmpty(messages.required(label)),
      maxLength(max),
      v.title(label),
    ),
  );
}

/** A required, valid, lower-cased email address. */
export const emailField = firstIssueOnly(
  v.pipe(requiredText('Email', 254), v.email(messages.invalid('email')), v.toLowerCase()),
);

/** A password as typed: required, at most 128 characters and, when `min` is given, at least that; never trimmed (spaces are characters too). */
function passwordField(label: string, min?: number) {
  const typed = v.pipe(v.optional(string(messages.required(label)), ''), v.nonEmpty(messages.required(label)));
  const bounded = min === undefined ? v.pipe(typed, maxLength(PASSWORD_MAX_LENGTH)) : v.pipe(typed, minLength(min), maxLength(PASSWORD_MAX_LENGTH));
  return firstIssueOnly(v.pipe(bounded, v.title(label)));
}

/** A new password: required, 8 to 128 characters. */
export function newPasswordField(label = 'Password') {
  return passwordField(label, PASSWORD_MIN_LENGTH);
}

/** POST v1/auth/login body. */
export const loginSchema = v.strictObject({
  email: emailField,
  // A password being checked: only required and bounded.
  password: passwordField('Password'),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** POST v1/password/forgot body. */
export const forgotPasswordSchema = v.strictObject({ email: emailField });
export type ForgotPasswordInput = v.InferOutput<typeof forgotPasswordSchema>;

/** The reset-password form (the token comes from the URL): password + confirmation that must match. */
export const resetPasswordFormSchema = v.pipe(
  v.strictObject({
    password: newPasswordField('Password'),
    confirmPassword: newPasswordField('Confirm password'),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, messages.passwordsMismatch),
    ['confirmPassword'],
  ),
);
export type ResetPasswordFormInput = v.InferOutput<typeof resetPasswordFormSchema>;

/** POST v1/password/reset body: the emailed token and the new password (a confirmation, if sent, must match). */
export const resetPasswordSchema = v.pipe(
  v.strictObject({
    token: requiredText('Token', 200),
    password: newPasswordField('Password'),
    confirmPassword: v.optional(v.pipe(string(), maxLength(PASSWORD_MAX_LENGTH))),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (i) => i.confirmPassword === undefined || i.password === i.confirmPassword,
      messages.passwordsMismatch,
    ),
    ['confirmPassword'],
  ),
);
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;

/** POST v1/profile/password body (the signed-in user's change-password form). */
export const changePasswordSchema = v.pipe(
  v.strictObject({
    // Every password the app sets has 8 or more characters, so a shorter old one can only be wrong: it is refused
    // before the throttle counts it.
    oldPassword: newPasswordField('Old password'),
    password: newPasswordField('Password'),
    confirmPassword: newPasswordField('Confirm password'),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, messages.passwordsMismatch),
    ['confirmPassword'],
  ),
);
export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;

/** A second-factor code: 6 digits from the authenticator app, or a recovery code (xxxxx-xxxxx). */
const secondFactorCodeField = firstIssueOnly(v.pipe(requiredText('Code', 32), v.regex(/^(\d{6}|[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5})$/, 'Enter the 6-digit code or a recovery code')));

/** A fresh authenticator code (enrolment's first code, removal). */
const totpCodeField = firstIssueOnly(v.pipe(requiredText('Code', 32), v.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')));

/** POST v1/auth/login/second-factor body: the challenge the password step answered, and a code. */
export const loginSecondFactorSchema = v.strictObject({
  challengeToken: requiredText('Challenge', 200),
  code: secondFactorCodeField,
  /** Remember this browser (only where the server's TRUSTED_DEVICE_DAYS allows it). */
  rememberDevice: v.optional(v.boolean()),
});
export type LoginSecondFactorInput = v.InferOutput<typeof loginSecondFactorSchema>;

/** POST v1/auth/step-up body: the second factor again, for a sensitive change. */
export const stepUpSchema = v.strictObject({ code: secondFactorCodeField });
export type StepUpInput = v.InferOutput<typeof stepUpSchema>;

/** POST v1/profile/second-factor/totp/confirm and /remove body: a code from the authenticator app. */
export const totpCodeSchema = v.strictObject({ code: totpCodeField });
export type TotpCodeInput = v.InferOutput<typeof totpCodeSchema>;

/** PUT v1/roles/{id}/second-factor-policy body. */
export const secondFactorPolicySchema = v.strictObject({ required: v.boolean('required must be true or false') });
export type SecondFactorPolicyInput = v.InferOutput<typeof secondFactorPolicySchema>;
