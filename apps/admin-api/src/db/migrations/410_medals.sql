-- Player achievement medals: a unique key the awarding engine refers to, names and descriptions per
-- language, the earning rule in words, a 33x46 badge, active flag and sort order.
CREATE TABLE medals (
  id              serial PRIMARY KEY,
  medal_key       text NOT NULL,
  name_pl         text NOT NULL,
  name_en         text,
  name_uk         text,
  description_pl  text,
  description_en  text,
  description_uk  text,
  rule            text NOT NULL,
  image_url       text NOT NULL,
  is_active       boolean NOT NULL DEFAULT true,
  sort_order      integer NOT NULL DEFAULT 0,
  version         integer NOT NULL DEFAULT 1,
  created_by      integer,
  updated_by      integer,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT medals_key_unique UNIQUE (medal_key)
);
CREATE INDEX medals_order_idx ON medals (sort_order, id);
