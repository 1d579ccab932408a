-- Records (issue 14; docs/decisions/0028-records.md): the indexes the records calls read by.
-- Every records list is one member's rows in a range of time, newest first.

-- Demo-game rounds of a member by time (bets_member leads with game_code, for the game's
-- own history, so it cannot serve a range over all games).
-- INCLUDE: the totals of a filter (count, stakes, wins) are read from the index alone.
CREATE INDEX bets_member_time ON bets (member_id, created_at DESC, seq DESC) INCLUDE (game_code, stake_minor, win_minor);
-- The account record: a member's ledger in ledger order (the balance-after window and the range).
-- INCLUDE: the balance-after window and the summary sum amounts from the index alone.
CREATE INDEX ledger_member_time ON ledger_entries (member_id, created_at, id) INCLUDE (amount_minor, kind);
-- Lottery tickets already have lottery_bets_member (member_id, created_at DESC, seq DESC).
