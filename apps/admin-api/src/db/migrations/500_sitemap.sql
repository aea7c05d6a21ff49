-- Entries of the public site's sitemap. Manual entries are staff's; a published landing page keeps an
-- entry of its own (source 'landing') through the trigger below, whichever code path publishes, unpublishes or
-- deletes it (the form, bulk edit, the scheduler).
CREATE TABLE sitemap_entries (
  id                serial PRIMARY KEY,
  path              text NOT NULL,
  change_frequency  text NOT NULL DEFAULT 'weekly',
  priority          double precision NOT NULL DEFAULT 0.5,
  last_modified     timestamptz,
  included          boolean NOT NULL DEFAULT true,
  source            text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'landing')),
  landing_page_id   integer UNIQUE REFERENCES landing_pages (id) ON DELETE CASCADE,
  version           integer NOT NULL DEFAULT 1,
  created_by        integer,
  updated_by        integer,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sitemap_entries_path_key ON sitemap_entries (path);
CREATE INDEX sitemap_entries_included_idx ON sitemap_entries (path) WHERE included;

-- A published, not deleted page has its entry at /lp/{link code}; any other state removes it. A manual entry that
-- already had the path is adopted (staff's frequency and priority kept) rather than failing the page's write.
CREATE FUNCTION sitemap_sync_landing_page() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NEW.deleted_at IS NULL AND NEW.link_code IS NOT NULL THEN
    UPDATE sitemap_entries
       SET path = '/lp/' || lower(NEW.link_code), last_modified = NEW.updated_at, version = version + 1, updated_at = now()
     WHERE landing_page_id = NEW.id;
    IF NOT FOUND THEN
      INSERT INTO sitemap_entries (path, change_frequency, priority, last_modified, source, landing_page_id)
      VALUES ('/lp/' || lower(NEW.link_code), 'weekly', 0.6, NEW.updated_at, 'landing', NEW.id)
      ON CONFLICT (path) DO UPDATE
        SET source = 'landing', landing_page_id = NEW.id, last_modified = EXCLUDED.last_modified,
            version = sitemap_entries.version + 1, updated_at = now();
    END IF;
  ELSE
    DELETE FROM sitemap_entries WHERE landing_page_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER landing_pages_sitemap AFTER INSERT OR UPDATE ON landing_pages
  FOR EACH ROW EXECUTE FUNCTION sitemap_sync_landing_page();

-- Pages published before this migration.
INSERT INTO sitemap_entries (path, change_frequency, priority, last_modified, source, landing_page_id)
SELECT '/lp/' || lower(link_code), 'weekly', 0.6, updated_at, 'landing', id
  FROM landing_pages WHERE status = 'published' AND deleted_at IS NULL AND link_code IS NOT NULL
ON CONFLICT (path) DO NOTHING;
