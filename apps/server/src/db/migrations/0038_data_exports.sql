-- Hand-written (docs/decisions/0035-data-export.md): members' downloads of their own data. A row
-- is queued by the request, built into a ZIP in storage by the data-export.build job, ready for
-- 7 days, then expired by the hourly data-export.expire job, which removes the file.
CREATE TABLE data_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'queued',
  progress smallint NOT NULL DEFAULT 0,
  storage_key text,
  size_bytes bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  expires_at timestamptz,
  error text,
  CONSTRAINT data_exports_status_check
    CHECK (status IN ('queued', 'building', 'ready', 'failed', 'expired')),
  CONSTRAINT data_exports_progress_check CHECK (progress BETWEEN 0 AND 100),
  CONSTRAINT data_exports_ready_check
    CHECK (status <> 'ready' OR (storage_key IS NOT NULL AND expires_at IS NOT NULL))
);--> statement-breakpoint
-- One being prepared per member: of two requests at once, the second is refused.
CREATE UNIQUE INDEX data_exports_in_progress_idx ON data_exports (user_id)
  WHERE status IN ('queued', 'building');--> statement-breakpoint
CREATE INDEX data_exports_user_created_idx ON data_exports (user_id, created_at DESC);--> statement-breakpoint
CREATE INDEX data_exports_expiry_idx ON data_exports (expires_at) WHERE status = 'ready';--> statement-breakpoint
-- The export reads every message a member sent or received, and the profiles they viewed. The
-- thread index leads with the pair's lower id, so it finds neither by one member; without these
-- each export would read the whole table.
CREATE INDEX messages_sender_idx ON messages (sender_id);--> statement-breakpoint
CREATE INDEX messages_receiver_idx ON messages (receiver_id);--> statement-breakpoint
CREATE INDEX profile_views_viewer_idx ON profile_views (viewer_id);
