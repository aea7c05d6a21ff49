import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '@backoffice/api';
import { Form, useForm } from 'react-final-form';
import { loginSchema, type LoginInput } from '@backoffice/validation/session';
import { completeSecondFactor, completeSecondFactorWithPasskey, startSignIn } from '../session/session-actions';
import { passkeyFailure } from './passkey-failure';
import type { SecondFactorChallenge } from '../session/session-types';
import { TextInput } from './TextInput';
import { submitFailure } from './submit-failure';
import { validateWith } from './validate-with';

const validate = validateWith(loginSchema);

interface Props {
  /** Called after the session is stored (the shell navigates to where the user was going). */
  onSignedIn?: () => void;
  /** What was typed before the app arrived (the shell's pre-rendered /login); kept as the form's values. */
  initialValues?: LoginInput;
  /** The field that takes the focus on mount (default: Email). */
  focus?: keyof LoginInput;
  /** Submit at once on mount: Login was pressed before the app arrived. */
  submitOnMount?: boolean;
  /** Shown below the password step only, not at the second step (e.g. the shell's "Sign in with a passkey"). */
  passwordStepExtra?: ReactNode;
  /** Open at the second step: the first factor was passed elsewhere (single sign-on answered this challenge). */
  initialChallenge?: SecondFactorChallenge;
}

/** Submits the form once, after its fields have mounted. */
function SubmitOnMount() {
  const form = useForm();
  useEffect(() => {
    void form.submit();
  }, [form]);
  return null;
}

/**
 * Email + password, validated with the shared schema; "Login" submits to v1/auth/login. A failure is shown
 * by the client's toast and on the form itself: the fields the server marks, or else an error line
 * ("Invalid email or password") that stays until the user edits; the form is re-enabled.
 */
export function LoginForm({ onSignedIn, initialValues, focus = 'email', submitOnMount = false, passwordStepExtra, initialChallenge }: Props) {
  // After the right password, a user with a second factor gets its step (the challenge); Back or expiry returns here.
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(initialChallenge ?? null);
  const [expired, setExpired] = useState<string | null>(null);
  const [typed, setTyped] = useState<LoginInput | undefined>(initialValues);
  if (challenge) {
    return (
      <SecondFactorForm
        challenge={challenge}
        onSignedIn={() => onSignedIn?.()}
        onBack={(message) => {
          setChallenge(null);
          setExpired(message ?? null);
        }}
      />
    );
  }
  const submit = async (values: LoginInput) => {
    setExpired(null);
    try {
      const next = await startSignIn({ email: values.email.trim().toLowerCase(), password: values.password });
      if (next) {
        setTyped({ email: values.email, password: '' });
        setChallenge(next);
        return undefined;
      }
    } catch (error) {
      const errors = submitFailure(error);
      // Field errors speak for themselves on their fields; otherwise the form's own line says what went wrong.
      return 'email' in errors || 'password' in errors ? { email: errors.email, password: errors.password } : errors;
    }
    onSignedIn?.();
    return undefined;
  };
  return (
    <Form<LoginInput> onSubmit={submit} validate={validate} initialValues={typed} subscription={{ submitting: true, submitError: true, dirtySinceLastSubmit: true }}>
      {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} aria-label="Login">
          <TextInput name="email" label="Email" type="email" autoComplete="username" autoFocus={focus === 'email'} disabled={submitting} />
          <TextInput name="password" label="Password" type="password" autoComplete="current-password" autoFocus={focus === 'password'} disabled={submitting} />
          {submitOnMount && typed === initialValues && <SubmitOnMount />}
          {expired && (
            <Alert severity="warning" role="alert">
              {expired}
            </Alert>
          )}
          {typeof submitError === 'string' && !dirtySinceLastSubmit && !submitting && (
            <Alert severity="error" role="alert">
              {submitError}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            Login
          </Button>
          {passwordStepExtra}
        </Box>
      )}
    </Form>
  );
}

interface CodeValues {
  code: string;
}

const validateCode = (values: CodeValues) => (values.code?.trim() ? {} : { code: 'Code is required!' });

/**
 * The sign-in's second step: a code from the authenticator app or a recovery code, and (where the server offers it)
 * "remember this browser". A wrong code marks the field; an expired step goes back to the password.
 */
function SecondFactorForm({ challenge, onSignedIn, onBack }: { challenge: SecondFactorChallenge; onSignedIn: () => void; onBack: (message?: string) => void }) {
  const [remember, setRemember] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  // An older server names no methods: a code, as before.
  const codes = challenge.totp !== false;
  const withPasskey = async () => {
    setPasskeyBusy(true);
    setPasskeyError(null);
    try {
      await completeSecondFactorWithPasskey(challenge, remember);
    } catch (error) {
      setPasskeyBusy(false);
      if (isApiError(error) && error.status === 401) return onBack(error.message);
      return setPasskeyError(passkeyFailure(error));
    }
    onSignedIn();
  };
  const submit = async ({ code }: CodeValues) => {
    try {
      await completeSecondFactor(challenge, code, remember);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        onBack(error.message);
        return undefined;
      }
      const errors = submitFailure(error);
      // A wrong code is said on its field; anything else (too many attempts) on the form's line.
      return 'code' in errors ? { code: errors.code } : errors;
    }
    onSignedIn();
    return undefined;
  };
  return (
    <Form<CodeValues> onSubmit={submit} validate={validateCode} subscription={{ submitting: true, submitError: true, dirtySinceLastSubmit: true }}>
      {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} aria-label="Two-step verification">
          <Box component="p" sx={{ m: 0, typography: 'body2' }}>
            {codes ? 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.' : 'Confirm it is you with one of your passkeys.'}
          </Box>
          {codes && <TextInput name="code" label="Code" autoComplete="one-time-code" inputMode="text" autoFocus disabled={submitting || passkeyBusy} />}
          {challenge.trustDeviceDays > 0 && (
            <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' }}>
              <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} disabled={submitting || passkeyBusy} />
              Remember this browser for {challenge.trustDeviceDays} {challenge.trustDeviceDays === 1 ? 'day' : 'days'}
            </Box>
          )}
          {typeof submitError === 'string' && !dirtySinceLastSubmit && !submitting && (
            <Alert severity="error" role="alert">
              {submitError}
            </Alert>
          )}
          {passkeyError && (
            <Alert severity="error" role="alert">
              {passkeyError}
            </Alert>
          )}
          {codes && (
            <Button type="submit" variant="contained" size="large" disabled={submitting || passkeyBusy}>
              Verify
            </Button>
          )}
          {challenge.passkey && (
            <Button type="button" variant={codes ? 'outlined' : 'contained'} size="large" onClick={() => void withPasskey()} disabled={submitting || passkeyBusy} autoFocus={!codes}>
              Use a passkey
            </Button>
          )}
          <Button type="button" variant="text" onClick={() => onBack()} disabled={submitting || passkeyBusy}>
            Back to password
          </Button>
        </Box>
      )}
    </Form>
  );
}
