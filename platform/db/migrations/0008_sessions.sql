-- Sessions in the order they were opened: a login beyond the live-session bound per account
-- ends the oldest (platform/security/sessions.ts). Existing rows are numbered as they stand.
ALTER TABLE sessions ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
CREATE INDEX sessions_member_seq ON sessions (member_id, seq);
-- The new index serves every lookup by member the old one did.
DROP INDEX sessions_member;

-- A launch ticket belongs to the session that launched the game and ends with it: logout,
-- a password change and the bound above delete the session row, and the ticket with it; an
-- expired session's tickets are refused when read (platform/games/tickets.ts). Tickets issued
-- before this migration belong to no session, so they end here (a game is simply launched again).
DELETE FROM game_launches;
ALTER TABLE game_launches ADD COLUMN session_hash text NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE;
CREATE INDEX game_launches_session ON game_launches (session_hash);
