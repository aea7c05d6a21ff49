-- Landing pages of the content API. The partner, promo and link codes live in the config;
-- generated columns copy them out so the list can sort and search them and link codes stay unique.
CREATE TABLE landing_pages (
  id          serial PRIMARY KEY,
  status      text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  publish_at  timestamptz,
  deleted_at  timestamptz,
  config      jsonb NOT NULL,
  partner     text GENERATED ALWAYS AS (config -> 'affiliateLink' ->> 'username') STORED,
  promo_code  text GENERATED ALWAYS AS (config -> 'affiliateLink' ->> 'promo_code') STORED,
  link_code   text GENERATED ALWAYS AS (config -> 'affiliateLink' ->> 'link_code') STORED,
  version     integer NOT NULL DEFAULT 1,
  created_by  integer,
  updated_by  integer,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Unique over deleted pages too: a restored page must never clash with a newer one.
CREATE UNIQUE INDEX landing_pages_link_code_key ON landing_pages (lower(link_code));
-- The tabs: published / draft (not deleted) and deleted.
CREATE INDEX landing_pages_tab_idx ON landing_pages (status, id) WHERE deleted_at IS NULL;
CREATE INDEX landing_pages_deleted_idx ON landing_pages (id) WHERE deleted_at IS NOT NULL;
-- What the scheduler looks for on every tick.
CREATE INDEX landing_pages_due_idx ON landing_pages (publish_at) WHERE status = 'draft' AND deleted_at IS NULL AND publish_at IS NOT NULL;

-- Permanent promotions a landing page leads to (looked up by name in the form).
CREATE TABLE permanent_promotions (
  id                serial PRIMARY KEY,
  name              text NOT NULL,
  landing_page_url  text NOT NULL,
  active            boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now()
);

-- The single base config record every landing page falls back to.
CREATE TABLE landing_base_config (
  id          smallint PRIMARY KEY CHECK (id = 1),
  config      jsonb NOT NULL,
  version     integer NOT NULL DEFAULT 1,
  updated_by  integer,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
