-- The game catalogue, favourites, recent plays, launch tickets and the demo game's bets.
-- Money is BIGINT minor units (centavos), never float.

-- One game of one vendor in one lane (a vendor code may appear in several lanes, e.g. JILI in
-- RNG and FISH, so the lane is part of the vendor reference). `game_code` is also the nodeId
-- favourites are stored under. Thumbnails are drawn by the platform (static/svg.ts).
CREATE TABLE games (
  game_code text PRIMARY KEY,
  game_type text NOT NULL,
  vendor text NOT NULL,
  name text NOT NULL,
  -- a gameClassify name of the lane that lists this vendor
  classify text,
  -- the smallest stake, in minor units (0.01 = 1)
  min_bet_minor bigint NOT NULL CHECK (min_bet_minor > 0),
  -- 'VASSALAGE' for a lobby game whose launch opens a popup list of the vendor's games
  is_game text CHECK (is_game IS NULL OR is_game = 'VASSALAGE'),
  is_hot smallint NOT NULL DEFAULT 0,
  popularity integer NOT NULL DEFAULT 0,
  -- lottery games: the play type their page opens on
  default_play_type text,
  sort integer NOT NULL DEFAULT 0,
  FOREIGN KEY (game_type, vendor) REFERENCES vendors (game_type, code)
);
CREATE UNIQUE INDEX games_name ON games (lower(name));
CREATE INDEX games_lane ON games (game_type, vendor);
CREATE INDEX games_popularity ON games (popularity DESC);

CREATE TABLE game_favourites (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id text NOT NULL REFERENCES games (game_code) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);

-- The player's recently launched games: one row per game, its last launch.
CREATE TABLE game_plays (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_code text NOT NULL REFERENCES games (game_code) ON DELETE CASCADE,
  last_played_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, game_code)
);
CREATE INDEX game_plays_recent ON game_plays (member_id, last_played_at DESC);

-- Launch tickets of the demo game: only the SHA-256 of the ticket is stored, so a copy of this
-- table opens no game. A ticket is good for rounds of its game until it expires.
CREATE TABLE game_launches (
  ticket_hash text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_code text NOT NULL REFERENCES games (game_code) ON DELETE CASCADE,
  language text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX game_launches_expiry ON game_launches (expires_at);

-- One round of a game. The stake and the win are also ledger entries (references
-- `round:<id>:stake` and `round:<id>:win`); this row says what they were for. The winner
-- board reads the rounds that won.
CREATE TABLE bets (
  id text PRIMARY KEY,
  -- insertion order: breaks ties between rounds of the same instant
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  member_id bigint NOT NULL REFERENCES members (id),
  game_code text NOT NULL REFERENCES games (game_code),
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  win_minor bigint NOT NULL CHECK (win_minor >= 0),
  outcome jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX bets_member ON bets (member_id, game_code, created_at DESC, seq DESC);
CREATE INDEX bets_wins ON bets (created_at DESC, seq DESC) WHERE win_minor > 0;
