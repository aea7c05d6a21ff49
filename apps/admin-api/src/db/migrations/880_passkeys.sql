-- Passkeys (WebAuthn): a user may register several, each named. credential_id and public_key are base64url as the
-- browser and @simplewebauthn hand them over; counter is the authenticator's signature counter (0 for most passkeys).
CREATE TABLE user_passkeys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text NOT NULL DEFAULT '',
  name text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX user_passkeys_user_idx ON user_passkeys (user_id);

-- WebAuthn challenges, single use and short-lived: one per owner — a session and purpose ("register:session:12",
-- "assert:session:12"), the second step's challenge token, or a passwordless sign-in's own token (sha256 only).
CREATE TABLE webauthn_challenges (
  owner text PRIMARY KEY,
  challenge text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
