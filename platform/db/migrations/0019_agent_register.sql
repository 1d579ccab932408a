-- The agent centre's register page (issue 17 step 1-2; docs/decisions/0042-agent-register.md).

-- An agent's registration links: at most 10 per agent (the platform counts before it inserts,
-- holding the agent's row), each with the rebate it gives the players who sign up through it
-- (basis points, never above the agent's own contract), an optional expiry and an on/off switch.
-- The sign-up count is not stored: it is the number of members whose agent_link_id is the link.
CREATE TABLE agent_links (
  id bigserial PRIMARY KEY,
  agent_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  rebate_bp integer NOT NULL CHECK (rebate_bp BETWEEN 0 AND 10000),
  expires_at timestamptz,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL
);
CREATE INDEX agent_links_agent ON agent_links (agent_id, id);

-- The rebate an agent gave a player (by the register page or a link); null for players who came
-- without one. The link a member signed up through, for the link's sign-up count.
ALTER TABLE members ADD COLUMN rebate_bp integer CHECK (rebate_bp BETWEEN 0 AND 10000);
ALTER TABLE members ADD COLUMN agent_link_id bigint REFERENCES agent_links (id) ON DELETE SET NULL;
CREATE INDEX members_agent_link ON members (agent_link_id) WHERE agent_link_id IS NOT NULL;
