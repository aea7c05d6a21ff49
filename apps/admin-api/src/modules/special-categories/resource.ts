// v1/categories (the first path v1/special-categories stays an alias) on the resource engine: tabs all / expired derived from dateTill, search by name and URL.
import { specialCategoriesModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';

const day = 24 * 3600_000;
const NAMES: [string, string, string][] = [
  ['Ekstraklasa', '/kategorie/ekstraklasa', 'Zakłady na mecze PKO BP Ekstraklasy: kursy, typy i statystyki.'],
  ['Liga Mistrzów', '/kategorie/liga-mistrzow', 'Kursy na mecze Ligi Mistrzów UEFA i specjalne zakłady na finał.'],
  ['Mundial 2026', '/kategorie/mundial-2026', 'Mistrzostwa Świata 2026: zakłady na grupy, strzelców i zwycięzcę.'],
  ['Skoki narciarskie', '/kategorie/skoki-narciarskie', 'Puchar Świata w skokach: zakłady na konkursy i klasyfikację generalną.'],
  ['Żużel', '/kategorie/zuzel', 'PGE Ekstraliga żużlowa: kursy na mecze i zawody indywidualne.'],
  ['Siatkówka', '/kategorie/siatkowka', 'PlusLiga i reprezentacja: zakłady na sety, punkty i zwycięzców.'],
  ['Tenis: Wielki Szlem', '/kategorie/tenis-wielki-szlem', 'Turnieje wielkoszlemowe: kursy na mecze i zwycięzców turniejów.'],
  ['Piłka ręczna', '/kategorie/pilka-reczna', 'Liga Mistrzów EHF i Superliga: zakłady na mecze piłki ręcznej.'],
  ['Formuła 1', '/kategorie/formula-1', 'Grand Prix Formuły 1: zwycięzca wyścigu, podium i pole position.'],
  ['E-sport', '/kategorie/e-sport', 'CS2, League of Legends i Dota 2: zakłady na turnieje e-sportowe.'],
  ['Boks i MMA', '/kategorie/boks-mma', 'Gale KSW i UFC: zwycięzca walki, metoda i runda.'],
  ['Koszykówka NBA', '/kategorie/nba', 'Mecze NBA: handicapy, sumy punktów i zwycięzca sezonu.'],
];

export const specialCategoriesResource = defineResource({
  module: specialCategoriesModule,
  table: 'special_categories',
  searchFields: ['categoryName', 'categoryUrl'],
  status: { startsAt: 'dateStart', endsAt: 'dateTill' },
  userColumns: true,
  fileFields: ['graphicsUrl'],
  nameField: 'categoryName',
  demo: (now) =>
    NAMES.map(([categoryName, categoryUrl, seoDescription], i) => ({
      categoryName,
      categoryUrl,
      seoDescription,
      graphicsUrl: `/files/special-categories/kategoria-${i + 1}.png`,
      dateStart: new Date(now.getTime() - (30 - i) * day).toISOString(),
      // The last three ended already, so the Expired tab has rows.
      dateTill: i >= NAMES.length - 3 ? new Date(now.getTime() - (i - 8) * day).toISOString() : new Date(now.getTime() + (60 + i) * day).toISOString(),
      sortOrder: i + 1,
    })),
});
