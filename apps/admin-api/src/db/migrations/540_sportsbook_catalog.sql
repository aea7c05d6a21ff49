-- The rest of the embedded sportsbook catalog (420 holds its categories): market types, events, the games (markets)
-- of each event and the outcomes of each game. Ids are the sportsbook's own, so they are given, not serial; a feed
-- import (npm run sportsbook:import) upserts by them. Demo events are seeded at start, relative to the app clock.
CREATE TABLE market_types (
  id      integer PRIMARY KEY,
  name    text NOT NULL,
  pl_name text NOT NULL
);

CREATE TABLE sportsbook_events (
  id          integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES sport_categories (id),
  name        text NOT NULL,
  starts_at   timestamptz NOT NULL
);
CREATE INDEX sportsbook_events_start_idx ON sportsbook_events (starts_at);
CREATE INDEX sportsbook_events_category_idx ON sportsbook_events (category_id);

CREATE TABLE sportsbook_games (
  id             integer PRIMARY KEY,
  event_id       integer NOT NULL REFERENCES sportsbook_events (id) ON DELETE CASCADE,
  name           text NOT NULL,
  market_type_id integer REFERENCES market_types (id),
  sort_order     integer NOT NULL DEFAULT 0
);
CREATE INDEX sportsbook_games_event_idx ON sportsbook_games (event_id, sort_order, id);

CREATE TABLE sportsbook_outcomes (
  id         integer PRIMARY KEY,
  game_id    integer NOT NULL REFERENCES sportsbook_games (id) ON DELETE CASCADE,
  name       text NOT NULL,
  odds       numeric(8, 2),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX sportsbook_outcomes_game_idx ON sportsbook_outcomes (game_id, sort_order, id);

INSERT INTO market_types (id, name, pl_name) VALUES
  (1, 'Match result', 'Wynik meczu'),
  (2, 'Double chance', 'Podwójna szansa'),
  (3, 'Both teams to score', 'Obie drużyny strzelą gola'),
  (4, 'Total goals over/under 2.5', 'Liczba goli powyżej/poniżej 2,5'),
  (5, 'Correct score', 'Dokładny wynik'),
  (6, 'Half-time result', 'Wynik do przerwy'),
  (7, 'Handicap', 'Handicap'),
  (8, 'Match winner', 'Zwycięzca meczu'),
  (9, 'Total sets', 'Liczba setów'),
  (10, 'First set winner', 'Zwycięzca 1. seta'),
  (11, 'Total points', 'Suma punktów'),
  (12, 'Competition winner', 'Zwycięzca konkursu'),
  (13, 'Podium finish', 'Miejsce na podium'),
  (14, 'Head to head', 'Pojedynek'),
  (15, 'Draw no bet', 'Remis bez zakładu');
