-- Live collaboration: the change feed and presence (soft locks).
--
-- The feed is the history read after a cursor. A history id is drawn at insert, so two writes may commit out of id
-- order, and a reader already past id N could later meet N-1: a resume would skip it. Each entry therefore gets its
-- feed position at commit: a deferred trigger draws it under one lock held until the commit, so positions become
-- visible in the order they are drawn (a reader that has seen position N never meets a lower one later).
CREATE SEQUENCE history_feed_seq;
ALTER TABLE history_entries ADD COLUMN feed_seq bigint;
CREATE UNIQUE INDEX history_entries_feed_idx ON history_entries (feed_seq);

CREATE FUNCTION history_feed_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Taken at commit, after every row lock of the transaction: it waits for other commits only, never deadlocks.
  PERFORM pg_advisory_xact_lock(hashtextextended('history-feed:' || current_schema(), 0));
  UPDATE history_entries SET feed_seq = nextval('history_feed_seq') WHERE id = NEW.id;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER history_entries_feed_position AFTER INSERT ON history_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION history_feed_position();

-- Who has which record open: one row per browser tab (a tab shows one record's form at a time). An entry lives
-- while its tab beats (every 20 s); one unseen for 60 s is over (and swept away).
CREATE TABLE live_presence (
  tab_id     text PRIMARY KEY,
  module     text NOT NULL,
  record_id  integer NOT NULL,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  editing    boolean NOT NULL DEFAULT false,
  since      timestamptz NOT NULL,
  seen_at    timestamptz NOT NULL
);
CREATE INDEX live_presence_record_idx ON live_presence (module, record_id);
CREATE INDEX live_presence_seen_idx ON live_presence (seen_at);
