-- Deposit bonuses (issue 13 item 3, "an optional promotion to join"; docs/platform-api.md
-- "Deposits", decision 0035). A promotion with a row here can be joined from the deposit page:
-- the order remembers the promotion and the bonus planned for it, and paying the order credits
-- the bonus through the ledger with its turnover requirement, once per grant period.

CREATE TABLE deposit_bonus_rules (
  promotion_id integer PRIMARY KEY REFERENCES promotions (id) ON DELETE CASCADE,
  -- the bonus: this share of the deposit (basis points: 10000 = 100 %), at most max_bonus_minor
  percent_bps integer NOT NULL CHECK (percent_bps > 0 AND percent_bps <= 10000),
  max_bonus_minor bigint NOT NULL CHECK (max_bonus_minor > 0),
  min_deposit_minor bigint NOT NULL CHECK (min_deposit_minor > 0),
  -- the turnover to play before the bonus can be withdrawn: (deposit + bonus) × this
  turnover_multiple smallint NOT NULL CHECK (turnover_multiple > 0),
  -- 'once': one grant per member ever; 'day': one per member and Manila day
  grant_period text NOT NULL CHECK (grant_period IN ('once', 'day')),
  -- only before the member's first paid deposit
  first_deposit_only boolean NOT NULL DEFAULT false,
  -- only this many days from registration (NULL: any time)
  registered_within_days integer CHECK (registered_within_days > 0)
);

ALTER TABLE deposit_orders
  ADD COLUMN promotion_id integer REFERENCES promotions (id),
  -- the bonus planned at creation (paid only if the grant still holds when the order is paid)
  ADD COLUMN bonus_minor bigint NOT NULL DEFAULT 0 CHECK (bonus_minor >= 0),
  -- NULL without a promotion; PENDING until the order is settled; GRANTED or NOT_GRANTED after
  ADD COLUMN bonus_status text CHECK (bonus_status IN ('PENDING', 'GRANTED', 'NOT_GRANTED'));

-- One grant per member, promotion and period ('once' or the Manila day 'YYYY-MM-DD'): the key
-- that makes two orders paid at once (two operators, two instances) credit one bonus.
CREATE TABLE deposit_bonus_grants (
  promotion_id integer NOT NULL REFERENCES promotions (id),
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  period text NOT NULL,
  order_reference text NOT NULL REFERENCES deposit_orders (reference),
  bonus_minor bigint NOT NULL CHECK (bonus_minor > 0),
  granted_at timestamptz NOT NULL,
  PRIMARY KEY (promotion_id, member_id, period)
);
