-- Campaigns: changes of records across content modules, published together (one transaction) now or at
-- a scheduled time, and rolled back together. An item keeps what it changes (values), the record's version it was
-- prepared against, and after publishing the record as it was before and after (raw row for the restore).
CREATE TABLE campaigns (
  id serial PRIMARY KEY,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'published', 'failed', 'rolled-back')),
  scheduled_at timestamptz,
  scheduled_by integer,
  published_at timestamptz,
  published_by integer,
  rolled_back_at timestamptz,
  failure jsonb,
  created_by integer,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The scheduler's question every tick: which scheduled campaigns are due.
CREATE INDEX campaigns_due_idx ON campaigns (scheduled_at) WHERE status = 'scheduled';

CREATE TABLE campaign_items (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  position integer NOT NULL,
  module text NOT NULL,
  record_id integer,
  action text NOT NULL CHECK (action IN ('create', 'update', 'publish', 'unpublish', 'delete')),
  "values" jsonb,
  base_version integer,
  label text NOT NULL,
  prepared_by integer,
  prepared_at timestamptz NOT NULL DEFAULT now(),
  -- Filled when the campaign is published: the record before and after (API shape), the raw row before (to restore
  -- a deleted or changed record whole) and the version the campaign left it at (a later change refuses a rollback).
  before jsonb,
  after jsonb,
  before_row jsonb,
  after_version integer,
  rollback jsonb
);
CREATE INDEX campaign_items_campaign_idx ON campaign_items (campaign_id, position);
