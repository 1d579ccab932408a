-- Issue 15, docs/decisions/0038-points-mall.md (addendum).
-- A lottery ticket earns points like a demo-game round, once per ticket, when its draw settles it:
-- an earning names exactly one bet, a round's or a ticket's.
ALTER TABLE points_entries ADD COLUMN lottery_bet_id text REFERENCES lottery_bets (id);
ALTER TABLE points_entries DROP CONSTRAINT points_entries_check;
ALTER TABLE points_entries ADD CONSTRAINT points_entries_earning_names_one_bet
  CHECK (num_nonnulls(bet_id, lottery_bet_id) = CASE WHEN kind = 'earn' THEN 1 ELSE 0 END);
-- A rejected redemption gives its points back once: a 'refund' entry under 'refund:<redemption id>'.
ALTER TABLE points_entries DROP CONSTRAINT points_entries_kind_check;
ALTER TABLE points_entries ADD CONSTRAINT points_entries_kind_check CHECK (kind IN ('earn', 'redeem', 'convert', 'refund'));

-- The operator delivers a redemption (optionally with the voucher's code) or rejects it with a reason.
ALTER TABLE points_redemptions DROP CONSTRAINT points_redemptions_state_check;
ALTER TABLE points_redemptions ADD CONSTRAINT points_redemptions_state_check CHECK (state IN ('processing', 'delivered', 'rejected'));
ALTER TABLE points_redemptions ADD COLUMN delivery_code text;
ALTER TABLE points_redemptions ADD COLUMN reason text;
ALTER TABLE points_redemptions ADD COLUMN settled_at timestamptz;
ALTER TABLE points_redemptions ADD CONSTRAINT points_redemptions_rejected_has_reason CHECK ((state = 'rejected') = (reason IS NOT NULL));
