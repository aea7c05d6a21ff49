-- Payout messages: a notice per bank, shown between start_date and till_date while active. The bank's
-- name and NRB codes are not copied here: they come from the built-in bank list (libs/validation banks.ts).
CREATE TABLE payout_messages (
  id          serial PRIMARY KEY,
  message     text NOT NULL,
  bank_id     text NOT NULL,
  is_active   boolean NOT NULL DEFAULT true,
  start_date  timestamptz,
  till_date   timestamptz,
  version     integer NOT NULL DEFAULT 1,
  created_by  integer,
  updated_by  integer,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_messages_till_idx ON payout_messages (till_date);
