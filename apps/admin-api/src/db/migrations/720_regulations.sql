-- Regulations of the site: documents per language, each a title and a PDF of the file store's
-- regulations folder. The flattened field names (pl_title, pl_fileUrl) keep their underscore doubled in the column.
CREATE TABLE regulations (
  id               serial PRIMARY KEY,
  regulation_name  text NOT NULL,
  type             text NOT NULL,
  is_active        boolean NOT NULL DEFAULT true,
  pl__title        text NOT NULL,
  pl__file_url     text NOT NULL,
  en__title        text,
  en__file_url     text,
  uk__title        text,
  uk__file_url     text,
  version          integer NOT NULL DEFAULT 1,
  created_by       integer,
  updated_by       integer,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX regulations_type_idx ON regulations (type);
CREATE INDEX regulations_updated_idx ON regulations (updated_at);
