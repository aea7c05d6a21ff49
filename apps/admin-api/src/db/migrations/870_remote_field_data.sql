-- Field data of remote builds (README "Releasing one remote"): what real browsers met in each build's screens, so
-- the Modules screen compares a new build with the one it replaced. A session is kept only as a hash of its id.
CREATE TABLE remote_field_samples (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  build_version text NOT NULL,
  session_hash text NOT NULL,
  -- view: a screen of the build opened; error: a screen of it crashed (its error boundary); INP, LCP, CLS: web vitals
  kind text NOT NULL CHECK (kind IN ('view', 'error', 'INP', 'LCP', 'CLS')),
  value double precision NOT NULL DEFAULT 0,
  reported_at timestamptz NOT NULL
);
CREATE INDEX remote_field_samples_reported ON remote_field_samples (reported_at);
CREATE INDEX remote_field_samples_remote ON remote_field_samples (remote, id DESC);
