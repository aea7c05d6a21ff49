-- 542 seeded the overview with /files/bet-match/overview.png, a file only the demo data writes: a fresh install
-- without demo data showed a broken image. An overview never edited names no image; the demo data sets its own.
UPDATE bet_match_overview SET betmatch_image = '' WHERE betmatch_image = '/files/bet-match/overview.png' AND version = 1;
