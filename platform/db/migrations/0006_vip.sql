-- The VIP club (docs/product.md §2 /vip, §3 clubLabel, §4 VIP service): one row per level, what it takes
-- to reach it and what it gives. Money is BIGINT minor units (centavos), never float.
-- A member's level is members.club_rank_level (member info's clubLabel.rankLevel); whether a
-- level gets the dedicated VIP service is docs/product.md §4's rule (rank level above 4), not a column,
-- so the VIP page and the customer-service button can never disagree.
CREATE TABLE vip_levels (
  rank_level integer PRIMARY KEY CHECK (rank_level > 0),
  -- the club label members of this level carry (members.club_label_name)
  label_name text NOT NULL UNIQUE,
  -- the level's name by platform language code ({"EN": "Silver", "TY": "Pilak"}); EN is the fallback
  names jsonb NOT NULL CHECK (names ? 'EN'),
  -- cumulative deposits and cumulative valid turnover that reach the level
  deposit_minor bigint NOT NULL CHECK (deposit_minor >= 0),
  turnover_minor bigint NOT NULL CHECK (turnover_minor >= 0),
  -- paid once on reaching the level, and once a year in the member's birthday month
  upgrade_bonus_minor bigint NOT NULL CHECK (upgrade_bonus_minor >= 0),
  birthday_bonus_minor bigint NOT NULL CHECK (birthday_bonus_minor >= 0),
  -- share of the week's valid turnover paid back each Monday, in percent (0.80 = 0.8 %)
  weekly_rebate_percent numeric(5, 2) NOT NULL CHECK (weekly_rebate_percent >= 0 AND weekly_rebate_percent <= 100),
  -- how much and how many times a member of the level may withdraw per day
  daily_withdrawal_limit_minor bigint NOT NULL CHECK (daily_withdrawal_limit_minor > 0),
  daily_withdrawal_count integer NOT NULL CHECK (daily_withdrawal_count > 0)
);
