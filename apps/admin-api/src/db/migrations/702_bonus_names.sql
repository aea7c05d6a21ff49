-- Displayed names of the bonus engine's bonuses: one per bonus id, Polish required, English and
-- Ukrainian optional.
CREATE TABLE bonus_names (
  id             serial PRIMARY KEY,
  bonus_id       text NOT NULL CONSTRAINT bonus_names_bonus_id_key UNIQUE,
  original_name  text NOT NULL,
  name_pl        text NOT NULL,
  name_en        text,
  name_uk        text,
  is_active      boolean NOT NULL DEFAULT true,
  version        integer NOT NULL DEFAULT 1,
  created_by     integer,
  updated_by     integer,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
