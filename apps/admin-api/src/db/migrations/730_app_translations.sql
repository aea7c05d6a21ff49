-- App translations: the public site's texts, a key per
-- namespace (app, fields, offers) with its Polish value and the English and Ukrainian ones (empty = missing).
CREATE TABLE app_translations (
  id          serial PRIMARY KEY,
  namespace   text NOT NULL,
  key         text NOT NULL,
  pl_value    text NOT NULL,
  en_value    text,
  uk_value    text,
  version     integer NOT NULL DEFAULT 1,
  created_by  integer,
  updated_by  integer,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT app_translations_namespace_key UNIQUE (namespace, key)
);
CREATE INDEX app_translations_key_idx ON app_translations (namespace, key);
