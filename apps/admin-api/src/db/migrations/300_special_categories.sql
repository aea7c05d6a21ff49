-- Special categories of the site: shown between dateStart and dateTill, ordered by sort_order.
CREATE TABLE special_categories (
  id               serial PRIMARY KEY,
  category_name    text NOT NULL,
  category_url     text NOT NULL,
  seo_description  text NOT NULL,
  graphics_url     text NOT NULL,
  date_start       timestamptz,
  date_till        timestamptz,
  sort_order       integer NOT NULL DEFAULT 0,
  version          integer NOT NULL DEFAULT 1,
  created_by       integer,
  updated_by       integer,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX special_categories_order_idx ON special_categories (sort_order, id);
CREATE INDEX special_categories_till_idx ON special_categories (date_till);
