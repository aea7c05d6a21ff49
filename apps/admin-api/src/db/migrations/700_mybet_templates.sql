-- My bet templates: the comments shown beside players' bets, one template type each.
CREATE TABLE mybet_templates (
  id             serial PRIMARY KEY,
  comment        text NOT NULL,
  link           text,
  is_active      boolean NOT NULL DEFAULT true,
  template_type  text NOT NULL,
  is_editable    boolean NOT NULL DEFAULT false,
  version        integer NOT NULL DEFAULT 1,
  created_by     integer,
  updated_by     integer,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mybet_templates_type_idx ON mybet_templates (template_type, id);
