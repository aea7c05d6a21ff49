// v1/entertainments on the resource engine: tabs active / inactive / expired derived from isActive and the dates,
// search by name, title and event id; the category is a key/value list (jsonb).
import { entertainmentsModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';

const day = 24 * 3600_000;
// type, event id, name, category key, category value, title, subtitle
const ENTERTAINMENTS: [string, string, string, string, string, string, string][] = [
  ['OUTRIGHT', '7700101', 'Eurowizja 2027 — zwycięzca', 'music', 'Muzyka', 'Kto wygra Eurowizję?', 'Kursy na wszystkie kraje finału'],
  ['YES_NO', '7700102', 'Eurowizja — Polska w finale', 'music', 'Muzyka', 'Polska w finale Eurowizji?', 'Tak czy nie'],
  ['OUTRIGHT', '7700203', 'Oscary 2027 — najlepszy film', 'film', 'Film', 'Najlepszy film roku', 'Zakłady na galę Oscarów'],
  ['HEAD_TO_HEAD', '7700204', 'Oscary — najlepszy aktor', 'film', 'Film', 'Statuetka dla aktora', 'Pojedynki faworytów'],
  ['OUTRIGHT', '7700305', 'Taniec z Gwiazdami — zwycięzca', 'tv', 'Telewizja', 'Kto zatańczy po Kryształową Kulę?', 'Kursy na uczestników'],
  ['OVER_UNDER', '7700306', 'Mam Talent — liczba głosów', 'tv', 'Telewizja', 'Finał Mam Talent', 'Powyżej czy poniżej?'],
  ['OUTRIGHT', '7700407', 'Wybory prezydenckie USA', 'politics', 'Polityka', 'Kto zostanie prezydentem?', 'Zakłady długoterminowe'],
  ['YES_NO', '7700408', 'Frekwencja wyborcza powyżej 60%', 'politics', 'Polityka', 'Rekordowa frekwencja?', 'Tak czy nie'],
  ['SPECIAL', '7700509', 'Złota Piłka 2027', 'awards', 'Nagrody', 'Kto zdobędzie Złotą Piłkę?', 'Lewandowski wśród faworytów'],
  ['OUTRIGHT', '7700510', 'Plebiscyt Przeglądu Sportowego', 'awards', 'Nagrody', 'Sportowiec Roku', 'Kursy na laureata'],
  ['SPECIAL', '7700611', 'Pogoda — biała Wigilia', 'weather', 'Pogoda', 'Śnieg w Warszawie w Wigilię?', 'Zakład specjalny'],
  ['HEAD_TO_HEAD', '7700612', 'Fame MMA — walka wieczoru', 'shows', 'Gale freak fight', 'Walka wieczoru', 'Kto wygra pojedynek?'],
];

export const entertainmentsResource = defineResource({
  module: entertainmentsModule,
  table: 'entertainments',
  jsonFields: ['category'],
  searchFields: ['entertainmentName', 'pl_title', 'eventId'],
  status: { active: 'isActive', startsAt: 'dateFrom', endsAt: 'dateTill' },
  userColumns: true,
  fileFields: ['pl_imageUrl'],
  nameField: 'entertainmentName',
  demo: (now) =>
    ENTERTAINMENTS.map(([eventGameType, eventId, entertainmentName, key, value, pl_title, pl_subTitle], i) => ({
      eventGameType,
      eventId,
      entertainmentName,
      category: [{ key, value }],
      pl_title,
      pl_subTitle,
      dateFrom: new Date(now.getTime() - (20 - i) * day).toISOString(),
      // The last two ended already (Expired tab); two are switched off (In-Active tab).
      dateTill: i >= 10 ? new Date(now.getTime() - (i - 9) * day).toISOString() : new Date(now.getTime() + (40 + i) * day).toISOString(),
      sortOrder: i + 1,
      isActive: i !== 4 && i !== 5,
      pl_imageUrl: `/files/entertainments/entertainment-${i + 1}.png`,
    })),
});
