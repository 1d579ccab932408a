-- Missions and invite friends (issue 15 items 2, 3 and 7; docs/decisions/0039-missions-and-referral.md).

-- The reward centre's new kinds: a mission's prize ('mission:<mission id>:<period start>') and a
-- qualified friend's referral reward ('referral:<friend's member id>'); `source` stays unique per member.
ALTER TABLE member_rewards DROP CONSTRAINT member_rewards_kind_check;
ALTER TABLE member_rewards ADD CONSTRAINT member_rewards_kind_check
  CHECK (kind IN ('upgrade', 'birthday', 'rebate', 'promotion', 'mission', 'referral'));

-- Where a reward kind needs a contact to be paid (docs/product.md §5: "Redeeming a bonus needs a
-- Zalo number ID or a Whatsapp number ID"), the claim stores the one the player gave.
ALTER TABLE member_rewards ADD COLUMN contact_type text CHECK (contact_type IN ('zalo', 'whatsapp'));
ALTER TABLE member_rewards ADD COLUMN contact_id text;

-- A member's own invitation code, made the first time their referral page is read. Friends are
-- the members whose `referral_code` (the code they registered with, 0002_accounts.sql) equals it,
-- regardless of case.
ALTER TABLE members ADD COLUMN invite_code text UNIQUE;
CREATE INDEX members_referral_code ON members (upper(referral_code)) WHERE referral_code IS NOT NULL;
