-- Every change made through the file manager (upload, replace, rename, move, delete, create folder), with who
-- made it. The user's email is kept as written at the time, so the trail survives a deleted account.
CREATE TABLE file_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  user_id integer,
  user_email text NOT NULL,
  action text NOT NULL,
  path text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX file_audit_at_idx ON file_audit (at DESC);
CREATE INDEX file_audit_path_idx ON file_audit (path);
