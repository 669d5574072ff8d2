-- Hand-written (docs/decisions/0036-account-deletion.md): a deleted account leaves a profile
-- with the status 'deleted' and nothing else of the member, so the messages they sent can still
-- show 'Deleted member' to the other person. Every feature already hides a profile that is not
-- 'active'.
ALTER TABLE profiles DROP CONSTRAINT profiles_status_check;--> statement-breakpoint
ALTER TABLE profiles ADD CONSTRAINT profiles_status_check
  CHECK (status in ('active', 'suspended', 'banned', 'deleted'));
