-- Agent pay counts a lottery stake when its draw is drawn (docs/decisions/0055-pay-on-final-stakes.md):
-- the pay figures read a team's settled tickets by member and settlement time, every 5 minutes
-- for real-time salary.
CREATE INDEX lottery_bets_settled ON lottery_bets (member_id, settled_at) WHERE status IN ('WON', 'LOST');
