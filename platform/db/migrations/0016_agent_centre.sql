-- The agent centre (issue 17; docs/decisions/0036-agent-centre.md). The team is the existing
-- upline link (members.upline_id), walked with a recursive query: no copy of the tree is kept.

-- An agent's contract: the rates the agent is paid and may hand down (basis points, 1/100 of a
-- percent). Commission on the team's net revenue (stakes − wins) and on its turnover (stakes);
-- the rebate the agent gives its players. A sub-agent's rates never exceed its upline's.
CREATE TABLE agent_contracts (
  agent_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  net_commission_bp integer NOT NULL CHECK (net_commission_bp BETWEEN 0 AND 10000),
  turnover_commission_bp integer NOT NULL CHECK (turnover_commission_bp BETWEEN 0 AND 10000),
  rebate_bp integer NOT NULL CHECK (rebate_bp BETWEEN 0 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now()
);
