-- Placements of the site: tiles shown on the listed places and screens while active and in their dates.
CREATE TABLE placements (
  id                serial PRIMARY KEY,
  placement_name    text NOT NULL,
  pl_title          text,
  pl_sub_title      text,
  date_from         timestamptz,
  date_till         timestamptz,
  places            jsonb NOT NULL DEFAULT '[]',
  screens           jsonb NOT NULL DEFAULT '[]',
  is_active         boolean NOT NULL DEFAULT true,
  pl_image_url      text NOT NULL,
  pl_image_alt_text text NOT NULL,
  version           integer NOT NULL DEFAULT 1,
  created_by        integer,
  updated_by        integer,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX placements_till_idx ON placements (date_till);
