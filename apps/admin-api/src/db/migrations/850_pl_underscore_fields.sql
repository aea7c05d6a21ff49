-- One convention for per-language fields: the content API names them pl_title, pl_subTitle, pl_imageUrl …
-- as regulations, messages and promotions already did. The engine keeps a field's own underscore by doubling it in
-- its column (pl_title → pl__title), so the camelCase-era columns are renamed, and the history keeps reading the
-- same field under its new name.
ALTER TABLE sub_banners RENAME COLUMN pl_title TO pl__title;
ALTER TABLE sub_banners RENAME COLUMN pl_image_alt_text TO pl__image_alt_text;
ALTER TABLE sub_banners RENAME COLUMN pl_link TO pl__link;
ALTER TABLE sub_banners RENAME COLUMN pl_image_url TO pl__image_url;

ALTER TABLE hot_banners RENAME COLUMN pl_title TO pl__title;
ALTER TABLE hot_banners RENAME COLUMN pl_sub_title TO pl__sub_title;
ALTER TABLE hot_banners RENAME COLUMN pl_link TO pl__link;
ALTER TABLE hot_banners RENAME COLUMN pl_image_url TO pl__image_url;
ALTER TABLE hot_banners RENAME COLUMN pl_mobile_image_url TO pl__mobile_image_url;
ALTER TABLE hot_banners RENAME COLUMN pl_image_alt_text TO pl__image_alt_text;

ALTER TABLE placements RENAME COLUMN pl_title TO pl__title;
ALTER TABLE placements RENAME COLUMN pl_sub_title TO pl__sub_title;
ALTER TABLE placements RENAME COLUMN pl_image_url TO pl__image_url;
ALTER TABLE placements RENAME COLUMN pl_image_alt_text TO pl__image_alt_text;

ALTER TABLE entertainments RENAME COLUMN pl_title TO pl__title;
ALTER TABLE entertainments RENAME COLUMN pl_sub_title TO pl__sub_title;
ALTER TABLE entertainments RENAME COLUMN pl_image_url TO pl__image_url;

ALTER TABLE seo_descriptions RENAME COLUMN pl_title TO pl__title;
ALTER TABLE seo_descriptions RENAME COLUMN pl_description TO pl__description;

ALTER TABLE app_translations RENAME COLUMN pl_value TO pl__value;
ALTER TABLE app_translations RENAME COLUMN en_value TO en__value;
ALTER TABLE app_translations RENAME COLUMN uk_value TO uk__value;

UPDATE history_entries
   SET changes = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(changes::text,
         '"field": "plTitle"', '"field": "pl_title"'),
         '"field": "plSubTitle"', '"field": "pl_subTitle"'),
         '"field": "plLink"', '"field": "pl_link"'),
         '"field": "plImageUrl"', '"field": "pl_imageUrl"'),
         '"field": "plMobileImageUrl"', '"field": "pl_mobileImageUrl"'),
         '"field": "plImageAltText"', '"field": "pl_imageAltText"'),
         '"field": "plDescription"', '"field": "pl_description"'),
         '"field": "plValue"', '"field": "pl_value"'),
         '"field": "enValue"', '"field": "en_value"'),
         '"field": "ukValue"', '"field": "uk_value"')::jsonb
 WHERE module IN ('banners', 'hotbanner', 'placements', 'entertainments', 'editable-seo-desc', 'translation');
