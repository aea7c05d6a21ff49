-- Single sign-on (OpenID Connect). A user signed in through the identity provider is tied to its subject (`sub`,
-- stable at the provider, unlike the e-mail); one provider per deployment, so the subject alone is unique.
ALTER TABLE users ADD COLUMN sso_subject text;
CREATE UNIQUE INDEX users_sso_subject_key ON users (sso_subject);

-- A session opened through the provider: its logout also ends the provider's session where it offers that.
ALTER TABLE sessions ADD COLUMN via_sso boolean NOT NULL DEFAULT false;

-- One sign-in through the provider, from the redirect to the session: single use and short-lived. Only hashes of
-- the state, the browser's binding cookie and the hand-off code are kept; the PKCE verifier and nonce are needed
-- in clear once, at the callback.
CREATE TABLE sso_sign_ins (
  state_hash text PRIMARY KEY,
  browser_hash text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  return_to text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  handoff_hash text UNIQUE,
  expires_at timestamptz NOT NULL
);
