import { useEffect, useState } from 'react';
import { isApiError } from '@backoffice/api';
import { completeSingleSignOn, type SecondFactorChallenge } from '@backoffice/auth';

/** What single sign-on brought back to /login: a one-time code (#sso=…) or the reason it failed (#sso-error=…). */
export function readSsoReturn(hash: string): { code: string } | { error: string } | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const code = fragment.get('sso');
  if (code) return { code };
  const error = fragment.get('sso-error');
  return error ? { error: error.slice(0, 300) } : null;
}

// One exchange per code: the code works once, and a remount (React's development double effects) must not spend it twice.
const exchanges = new Map<string, ReturnType<typeof completeSingleSignOn>>();

export type SsoReturn =
  | { state: 'none' }
  | { state: 'working' }
  | { state: 'failed'; message: string }
  | { state: 'second-factor'; challenge: SecondFactorChallenge; returnTo: string }
  | { state: 'signed-in'; returnTo: string };

/**
 * Finishes a sign-in through the identity provider on arrival at /login: the code is taken out of the address at
 * once (it must not stay in the history or be bookmarked), then exchanged for the session.
 */
export function useSsoReturn(): SsoReturn {
  // The build pre-renders /login without a window: nothing came back there.
  const [arrived] = useState(() => (typeof window === 'undefined' ? null : readSsoReturn(window.location.hash)));
  const [result, setResult] = useState<SsoReturn>(() => (arrived === null ? { state: 'none' } : 'error' in arrived ? { state: 'failed', message: arrived.error } : { state: 'working' }));
  useEffect(() => {
    if (arrived === null) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!('code' in arrived)) return;
    let live = true;
    if (!exchanges.has(arrived.code)) exchanges.set(arrived.code, completeSingleSignOn(arrived.code));
    exchanges.get(arrived.code)?.then(
      ({ challenge, returnTo }) => live && setResult(challenge ? { state: 'second-factor', challenge, returnTo } : { state: 'signed-in', returnTo }),
      (reason: unknown) => live && setResult({ state: 'failed', message: isApiError(reason) ? (reason.errorMessages?.code?.[0] ?? reason.message) : 'Single sign-on did not complete. Try again.' }),
    );
    return () => {
      live = false;
    };
  }, [arrived]);
  return result;
}
