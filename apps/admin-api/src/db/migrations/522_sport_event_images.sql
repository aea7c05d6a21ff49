-- Sport event images: the 468x118 picture of one sportsbook event; one per event.
CREATE TABLE sport_event_images (
  id          serial PRIMARY KEY,
  event_id    text NOT NULL,
  event_name  text,
  image_url   text NOT NULL,
  version     integer NOT NULL DEFAULT 1,
  created_by  integer,
  updated_by  integer,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT sport_event_images_event_key UNIQUE (event_id)
);
