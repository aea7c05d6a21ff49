-- Throttle counters live in the database, so every API instance on one database enforces the same limits.
-- key: what is counted, e.g. 'login-pair:ann@example.com|203.0.113.7'; blocked_until: refused (or slowed) until then.
CREATE TABLE auth_throttle (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_start timestamptz NOT NULL,
  blocked_until timestamptz
);
CREATE INDEX auth_throttle_window_idx ON auth_throttle (window_start);

-- Addresses an account signed in from recently: they skip the per-email slow-down, so strangers failing
-- on an email cannot keep its owner out.
CREATE TABLE login_known_addresses (
  email text NOT NULL,
  ip text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (email, ip)
);

-- The key the browser encrypts its stored session with; handed out only to this session (login, profile)
-- and, after a reload, to the holder of the HttpOnly cookie whose sha256 is storage_cookie_hash.
ALTER TABLE sessions ADD COLUMN storage_key text;
ALTER TABLE sessions ADD COLUMN storage_cookie_hash text;
CREATE UNIQUE INDEX sessions_storage_cookie_idx ON sessions (storage_cookie_hash);
