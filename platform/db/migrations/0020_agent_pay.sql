-- Agent pay (issue 17: dividend, daily, hourly and real-time salary; docs/decisions/0043-agent-pay.md).

-- The rule tables: per kind, tiers of a minimum base (team sales for a salary, net team revenue
-- for the dividend, minor units), a minimum of active members and a rate in basis points.
-- agent_id NULL is the house table every agent without its own rows is paid by.
CREATE TABLE agent_pay_rules (
  id bigserial PRIMARY KEY,
  agent_id bigint REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  min_base_minor bigint NOT NULL CHECK (min_base_minor >= 0),
  min_active integer NOT NULL CHECK (min_active >= 0),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000)
);
CREATE INDEX agent_pay_rules_agent ON agent_pay_rules (agent_id, kind);

INSERT INTO agent_pay_rules (agent_id, kind, min_base_minor, min_active, rate_bp) VALUES
  (NULL, 'realtime', 100, 1, 100),
  (NULL, 'realtime', 100000, 2, 150),
  (NULL, 'realtime', 500000, 3, 200),
  (NULL, 'hourly', 10000, 1, 50),
  (NULL, 'hourly', 500000, 2, 80),
  (NULL, 'hourly', 2000000, 3, 120),
  (NULL, 'daily', 100000, 1, 30),
  (NULL, 'daily', 1000000, 3, 50),
  (NULL, 'daily', 5000000, 5, 80),
  (NULL, 'dividend', 100000, 1, 500),
  (NULL, 'dividend', 1000000, 3, 1000),
  (NULL, 'dividend', 5000000, 5, 1500);

-- One row per settled period: the UNIQUE key is what makes a settlement happen once, and the
-- ledger entry that pays it carries the reference 'agentpay:<kind>:<period>' in the same
-- transaction. The figures are kept as computed, so the page shows how each payment came about.
CREATE TABLE agent_settlements (
  id bigserial PRIMARY KEY,
  agent_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  period text NOT NULL,
  period_from timestamptz NOT NULL,
  period_to timestamptz NOT NULL,
  base_minor bigint NOT NULL,
  active integer NOT NULL,
  rate_bp integer NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  settled_at timestamptz NOT NULL,
  UNIQUE (agent_id, kind, period)
);
CREATE INDEX agent_settlements_recent ON agent_settlements (agent_id, kind, period_from DESC);
