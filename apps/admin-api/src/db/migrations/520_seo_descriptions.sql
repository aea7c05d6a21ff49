-- Editable SEO descriptions: the Polish title and description of one page type of the site. The type
-- addresses the record (/seo/{type}), so it is unique.
CREATE TABLE seo_descriptions (
  id             serial PRIMARY KEY,
  type           text NOT NULL,
  name           text NOT NULL,
  pl_title       text NOT NULL,
  pl_description text NOT NULL,
  version        integer NOT NULL DEFAULT 1,
  created_by     integer,
  updated_by     integer,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT seo_descriptions_type_key UNIQUE (type)
);
