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
