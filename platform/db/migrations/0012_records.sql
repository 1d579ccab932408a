-- Records (issue 14; docs/decisions/0028-records.md): the indexes the records calls read by.
-- Every records list is one member's rows in a range of time, newest first.

-- Demo-game rounds of a member by time (bets_member leads with game_code, for the game's
-- own history, so it cannot serve a range over all games).
CREATE INDEX bets_member_time ON bets (member_id, created_at DESC, seq DESC);
-- The account record: a member's ledger in ledger order (the balance-after window and the range).
CREATE INDEX ledger_member_time ON ledger_entries (member_id, created_at, id);
-- Lottery tickets already have lottery_bets_member (member_id, created_at DESC, seq DESC).
