-- Banners, the sub banners of the site: shown between date_from and date_till, ordered by sort_order.
CREATE TABLE sub_banners (
  id                serial PRIMARY KEY,
  sub_banner_name   text NOT NULL,
  pl_title          text,
  pl_image_alt_text text NOT NULL,
  sub_title         text,
  pl_link           text NOT NULL,
  for_non_logged    boolean NOT NULL DEFAULT false,
  new_banner        boolean NOT NULL DEFAULT false,
  date_from         timestamptz,
  date_till         timestamptz,
  sort_order        integer NOT NULL DEFAULT 0,
  pl_image_url      text,
  version           integer NOT NULL DEFAULT 1,
  created_by        integer,
  updated_by        integer,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sub_banners_order_idx ON sub_banners (sort_order, id);
CREATE INDEX sub_banners_till_idx ON sub_banners (date_till);
