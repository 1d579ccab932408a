-- Every account flow: registration, SMS codes, password resets and expiry, first login, free play.

-- A mobile number is stored as its country dialing code (digits, no '+') and its national
-- number as normaliseMobile (src/lib/validation/rules.ts) returns it; one account per number.
ALTER TABLE members ADD COLUMN mobile_country text;
CREATE UNIQUE INDEX members_mobile ON members (mobile_country, mobile_num) WHERE mobile_num IS NOT NULL;

-- An agent's invitation code (`/wps/agent/affiliate`, registration's affiliateCode); unique
-- regardless of case.
ALTER TABLE members ADD COLUMN affiliate_code text;
CREATE UNIQUE INDEX members_affiliate_code ON members (lower(affiliate_code)) WHERE affiliate_code IS NOT NULL;

-- The referral code the player arrived with (the site's ?referralCode=), as given.
ALTER TABLE members ADD COLUMN referral_code text;
-- The other registration fields the merchant's settings enable (qqNum, line, whatsapp, …).
ALTER TABLE members ADD COLUMN profile jsonb NOT NULL DEFAULT '{}';
ALTER TABLE members ADD COLUMN payment_password_hash text;

-- Set when the site reports the first-login action done (POST /wps/member/firstLogin); until
-- then logins answer firstTimeLogin: true. Accounts that had logged in count as done.
ALTER TABLE members ADD COLUMN first_login_at timestamptz;
UPDATE members SET first_login_at = last_login_at;

-- A password older than the setting accountRules.passwordMaxAgeDays is reported expired.
ALTER TABLE members ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now();

-- SMS codes: one live code per (kind, recipient), replaced by a newer one. Only a hash of the
-- code is kept; a code is used up by its first right answer or its fifth wrong one.
-- kind: 'register' (sms/register) or 'noLogin' (sms/noLogin: SMS login and phone reset).
CREATE TABLE sms_codes (
  kind text NOT NULL,
  recipient text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, recipient)
);
CREATE INDEX sms_codes_expiry ON sms_codes (expires_at);
