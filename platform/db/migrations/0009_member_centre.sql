-- The member centre's "My account" (docs/product.md "Member centre", docs/platform-api.md
-- "Member centre").

-- Verification of the contact details: when the player last proved, by a code, that the
-- address or number on the account is theirs. Changing the address clears it.
ALTER TABLE members ADD COLUMN email_verified_at timestamptz;
ALTER TABLE members ADD COLUMN mobile_verified_at timestamptz;

-- Codes that prove a contact detail of a logged-in member: one live code per (member, channel),
-- replaced by a newer one, bound to the address it was sent to. Only a hash of the code is
-- kept; a code is used up by its first right answer or its fifth wrong one
-- (platform/members/contact-codes.ts). channel: 'email' or 'mobile'.
CREATE TABLE contact_codes (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'mobile')),
  address text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, channel)
);
CREATE INDEX contact_codes_expiry ON contact_codes (expires_at);

-- Every login of a member, kept after its session ends: the centre's login history (time, IP,
-- device). A session knows its login row, so the history can mark the current one and those
-- still open.
CREATE TABLE member_logins (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  ip text NOT NULL,
  -- the browser's User-Agent as sent (cut to 300 characters); '' when none came
  device text NOT NULL DEFAULT ''
);
CREATE INDEX member_logins_member ON member_logins (member_id, id DESC);
ALTER TABLE sessions ADD COLUMN login_id bigint REFERENCES member_logins (id) ON DELETE SET NULL;

-- The member centre's whitelabel switch (src/contract/switches.ts MEMBERCENTER3), on, in a
-- tree seeded before it existed (a new database gets it from platform/seed/merchant.ts).
UPDATE settings
SET value = jsonb_set(value, '{0,childrenNodes}', COALESCE(value -> 0 -> 'childrenNodes', '[]'::jsonb) || '[{"modId": "MEMBERCENTER3", "enabled": "1", "childrenNodes": null}]'::jsonb)
WHERE key = 'whitelabel' AND value -> 0 ->> 'modId' = 'MEMBER3' AND position('"MEMBERCENTER3"' in value::text) = 0;
