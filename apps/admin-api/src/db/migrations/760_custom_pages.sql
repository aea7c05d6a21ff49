-- Custom pages: static pages of the public site at /{slug}, a rich-text body per language, SEO texts and
-- a publish window. The slug is unique across every page (a switched-off page still owns its address).
CREATE TABLE custom_pages (
  id               serial PRIMARY KEY,
  title            text NOT NULL,
  slug             text NOT NULL,
  pl__content      text NOT NULL,
  en__content      text,
  uk__content      text,
  seo_title        text,
  seo_description  text,
  date_from        timestamptz,
  date_till        timestamptz,
  is_active        boolean NOT NULL DEFAULT true,
  version          integer NOT NULL DEFAULT 1,
  created_by       integer,
  updated_by       integer,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT custom_pages_slug_key UNIQUE (slug)
);
CREATE INDEX custom_pages_updated_idx ON custom_pages (updated_at);
CREATE INDEX custom_pages_till_idx ON custom_pages (date_till);
