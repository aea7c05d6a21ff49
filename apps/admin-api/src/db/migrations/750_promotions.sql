-- Promotions of the site: per-language texts flattened as pl_shortDescription … (the field's own
-- underscore doubled in its column), the betting link, required bet count, icon, image, rank, window and config
-- (minimumOdds). Players and their participations stand in for the platform's player accounts: the
-- promotion_users.read view lists who joined a promotion and how far they got.
CREATE TABLE promotions (
  id                       serial PRIMARY KEY,
  name                     text NOT NULL,
  pl__short_description    text NOT NULL,
  pl__long_description     text NOT NULL,
  pl__won_info             text NOT NULL,
  en__short_description    text,
  en__long_description     text,
  en__won_info             text,
  uk__short_description    text,
  uk__long_description     text,
  uk__won_info             text,
  betting_url              text NOT NULL,
  required_bet_count       integer NOT NULL,
  icon_url                 text NOT NULL,
  image_url                text NOT NULL,
  rank                     integer NOT NULL,
  start_at                 timestamptz NOT NULL,
  end_at                   timestamptz NOT NULL,
  config                   jsonb NOT NULL DEFAULT '{}'::jsonb,
  version                  integer NOT NULL DEFAULT 1,
  created_by               integer,
  updated_by               integer,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promotions_rank_idx ON promotions (rank, id);
CREATE INDEX promotions_window_idx ON promotions (start_at, end_at);

CREATE TABLE players (
  id          serial PRIMARY KEY,
  login       text NOT NULL UNIQUE,
  first_name  text NOT NULL,
  last_name   text NOT NULL,
  email       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- A player joins a promotion once; completed_at is set when their qualifying bets reach its required count.
CREATE TABLE promotion_participations (
  id            serial PRIMARY KEY,
  promotion_id  integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  player_id     integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  joined_at     timestamptz NOT NULL DEFAULT now(),
  bet_count     integer NOT NULL DEFAULT 0,
  completed_at  timestamptz,
  UNIQUE (promotion_id, player_id)
);
CREATE INDEX promotion_participations_promotion_idx ON promotion_participations (promotion_id, joined_at);

-- One row per participation with the player's details: what the joined-players list pages, searches and exports.
CREATE VIEW promotion_players AS
  SELECT pp.id, pp.promotion_id, p.id AS player_id, p.login, p.first_name, p.last_name, p.email,
         pp.joined_at, pp.bet_count, pp.completed_at,
         CASE WHEN pp.completed_at IS NOT NULL THEN 'completed' ELSE 'in-progress' END AS status
    FROM promotion_participations pp
    JOIN players p ON p.id = pp.player_id;
