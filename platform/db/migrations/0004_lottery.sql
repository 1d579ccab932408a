-- The lottery: which catalogue games are lotteries and how they draw, their draws, and the bets
-- placed on them. Money is BIGINT minor units (centavos), never float.

-- A lottery game IS a game of the catalogue (same game_code, lane LOTT or ELOTT, vendor, name,
-- is_hot, popularity and default_play_type live in `games`): a game listed on /elott or /lott
-- and the same game in the lottery menus launch the same betting screen. This row adds how it
-- draws and how a bet on it is read.
CREATE TABLE lottery_games (
  game_code text PRIMARY KEY REFERENCES games (game_code) ON DELETE CASCADE,
  -- the numeric id the lottery lists carry (the site keeps favourite lottery ids by it)
  game_id integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  -- the menu (type code) it is listed under: SC, VP, TG, AC, JP, BG
  menu_tag text NOT NULL CHECK (menu_tag IN ('SC', 'VP', 'TG', 'AC', 'JP', 'BG')),
  -- weekdays it draws on, Sunday 1 … Saturday 7 (in the draw time zone, lottery/schedule.ts)
  draw_days smallint[] NOT NULL CHECK (cardinality(draw_days) BETWEEN 1 AND 7 AND draw_days <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[]),
  -- the first draw of a draw day, in seconds after local midnight, then one every interval
  first_draw_seconds integer NOT NULL CHECK (first_draw_seconds >= 0 AND first_draw_seconds < 86400),
  interval_seconds integer NOT NULL CHECK (interval_seconds >= 10 AND interval_seconds <= 86400),
  -- betting closes this long before the draw
  lock_seconds integer NOT NULL CHECK (lock_seconds >= 0),
  -- what a draw produces: draw_count numbers in draw_min..draw_max, all different or not
  -- (3 digits 0-9: 3, 0, 9, false; Lotto 6/42: 6, 1, 42, true; PK10: 10, 1, 10, true)
  draw_count smallint NOT NULL CHECK (draw_count BETWEEN 1 AND 20),
  draw_min smallint NOT NULL,
  draw_max smallint NOT NULL CHECK (draw_max >= draw_min),
  draw_distinct boolean NOT NULL,
  -- what a bet picks, in the same way
  pick_count smallint NOT NULL CHECK (pick_count BETWEEN 1 AND 20),
  pick_min smallint NOT NULL,
  pick_max smallint NOT NULL CHECK (pick_max >= pick_min),
  pick_distinct boolean NOT NULL,
  -- how a bet is read against a draw (lottery/rules.ts): LAST (the picks equal the last
  -- pick_count drawn, in order: VN 2-digit endings, Thai 3 top, Swertres), FIRST (the first:
  -- the PK10 champion), MATCHES (how many picks were drawn: Lotto, Keno), SUM (the sum of the
  -- drawn numbers: Fast 3)
  rule text NOT NULL CHECK (rule IN ('LAST', 'FIRST', 'MATCHES', 'SUM')),
  -- the payout multiplier in hundredths of the stake (950 = 9.5×), by outcome: "hit" for
  -- LAST/FIRST, the number of matches for MATCHES, the sum for SUM
  payouts jsonb NOT NULL
);
CREATE INDEX lottery_games_menu ON lottery_games (menu_tag);

-- One draw of a game. `numero` is its issue number as players see it (`20261121-042`).
-- Status: OPEN (accepting bets until closes_at), then DRAWN (numbers set, every bet settled in
-- the same transaction). Betting closes at closes_at = draw_at - lock; a draw past its
-- closes_at but not yet drawn is still OPEN in this column and refuses bets by time.
CREATE TABLE lottery_draws (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_code text NOT NULL REFERENCES lottery_games (game_code) ON DELETE CASCADE,
  numero text NOT NULL,
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  draw_at timestamptz NOT NULL,
  -- the drawn numbers in draw order, null until drawn
  numbers smallint[],
  drawn_at timestamptz,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'DRAWN')),
  CHECK (opens_at <= closes_at AND closes_at <= draw_at),
  CHECK ((status = 'DRAWN') = (numbers IS NOT NULL AND drawn_at IS NOT NULL)),
  UNIQUE (game_code, numero),
  UNIQUE (game_code, draw_at)
);
-- at most one open draw per game, whoever creates it; and the draws the scheduler must draw
CREATE UNIQUE INDEX lottery_draws_one_open ON lottery_draws (game_code) WHERE status = 'OPEN';
CREATE INDEX lottery_draws_due ON lottery_draws (draw_at) WHERE status = 'OPEN';
-- results, newest first: across games and per game
CREATE INDEX lottery_draws_drawn ON lottery_draws (drawn_at DESC, id DESC) WHERE status = 'DRAWN';
CREATE INDEX lottery_draws_game ON lottery_draws (game_code, draw_at DESC);

-- A bet on one draw. The stake and the payout are also ledger entries (references
-- `lottery:<id>:stake`, `lottery:<id>:win`); this row says what they were for.
-- Status: OPEN until its draw is drawn, then WON or LOST (settled_at set, payout_minor final).
CREATE TABLE lottery_bets (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  member_id bigint NOT NULL REFERENCES members (id),
  draw_id bigint NOT NULL REFERENCES lottery_draws (id),
  picks smallint[] NOT NULL,
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  payout_minor bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'WON', 'LOST')),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  CHECK ((status = 'OPEN') = (settled_at IS NULL)),
  CHECK (status = 'WON' OR payout_minor = 0)
);
CREATE INDEX lottery_bets_draw ON lottery_bets (draw_id) WHERE status = 'OPEN';
CREATE INDEX lottery_bets_member ON lottery_bets (member_id, created_at DESC, seq DESC);
CREATE INDEX lottery_bets_wins ON lottery_bets (settled_at DESC, seq DESC) WHERE status = 'WON';
