// v1/placements on the resource engine: tabs active / inactive / expired derived from isActive and the dates,
// search by name and title; places and screens stored as jsonb lists of { key, value }.
import { placementsModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';

const day = 24 * 3600_000;
// name, title, subtitle, home placement key (home, live, sport)
const PLACEMENTS: [string, string, string, string][] = [
  ['Bonus powitalny — strona główna', 'Bonus 100% do 500 zł', 'Na pierwszy depozyt', 'home'],
  ['Freebet — live', 'Freebet 20 zł na live', 'Postaw zakład w trakcie meczu', 'live'],
  ['Ekstraklasa — sport', 'Kursy na Ekstraklasę', 'Hit kolejki z podwyższonym kursem', 'sport'],
  ['Cashout — live', 'Cashout na żywo', 'Zamknij zakład, zanim skończy się mecz', 'live'],
  ['Program VIP', 'Dołącz do VIP', 'Wyższe limity i opiekun konta', 'home'],
  ['Liga Mistrzów — sport', 'Wieczór Ligi Mistrzów', 'Zakłady specjalne na każdy mecz', 'sport'],
  ['Skoki narciarskie', 'Turniej Czterech Skoczni', 'Kursy na każdy konkurs', 'sport'],
  ['Odpowiedzialna gra', 'Graj odpowiedzialnie', 'Ustaw limity depozytów', 'home'],
  ['Aplikacja mobilna', 'Pobierz aplikację', 'Zakłady zawsze pod ręką', 'home'],
  ['E-sport — live', 'CS2 na żywo', 'Zakłady na mapy i rundy', 'live'],
  ['Kod promocyjny', 'Kod TYP100', 'Wpisz przy rejestracji', 'home'],
  ['Mundial 2026 — sport', 'Mistrzostwa Świata', 'Zakłady długoterminowe', 'sport'],
];

export const placementsResource = defineResource({
  module: placementsModule,
  table: 'placements',
  jsonFields: ['places', 'screens'],
  searchFields: ['placementName', 'pl_title'],
  status: { active: 'isActive', startsAt: 'dateFrom', endsAt: 'dateTill' },
  userColumns: true,
  fileFields: ['pl_imageUrl'],
  nameField: 'placementName',
  demo: (now) =>
    PLACEMENTS.map(([placementName, pl_title, pl_subTitle, place], i) => ({
      placementName,
      pl_title,
      pl_subTitle,
      dateFrom: new Date(now.getTime() - (10 + i) * day).toISOString(),
      // The last two ended already (Expired tab); two are switched off (In-Active tab).
      dateTill: i >= 10 ? new Date(now.getTime() - (i - 9) * day).toISOString() : new Date(now.getTime() + (40 + i) * day).toISOString(),
      places: [{ key: place, value: String((i % 3) + 1) }],
      screens: i % 2 === 0 ? [{ key: 'desktop', value: 'right-column' }, { key: 'mobile', value: 'top' }] : [{ key: 'mobile', value: 'top' }],
      isActive: i !== 4 && i !== 8,
      pl_imageUrl: `/files/placements/placement-${i + 1}.png`,
      pl_imageAltText: pl_title,
    })),
});
