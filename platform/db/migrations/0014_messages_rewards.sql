-- Platform messages and feedback (issue 15; docs/decisions/0030-messages-and-feedback.md).

-- A member's inbox. A message is a template and its parameters, not a text: it is written out
-- in the language the member reads in when it is read (platform/messages/templates.ts), so a
-- member who changes language reads the whole inbox in the new one. Deleting removes the row.
CREATE TABLE member_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('system', 'promotion', 'account')),
  template text NOT NULL,
  -- the template's placeholders: amounts as minor-unit integers written as text, never floats
  params jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX member_messages_member ON member_messages (member_id, read_at);

-- What members send with PUT /wps/feedback: a comment of up to 140 characters and up to three
-- png or jpg images of up to 5 MB each (docs/product.md §5), checked by their bytes.
CREATE TABLE feedback (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  comment text NOT NULL CHECK (char_length(comment) BETWEEN 1 AND 140),
  created_at timestamptz NOT NULL
);
CREATE TABLE feedback_images (
  feedback_id integer NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
  -- what the bytes are, read from their first bytes: 'image/png' or 'image/jpeg'
  media_type text NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
  name text NOT NULL,
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 5242880),
  PRIMARY KEY (feedback_id, position)
);

-- The reward centre (issue 15 item 1; docs/decisions/0034-reward-centre.md). A reward waits from
-- `available_at` until `expires_at`; claiming it once credits `amount_minor` through the ledger
-- (`reward:<id>`) with a turnover requirement of `turnover_multiple` times the amount.
-- `source` makes each reward once per member: 'upgrade:<rank>', 'birthday:<year>',
-- 'rebate:<monday of the week>', 'promotion:<id>'.
CREATE TABLE member_rewards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('upgrade', 'birthday', 'rebate', 'promotion')),
  source text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  turnover_multiple integer NOT NULL CHECK (turnover_multiple >= 0),
  available_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  claimed_at timestamptz,
  UNIQUE (member_id, source)
);

-- The member's date of birth, for the VIP table's birthday bonus (paid in the birthday month).
ALTER TABLE members ADD COLUMN birth_date date;
