-- The site's configuration records: the newest row is the one in force. It holds
-- the order of the market types (ids of market_types) and the deposit message shown on the payment pages.
CREATE TABLE site_config (
  id                    serial PRIMARY KEY,
  market_types          jsonb NOT NULL DEFAULT '[]'::jsonb,
  payments_show_status  boolean NOT NULL DEFAULT false,
  payments_message      text NOT NULL DEFAULT '',
  payments_message_from timestamptz,
  payments_message_till timestamptz,
  version               integer NOT NULL DEFAULT 1,
  updated_by            integer,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);

INSERT INTO site_config (market_types, payments_show_status, payments_message) VALUES (
  '[1, 2, 3, 4, 15, 6, 5, 8, 10, 9, 7, 11, 12, 13, 14]'::jsonb,
  false,
  'Wpłaty przez BLIK i szybkie przelewy księgujemy natychmiast. Przelewy tradycyjne mogą zostać zaksięgowane do 2 dni roboczych.'
);
