-- Void bets and expired bonuses (issue 14; docs/decisions/0028-records.md, addendum "Void bets
-- and expired bonuses").

-- A draw the operator cancels (`npm run platform -- lottery cancel-draw <draw>`) is CANCELLED: it
-- takes no more bets, is never drawn, and its open bets become VOID, each stake returned through
-- the ledger under `lottery:<bet id>:void` (platform/lottery/cancel.ts). A voided bet's
-- settled_at is the moment it was voided; its payout stays 0.
ALTER TABLE lottery_draws ADD COLUMN cancelled_at timestamptz;
ALTER TABLE lottery_draws DROP CONSTRAINT lottery_draws_status_check;
ALTER TABLE lottery_draws ADD CONSTRAINT lottery_draws_status_check CHECK (status IN ('OPEN', 'DRAWN', 'CANCELLED'));
ALTER TABLE lottery_draws ADD CONSTRAINT lottery_draws_cancelled_check CHECK ((status = 'CANCELLED') = (cancelled_at IS NOT NULL));
ALTER TABLE lottery_bets DROP CONSTRAINT lottery_bets_status_check;
ALTER TABLE lottery_bets ADD CONSTRAINT lottery_bets_status_check CHECK (status IN ('OPEN', 'WON', 'LOST', 'VOID'));

-- A turnover requirement may have a deadline (expires_at; NULL: none). When it passes with the
-- requirement not met, the requirement EXPIRES: it stops locking its bonus (released), and keeps
-- the turnover played towards it by then (played_at_end). When it passes met, it is MET. `ended`
-- is written once, by the platform's expiry pass or the first read after the deadline
-- (platform/wallet/expiry.ts), the way unpaid deposit orders expire.
ALTER TABLE turnover_requirements
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN ended text CHECK (ended IN ('EXPIRED', 'MET')),
  ADD COLUMN played_at_end bigint CHECK (played_at_end >= 0),
  ADD CONSTRAINT turnover_requirements_deadline_check CHECK (ended IS NULL OR expires_at IS NOT NULL);
CREATE INDEX turnover_requirements_due ON turnover_requirements (expires_at) WHERE ended IS NULL AND expires_at IS NOT NULL;
