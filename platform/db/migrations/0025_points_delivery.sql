-- Issue 34 item 9, docs/decisions/0070-points-mall-delivery.md.
-- An item is physical (sent to the player, who gives delivery details when redeeming it) or
-- virtual; a physical item may come in sizes. The details are kept with the redemption, as
-- {"recipient", "address", "phone", "size"}, and the player may change them while it is processing.
ALTER TABLE points_items ADD COLUMN kind text NOT NULL DEFAULT 'virtual' CHECK (kind IN ('physical', 'virtual'));
ALTER TABLE points_items ADD COLUMN sizes jsonb NOT NULL DEFAULT '[]';
ALTER TABLE points_items ADD CONSTRAINT points_items_sizes_physical CHECK (kind = 'physical' OR sizes = '[]');
-- The seeded catalogue of an existing database: what is sent by post, and the T-shirt's sizes.
UPDATE points_items SET kind = 'physical' WHERE code IN ('STARTER_PACK', 'MUG', 'TSHIRT', 'HEADSET');
UPDATE points_items SET sizes = '["S", "M", "L", "XL", "XXL"]' WHERE code = 'TSHIRT';

ALTER TABLE points_redemptions ADD COLUMN delivery jsonb;
ALTER TABLE points_redemptions ADD COLUMN delivery_changed_at timestamptz;
