-- The sportsbook's category tree (sports, then their competitions), the part of the catalog the back office looks
-- names up in (category images; bet match will grow it). Ids are the sportsbook's own, so they are given, not serial.
CREATE TABLE sport_categories (
  id         integer PRIMARY KEY,
  parent_id  integer REFERENCES sport_categories (id),
  name       text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX sport_categories_parent_idx ON sport_categories (parent_id);

INSERT INTO sport_categories (id, parent_id, name, sort_order) VALUES
  (1, NULL, 'Piłka nożna', 1),
  (2, NULL, 'Tenis', 2),
  (3, NULL, 'Siatkówka', 3),
  (4, NULL, 'Koszykówka', 4),
  (5, NULL, 'Piłka ręczna', 5),
  (6, NULL, 'Skoki narciarskie', 6),
  (7, NULL, 'Żużel', 7),
  (8, NULL, 'Hokej na lodzie', 8),
  (9, NULL, 'Sporty walki', 9),
  (10, NULL, 'E-sport', 10),
  (11, NULL, 'Formuła 1', 11);

INSERT INTO sport_categories (id, parent_id, name, sort_order) VALUES
  (101, 1, 'Ekstraklasa', 1),
  (102, 1, 'Betclic 1. Liga', 2),
  (103, 1, 'Puchar Polski', 3),
  (104, 1, 'Premier League', 4),
  (105, 1, 'LaLiga', 5),
  (106, 1, 'Bundesliga', 6),
  (107, 1, 'Serie A', 7),
  (108, 1, 'Ligue 1', 8),
  (109, 1, 'Liga Mistrzów', 9),
  (110, 1, 'Liga Europy', 10),
  (111, 1, 'Liga Konferencji', 11),
  (112, 1, 'Mistrzostwa Świata 2026', 12),
  (201, 2, 'Australian Open', 1),
  (202, 2, 'Roland Garros', 2),
  (203, 2, 'Wimbledon', 3),
  (204, 2, 'US Open', 4),
  (205, 2, 'WTA Warszawa', 5),
  (301, 3, 'PlusLiga', 1),
  (302, 3, 'Tauron Liga', 2),
  (303, 3, 'Liga Narodów', 3),
  (401, 4, 'Orlen Basket Liga', 1),
  (402, 4, 'NBA', 2),
  (403, 4, 'Euroliga', 3),
  (501, 5, 'Orlen Superliga', 1),
  (502, 5, 'Liga Mistrzów EHF', 2),
  (601, 6, 'Puchar Świata', 1),
  (602, 6, 'Turniej Czterech Skoczni', 2),
  (701, 7, 'PGE Ekstraliga', 1),
  (702, 7, 'Grand Prix', 2),
  (801, 8, 'Polska Hokej Liga', 1),
  (802, 8, 'NHL', 2),
  (901, 9, 'KSW', 1),
  (902, 9, 'UFC', 2),
  (1001, 10, 'Counter-Strike 2', 1),
  (1002, 10, 'League of Legends', 2),
  (1101, 11, 'Grand Prix Formuły 1', 1);
