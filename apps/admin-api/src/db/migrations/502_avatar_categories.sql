-- Avatar sections: shown between date_from and date_till when active, ordered by
-- sort_order; their avatars as a jsonb list [{ avatarId, avatarFileUrl, avatarFile }] in display order.
CREATE TABLE avatar_categories (
  id                serial PRIMARY KEY,
  category_name     text NOT NULL,
  category_tagline  text NOT NULL,
  date_from         timestamptz,
  date_till         timestamptz,
  sort_order        integer NOT NULL DEFAULT 0,
  is_active         boolean NOT NULL DEFAULT true,
  is_new            boolean NOT NULL DEFAULT false,
  avatars           jsonb NOT NULL DEFAULT '[]',
  version           integer NOT NULL DEFAULT 1,
  created_by        integer,
  updated_by        integer,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX avatar_categories_order_idx ON avatar_categories (sort_order, id);
CREATE INDEX avatar_categories_till_idx ON avatar_categories (date_till);

-- Avatar ids: players' profiles keep the id of the avatar they chose, so an id is never reused. Demo avatars take
-- the ids below 10000.
CREATE SEQUENCE avatar_ids START 10000;
