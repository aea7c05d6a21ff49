-- The home schedule reads every dated table's first rows by start date ("Starting in the next 7 days")
-- and by end date ("Live now", "Ending …"). The end dates were indexed with their lists; these are the start dates
-- (and promotions' end, which had only a (start, end) pair), so each list reads a few index entries, not the table.
CREATE INDEX special_categories_start_idx ON special_categories (date_start);
CREATE INDEX payout_messages_start_idx ON payout_messages (start_date);
CREATE INDEX hot_banners_from_idx ON hot_banners (date_from);
CREATE INDEX sub_banners_from_idx ON sub_banners (date_from);
CREATE INDEX placements_from_idx ON placements (date_from);
CREATE INDEX avatar_categories_from_idx ON avatar_categories (date_from);
CREATE INDEX entertainments_from_idx ON entertainments (date_from);
CREATE INDEX custom_pages_from_idx ON custom_pages (date_from);
CREATE INDEX messages_from_idx ON messages (date_from);
CREATE INDEX promo_codes_from_idx ON promo_codes (valid_from);
CREATE INDEX promotions_end_idx ON promotions (end_at);
