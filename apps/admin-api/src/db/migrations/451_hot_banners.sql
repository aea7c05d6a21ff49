-- Hot banners of the site's home page: shown while active and between date_from and date_till.
CREATE TABLE hot_banners (
  id                  serial PRIMARY KEY,
  banner_name         text NOT NULL,
  pl_title            text,
  pl_sub_title        text,
  pl_link             text,
  event_game_id       text,
  date_from           timestamptz,
  date_till           timestamptz,
  sort_order          integer NOT NULL DEFAULT 0,
  is_active           boolean NOT NULL DEFAULT true,
  pl_image_url        text,
  pl_mobile_image_url text,
  pl_image_alt_text   text,
  version             integer NOT NULL DEFAULT 1,
  created_by          integer,
  updated_by          integer,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hot_banners_order_idx ON hot_banners (sort_order, id);
CREATE INDEX hot_banners_till_idx ON hot_banners (date_till);
