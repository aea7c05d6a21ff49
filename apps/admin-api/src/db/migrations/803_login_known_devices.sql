-- Browsers an account signed in from: a sign-in carrying such a device cookie is counted on its own
-- throttle key only, so a stranger behind the same office address cannot lock its owner out. Replaces the known
-- addresses, which everyone behind one NAT shares.
CREATE TABLE login_known_devices (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX login_known_devices_email_idx ON login_known_devices (email);
DROP TABLE login_known_addresses;
