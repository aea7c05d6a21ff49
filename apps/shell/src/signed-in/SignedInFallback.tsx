/**
 * Shown for the moment the signed-in chunk loads (after sign-in or a reload). Plain markup: MUI's progress bar
 * would add its code to the login route, which renders this gate's fallback too.
 */
export function SignedInFallback() {
  return (
    <div
      role="progressbar"
      aria-label="Loading Back Office"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, background: 'linear-gradient(90deg, #1f5fa8, #8fb3dd)' }}
    />
  );
}
