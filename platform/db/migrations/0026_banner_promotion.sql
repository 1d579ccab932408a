-- Issue 34 item 12 (k): a banner may advertise one promotion. A signed-in player who can no longer
-- join it (the welcome bonus after a first deposit) is not shown it (src/lib/banners.ts).
ALTER TABLE banners ADD COLUMN promotion_id integer REFERENCES promotions (id) ON DELETE SET NULL;
-- The seeded welcome banners of an existing database (a new one is seeded with the link).
UPDATE banners b SET promotion_id = p.id
  FROM (SELECT id FROM promotions WHERE category = 'welcome' ORDER BY id LIMIT 1) p
 WHERE b.promotion_id IS NULL
   AND (b.group_name, b.title) IN (('home', '100% Welcome Bonus'), ('w_register', 'Join in 30 Seconds'));
