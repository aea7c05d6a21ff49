-- The deployed remotes (README "Releasing one remote"): which build each remote serves (a remote missing here serves
-- the one in the shell's config.json), every switch, and the builds browsers refused.
CREATE TABLE remotes (
  name text PRIMARY KEY,
  manifest_url text NOT NULL,
  build_version text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE remote_switches (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  from_url text,
  to_url text NOT NULL,
  build_version text NOT NULL,
  user_id integer,
  user_email text NOT NULL,
  switched_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_switches_remote ON remote_switches (remote, id DESC);

CREATE TABLE remote_load_errors (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  error_id text NOT NULL,
  build_version text NOT NULL,
  manifest_url text NOT NULL,
  reasons jsonb NOT NULL,
  user_id integer,
  reported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_load_errors_remote ON remote_load_errors (remote, id DESC);
