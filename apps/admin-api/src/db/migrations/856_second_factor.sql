-- Second factor (TOTP, recovery codes), the sign-in's second step, trusted browsers, and the per-role policy.
-- A user's authenticator secret: confirmed_at null while the enrolment waits for its first code. last_step is the
-- last 30-second step a code was accepted for, so one code cannot be used twice (replay within its window).
CREATE TABLE user_totp (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);

-- One-time recovery codes, hashed with argon2id like passwords; a used one keeps its row (used_at) until replaced.
CREATE TABLE user_recovery_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX user_recovery_codes_user_idx ON user_recovery_codes (user_id);

-- The sign-in's second step: a short-lived token handed out after the right password (only its sha256 stored).
-- It is not a session: it opens no route but the second step.
CREATE TABLE login_challenges (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX login_challenges_user_idx ON login_challenges (user_id);

-- Browsers that passed the second step and asked to be remembered (TRUSTED_DEVICE_DAYS > 0; HttpOnly cookie).
CREATE TABLE trusted_devices (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX trusted_devices_user_idx ON trusted_devices (user_id);

-- When this session last proved the second factor (sign-in's second step, enrolment, step-up); null: never.
ALTER TABLE sessions ADD COLUMN second_factor_at timestamptz;

-- Roles whose holders must use a second factor (a row = required), kept beside the roles table so the roles
-- resource and its form stay as they are.
CREATE TABLE role_second_factor_policy (
  role_id integer PRIMARY KEY REFERENCES roles (id) ON DELETE CASCADE,
  updated_at timestamptz NOT NULL
);
