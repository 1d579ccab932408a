-- Withdrawals (issue 13; docs/platform-api.md "Withdrawals (reference platform)", decision 0027).
-- Money is BIGINT minor units; every movement is a ledger entry (ledger_entries), these tables
-- only say what happened to a request.

-- Wrong payment-password answers in a row, and the lock they lead to (members.payment_password_hash
-- holds the password's scrypt hash, like a login password).
CREATE TABLE payment_password_guard (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);

-- The banks and e-wallets of the Philippines a withdrawal account may be at (reference data).
CREATE TABLE banks (
  code text PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bank', 'ewallet')),
  sort integer NOT NULL
);
INSERT INTO banks (code, name, kind, sort) VALUES
  ('GCASH', 'GCash', 'ewallet', 1),
  ('MAYA', 'Maya', 'ewallet', 2),
  ('BDO', 'BDO Unibank', 'bank', 10),
  ('BPI', 'Bank of the Philippine Islands', 'bank', 11),
  ('MBTC', 'Metrobank', 'bank', 12),
  ('LBP', 'Land Bank of the Philippines', 'bank', 13),
  ('PNB', 'Philippine National Bank', 'bank', 14),
  ('SECB', 'Security Bank', 'bank', 15),
  ('UBP', 'UnionBank of the Philippines', 'bank', 16),
  ('RCBC', 'RCBC', 'bank', 17),
  ('CHIB', 'China Bank', 'bank', 18),
  ('EWB', 'EastWest Bank', 'bank', 19);

-- A member's withdrawal accounts. A removed account keeps its row (removed_at) so the
-- withdrawals made to it still name it; only live accounts count towards the maximum.
CREATE TABLE withdrawal_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  bank_code text NOT NULL REFERENCES banks (code),
  account_number text NOT NULL,
  holder_name text NOT NULL,
  created_at timestamptz NOT NULL,
  removed_at timestamptz
);
CREATE INDEX withdrawal_accounts_member ON withdrawal_accounts (member_id) WHERE removed_at IS NULL;

-- A withdrawal: its amount is held by the ledger entry `withdrawal:<reference>:hold` at
-- submission and returned by `withdrawal:<reference>:refund` on rejection.
CREATE TABLE withdrawals (
  reference text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  account_id integer NOT NULL REFERENCES withdrawal_accounts (id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  state text NOT NULL CHECK (state IN ('submitted', 'inReview', 'approved', 'paid', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at DESC);

-- Each state a withdrawal reached, with its time: the player's timeline.
CREATE TABLE withdrawal_events (
  reference text NOT NULL REFERENCES withdrawals (reference),
  state text NOT NULL,
  at timestamptz NOT NULL,
  PRIMARY KEY (reference, state)
);

-- Bonus turnover (platform/wallet/turnover.ts): a bonus of `bonus_minor` stays locked (not
-- withdrawable) until the member's valid turnover since `starts_at` reaches `required_minor`.
CREATE TABLE turnover_requirements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  bonus_minor bigint NOT NULL CHECK (bonus_minor >= 0),
  required_minor bigint NOT NULL CHECK (required_minor > 0),
  starts_at timestamptz NOT NULL,
  source text NOT NULL
);
CREATE INDEX turnover_requirements_member ON turnover_requirements (member_id);
