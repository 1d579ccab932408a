-- Vendor wallets and deposits (docs/decisions/0026-vendor-wallets-and-deposits.md).
-- Money is BIGINT minor units (centavos), never float. Balances stay sums of ledger_entries:
-- a vendor wallet is the ledger's `wallet` column set to the vendor's code.

-- The vendors that keep a transfer wallet: each is a ledger account of every member.
CREATE TABLE vendor_wallets (
  code text PRIMARY KEY,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
INSERT INTO vendor_wallets (code, name, sort) VALUES
  ('SABA', 'SABA Sports', 1),
  ('EVO', 'Evolution', 2),
  ('DS88', 'DS88 Sabong', 3);

-- The ways to deposit. `kind` says how the order is paid: 'bank' (the player transfers to the
-- operator's receiving account, the operator confirms), 'ewallet' (the provider page),
-- 'crypto' (an address, confirmed by the operator like a bank transfer).
CREATE TABLE deposit_channels (
  code text PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bank', 'ewallet', 'crypto')),
  min_minor bigint NOT NULL CHECK (min_minor > 0),
  max_minor bigint NOT NULL,
  -- the fee the player pays on top: fixed minor units plus basis points (1/100 of a percent)
  fee_fixed_minor bigint NOT NULL DEFAULT 0 CHECK (fee_fixed_minor >= 0),
  fee_bps integer NOT NULL DEFAULT 0 CHECK (fee_bps >= 0 AND fee_bps <= 10000),
  processing_minutes integer NOT NULL,
  is_open boolean NOT NULL DEFAULT true,
  -- where the player pays a 'bank' or 'crypto' order (shown on the order)
  receiving_name text,
  receiving_account text,
  receiving_bank text,
  sort integer NOT NULL DEFAULT 0,
  CHECK (max_minor >= min_minor)
);
INSERT INTO deposit_channels (code, name, kind, min_minor, max_minor, fee_fixed_minor, fee_bps, processing_minutes, receiving_name, receiving_account, receiving_bank, sort) VALUES
  ('BANK', 'Bank transfer', 'bank', 50000, 50000000, 0, 0, 30, 'LUCKY GAMING CORP', '0012-3456-7890', 'BDO Unibank', 1),
  ('GCASH', 'GCash', 'ewallet', 10000, 5000000, 0, 150, 1, NULL, NULL, NULL, 2),
  ('MAYA', 'Maya', 'ewallet', 10000, 5000000, 0, 150, 1, NULL, NULL, NULL, 3),
  ('QRPH', 'QR Ph', 'ewallet', 10000, 10000000, 1000, 0, 5, NULL, NULL, NULL, 4),
  ('USDT', 'USDT (TRC20)', 'crypto', 100000, 100000000, 0, 100, 15, 'LUCKY GAMING CORP', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TRON (TRC20)', 5);

-- One deposit order. `reference` is the ledger entry's reference when it is paid, so the
-- wallet is credited once whatever confirms it. `pay_token` opens the provider page.
CREATE TABLE deposit_orders (
  reference text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  channel_code text NOT NULL REFERENCES deposit_channels (code),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor bigint NOT NULL CHECK (fee_minor >= 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'EXPIRED')),
  pay_token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, created_at DESC);
CREATE INDEX deposit_orders_pending ON deposit_orders (expires_at) WHERE status = 'PENDING';
