-- The history (audit trail): one row per change of a record, written in the change's own transaction
-- by the resource engine and the modules' own writes. The user's email is kept as written at the time, so the
-- trail survives a deleted account. `changes` is the field-level diff [{ field, before, after }], secrets left out.
CREATE TABLE history_entries (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  user_id integer,
  user_email text NOT NULL,
  module text NOT NULL,
  record_id text NOT NULL,
  action text NOT NULL,
  version integer,
  changes jsonb NOT NULL DEFAULT '[]'::jsonb,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX history_entries_record_idx ON history_entries (module, record_id, at DESC);
CREATE INDEX history_entries_at_idx ON history_entries (at DESC);

-- One trail to read: the file manager's own table (200_file_audit, written before the file is stored, so kept
-- apart) joins the record changes here. Ids are prefixed so the two never collide.
CREATE VIEW history AS
  SELECT 'h' || id AS id, id AS seq, at, user_id, user_email, module, record_id, action, version, changes, detail
    FROM history_entries
  UNION ALL
  SELECT 'f' || id, id, at, user_id, user_email, 'files', path, action, NULL, '[]'::jsonb, detail
    FROM file_audit;
