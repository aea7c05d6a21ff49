// v1/sub-banners on the resource engine: tabs active / inactive / expired derived from the dates, search by name,
// title and link.
import { bannersModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';

const day = 24 * 3600_000;
const BANNERS: [string, string, string, string][] = [
  ['Bonus powitalny', 'Bonus 100% do 500 zł', 'Odbierz bonus od pierwszego depozytu', '/promocje/bonus-powitalny'],
  ['Freebet na start', 'Freebet 50 zł', 'Zakład bez ryzyka dla nowych graczy', '/promocje/freebet-na-start'],
  ['Ekstraklasa', 'Kursy na Ekstraklasę', 'Wszystkie mecze kolejki w jednym miejscu', '/zaklady/pilka-nozna/polska/ekstraklasa'],
  ['Liga Mistrzów', 'Wieczór Ligi Mistrzów', 'Podwyższone kursy na mecze wtorkowe', '/zaklady/pilka-nozna/liga-mistrzow'],
  ['Cashout', 'Zamknij zakład wcześniej', 'Cashout dostępny na tysiące zdarzeń', '/cashout'],
  ['Zakłady na żywo', 'Graj na żywo', 'Ponad 1000 zdarzeń live każdego dnia', '/live'],
  ['Skoki narciarskie', 'Turniej Czterech Skoczni', 'Zakłady na każdy konkurs', '/zaklady/skoki-narciarskie'],
  ['Program VIP', 'Dołącz do VIP', 'Wyższe limity i opiekun konta', '/vip'],
  ['Odpowiedzialna gra', 'Graj odpowiedzialnie', 'Ustaw limity depozytów i czasu gry', '/odpowiedzialna-gra'],
  ['E-sport', 'CS2 i League of Legends', 'Zakłady na największe turnieje', '/zaklady/e-sport'],
  ['Żużel', 'PGE Ekstraliga', 'Kursy na mecze żużlowe', '/zaklady/zuzel'],
  ['Kod promocyjny', 'Wpisz kod i zyskaj', 'Kod TYP100 przy rejestracji', '/promocje/kod-promocyjny'],
];

export const bannersResource = defineResource({
  module: bannersModule,
  table: 'sub_banners',
  searchFields: ['subBannerName', 'pl_title', 'pl_link'],
  status: { startsAt: 'dateFrom', endsAt: 'dateTill' },
  userColumns: true,
  fileFields: ['pl_imageUrl'],
  nameField: 'subBannerName',
  demo: (now) =>
    BANNERS.map(([subBannerName, pl_title, subTitle, pl_link], i) => ({
      subBannerName,
      pl_title,
      pl_imageAltText: pl_title,
      subTitle,
      pl_link,
      forNonLogged: i % 3 === 0,
      newBanner: i % 4 === 1,
      // Two start next week (In-Active tab), two ended already (Expired tab), the rest run now.
      dateFrom: new Date(now.getTime() + (i >= 8 && i < 10 ? 7 : -(20 - i)) * day).toISOString(),
      dateTill: i >= 10 ? new Date(now.getTime() - (i - 8) * day).toISOString() : new Date(now.getTime() + (45 + i) * day).toISOString(),
      sortOrder: i + 1,
      pl_imageUrl: `/files/${i % 4 === 1 ? 'new-banners' : 'sub-banners'}/banner-${i + 1}.png`,
    })),
});
