-- A canary: a remote's build served to a share of staff first (README "Releasing one remote"), stable per user, until
-- it is promoted to everyone or rolled back (by a super admin, or by the API when its field data crosses a limit).
CREATE TABLE remote_canaries (
  remote text PRIMARY KEY,
  manifest_url text NOT NULL,
  build_version text NOT NULL,
  percent integer NOT NULL CHECK (percent BETWEEN 1 AND 99),
  started_at timestamptz NOT NULL,
  user_id integer,
  user_email text NOT NULL
);
-- The history tells a full switch from a canary's start, promotion and roll back; `note` says why an automatic roll
-- back happened (the figures and the limit crossed).
ALTER TABLE remote_switches ADD COLUMN kind text NOT NULL DEFAULT 'switch'
  CHECK (kind IN ('switch', 'canary', 'canary-promoted', 'canary-rolled-back', 'canary-auto-rolled-back'));
ALTER TABLE remote_switches ADD COLUMN note text;
