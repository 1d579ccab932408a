-- Safer gambling (issue 16; docs/decisions/0029-safer-gambling.md, rules in platform/safety/rules.ts).
-- Money is BIGINT minor units. Usage is never stored: it is summed from deposit_orders, bets,
-- lottery_bets and the ledger over rolling windows, so it cannot drift from the money it counts.

-- A limit in force: the player's own or the operator's (the lower one wins). `kind` 'session'
-- holds minutes in `amount` (period 'session'); the money kinds hold minor units per rolling period.
CREATE TABLE safety_limits (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('player', 'operator')),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  amount bigint NOT NULL CHECK (amount > 0),
  set_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, source, kind, period),
  CHECK ((kind = 'session') = (period = 'session'))
);

-- A raise or removal the player asked for: it may be confirmed from `requested_at` + 24 h and
-- lapses 7 days after that (rules.ts). `amount` NULL is a removal.
CREATE TABLE safety_pending (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL,
  period text NOT NULL,
  amount bigint CHECK (amount > 0),
  requested_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind, period)
);

-- The player's reality-check interval in minutes (0 = off); no row = the operator's default.
CREATE TABLE safety_settings (
  member_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  reality_minutes integer NOT NULL CHECK (reality_minutes IN (0, 15, 30, 45, 60))
);

-- Time-outs and self-exclusions. `ends_at` NULL: indefinite. An exclusion past its end stays in
-- force until a lift request is 24 hours old (`lift_requested_at`); a time-out simply ends.
CREATE TABLE safety_blocks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('timeout', 'exclusion')),
  duration text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  lift_requested_at timestamptz
);
CREATE INDEX safety_blocks_member ON safety_blocks (member_id, starts_at DESC);

-- The session-time limit ends a session at login + the limit: resolveSession honours it.
ALTER TABLE sessions ADD COLUMN hard_end_at timestamptz;
