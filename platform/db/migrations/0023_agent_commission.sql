-- Agent commission paid through the ledger, and missed periods paid later (issue 17;
-- docs/decisions/0043-agent-pay.md, addendum).

-- Commission is settled like the salaries: one row per agent and Manila day, kind 'commission'.
ALTER TABLE agent_settlements DROP CONSTRAINT agent_settlements_kind_check;
ALTER TABLE agent_settlements ADD CONSTRAINT agent_settlements_kind_check
  CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime', 'commission'));

-- When the contract started paying commission: the settlement pass never pays a period that ended
-- before it. Contracts that exist when this runs start now (no back pay for the time before the
-- commission was paid at all).
ALTER TABLE agent_contracts ADD COLUMN starts_at timestamptz NOT NULL DEFAULT now();
