-- Promo codes players type at registration or deposit. Amounts have at most two decimals (the schema
-- checks it). The code is stored upper-case (the schema refuses anything else), so the unique constraint is the
-- case-insensitive one. uses_count is kept by the site, never by a request.
CREATE TABLE promo_codes (
  id           serial PRIMARY KEY,
  code         text NOT NULL CONSTRAINT promo_codes_code_key UNIQUE,
  description  text NOT NULL,
  redeem_at    text NOT NULL,
  bonus_type   text NOT NULL,
  bonus_value  double precision NOT NULL,
  min_deposit  double precision,
  valid_from   timestamptz,
  valid_till   timestamptz,
  usage_limit  integer,
  uses_count   integer NOT NULL DEFAULT 0,
  is_active    boolean NOT NULL DEFAULT true,
  version      integer NOT NULL DEFAULT 1,
  created_by   integer,
  updated_by   integer,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promo_codes_till_idx ON promo_codes (valid_till);
