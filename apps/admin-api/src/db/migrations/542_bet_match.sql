-- Bet match: the overview block (one row, betmatch_id 1) and its entries, each an outcome of a sportsbook
-- game (event_id, game_id, outcome_id: the catalog's ids) shown between entry_from and entry_till in sort order.
CREATE TABLE bet_match_overview (
  id                   integer PRIMARY KEY,
  betmatch_title       text NOT NULL,
  betmatch_description text NOT NULL,
  betmatch_image       text NOT NULL,
  version              integer NOT NULL DEFAULT 1,
  updated_by           integer,
  updated_at           timestamptz NOT NULL DEFAULT now()
);
INSERT INTO bet_match_overview (id, betmatch_title, betmatch_description, betmatch_image) VALUES
  (1, 'BetMatch', 'Wybraliśmy najciekawsze typy na najbliższe dni: jeden klik i zakład jest na kuponie. Kursy mogą się zmieniać do rozpoczęcia wydarzenia.', '/files/bet-match/overview.png');

CREATE TABLE bet_match_entries (
  id              serial PRIMARY KEY,
  betmatch_id     integer NOT NULL DEFAULT 1 REFERENCES bet_match_overview (id),
  entry_name      text NOT NULL,
  event_id        integer NOT NULL,
  game_id         integer NOT NULL,
  outcome_id      integer NOT NULL,
  outcome_name    text NOT NULL,
  entry_image     text NOT NULL,
  entry_alt_image text NOT NULL,
  entry_from      timestamptz NOT NULL,
  entry_till      timestamptz NOT NULL,
  sort_order      integer NOT NULL DEFAULT 0,
  is_active       boolean NOT NULL DEFAULT true,
  version         integer NOT NULL DEFAULT 1,
  created_by      integer,
  updated_by      integer,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bet_match_entries_order_idx ON bet_match_entries (sort_order, id);
CREATE INDEX bet_match_entries_from_idx ON bet_match_entries (entry_from);
CREATE INDEX bet_match_entries_till_idx ON bet_match_entries (entry_till);
