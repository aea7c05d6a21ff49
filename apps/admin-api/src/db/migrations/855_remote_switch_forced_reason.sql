-- A switch to a build that does not fit the live shell is refused unless a super admin forces it with a written reason
-- (README "Releasing one remote"): the history keeps that reason. Null: the build passed the check.
ALTER TABLE remote_switches ADD COLUMN forced_reason text;
