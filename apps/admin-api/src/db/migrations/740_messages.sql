-- Messages to players: the audience (everyone, or the listed player ids; with send-to-all the listed
-- ones are left out), a window of dates, and per language a title, image, description (HTML or plain) and a button.
-- Flattened per-language fields (pl_title) keep their underscore doubled in the column (pl__title).
CREATE TABLE messages (
  id                            serial PRIMARY KEY,
  message_name                  text NOT NULL,
  promotion_id                  text,
  icon_id                       text,
  send_to_all                   boolean NOT NULL,
  add_manually                  boolean NOT NULL DEFAULT false,
  included_excluded_users       jsonb NOT NULL DEFAULT '[]'::jsonb,
  included_excluded_users_str   text,
  date_from                     timestamptz,
  date_till                     timestamptz,
  is_active                     boolean NOT NULL DEFAULT true,
  pl__title                     text NOT NULL,
  pl__image_url                 text,
  pl__image_alt_text            text NOT NULL,
  pl__is_ready_html             boolean NOT NULL DEFAULT false,
  pl__description               text NOT NULL,
  pl__primary_button_text       text,
  pl__primary_button_link       text,
  en__title                     text,
  en__image_url                 text,
  en__image_alt_text            text,
  en__is_ready_html             boolean NOT NULL DEFAULT false,
  en__description               text,
  en__primary_button_text       text,
  en__primary_button_link       text,
  uk__title                     text,
  uk__image_url                 text,
  uk__image_alt_text            text,
  uk__is_ready_html             boolean NOT NULL DEFAULT false,
  uk__description               text,
  uk__primary_button_text       text,
  uk__primary_button_link       text,
  version                       integer NOT NULL DEFAULT 1,
  created_by                    integer,
  updated_by                    integer,
  created_at                    timestamptz NOT NULL DEFAULT now(),
  updated_at                    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_till_idx ON messages (date_till);
CREATE INDEX messages_updated_idx ON messages (updated_at);
