-- The points mall (issue 15 item 6; docs/decisions/0038-points-mall.md). Points are their own
-- ledger: a member's balance is the SUM of their points entries, never a stored number, and
-- every earning, redemption and conversion is one entry under a reference unique per member.

CREATE TABLE points_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  -- the name and description per language code ({"EN": …, "TY": …}); English is the fallback
  names jsonb NOT NULL,
  descriptions jsonb NOT NULL,
  price_points bigint NOT NULL CHECK (price_points > 0),
  stock integer NOT NULL CHECK (stock >= 0),
  picture text NOT NULL,
  -- the lowest VIP rank (vip_levels.rank_level) that may redeem it; NULL for everyone
  min_vip_rank integer,
  limit_per_member integer CHECK (limit_per_member > 0),
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE points_redemptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES points_items (id),
  points bigint NOT NULL CHECK (points > 0),
  code text NOT NULL UNIQUE,
  state text NOT NULL CHECK (state IN ('processing', 'delivered')),
  created_at timestamptz NOT NULL
);
CREATE INDEX points_redemptions_member ON points_redemptions (member_id, item_id);

CREATE TABLE points_conversions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  points bigint NOT NULL CHECK (points > 0),
  cash_minor bigint NOT NULL CHECK (cash_minor > 0),
  -- the points entry and the cash ledger entry both carry it
  reference text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

CREATE TABLE points_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  points bigint NOT NULL CHECK (points <> 0),
  kind text NOT NULL CHECK (kind IN ('earn', 'redeem', 'convert')),
  -- 'bet:<bet id>' (a bet earns once), 'redeem:<redemption id>', the conversion's reference
  reference text NOT NULL,
  bet_id text REFERENCES bets (id),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  UNIQUE (member_id, reference),
  CHECK ((kind = 'earn') = (bet_id IS NOT NULL))
);
CREATE INDEX points_entries_member_time ON points_entries (member_id, created_at, id) INCLUDE (points);
