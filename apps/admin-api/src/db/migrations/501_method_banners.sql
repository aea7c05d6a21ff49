-- Registration and verification method banners: per method of the public registration or
-- verification step, its images ({ slot: { url, alt } }, the slots of its kind) and an active flag.
CREATE TABLE method_banners (
  id          serial PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('registration', 'verification')),
  method      text NOT NULL,
  name        text NOT NULL,
  is_active   boolean NOT NULL DEFAULT true,
  images      jsonb NOT NULL DEFAULT '{}',
  version     integer NOT NULL DEFAULT 1,
  created_by  integer,
  updated_by  integer,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX method_banners_kind_idx ON method_banners (kind, method, id);
