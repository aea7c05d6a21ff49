-- Category images: a background per sportsbook category and event; additional_data holds backgroundURL,
-- eventName and disableNoFollow as the spec names them.
CREATE TABLE category_images (
  id               serial PRIMARY KEY,
  category_id      integer NOT NULL,
  event_id         integer NOT NULL,
  category_name    text,
  additional_data  jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_active        boolean NOT NULL DEFAULT true,
  version          integer NOT NULL DEFAULT 1,
  created_by       integer,
  updated_by       integer,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX category_images_category_idx ON category_images (category_id, id);
