-- Entertainments: bets on events outside sport, shown while active and between date_from and date_till.
CREATE TABLE entertainments (
  id                 serial PRIMARY KEY,
  event_game_type    text NOT NULL,
  event_id           text NOT NULL,
  entertainment_name text NOT NULL,
  category           jsonb NOT NULL DEFAULT '[]',
  pl_title           text,
  pl_sub_title       text,
  date_from          timestamptz,
  date_till          timestamptz,
  sort_order         integer NOT NULL DEFAULT 0,
  is_active          boolean NOT NULL DEFAULT true,
  pl_image_url       text,
  version            integer NOT NULL DEFAULT 1,
  created_by         integer,
  updated_by         integer,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX entertainments_order_idx ON entertainments (sort_order, id);
CREATE INDEX entertainments_till_idx ON entertainments (date_till);
