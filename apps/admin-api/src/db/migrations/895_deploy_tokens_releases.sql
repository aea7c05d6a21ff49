-- Deploy tokens: service accounts of a remote team's CI, each limited to named remotes, allowed only to publish a
-- build of them and switch or canary it. Only the sha256 of a token is stored; a revoked token stays listed.
CREATE TABLE deploy_tokens (
  id serial PRIMARY KEY,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  remotes text[] NOT NULL,
  created_by_email text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE UNIQUE INDEX deploy_tokens_name_key ON deploy_tokens (lower(name));

-- Builds published through the API, stored in the release store (a folder, or a bucket): immutable once sealed.
-- Files arrive one by one while unsealed; sealing checks the list against the store and the build record.
CREATE TABLE remote_releases (
  remote text NOT NULL,
  version text NOT NULL,
  files jsonb NOT NULL DEFAULT '[]'::jsonb,
  build_commit text NOT NULL DEFAULT '',
  built_at text NOT NULL DEFAULT '',
  published_by text NOT NULL,
  created_at timestamptz NOT NULL,
  sealed_at timestamptz,
  PRIMARY KEY (remote, version)
);
