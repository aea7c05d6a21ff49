// v1/banners (hot banners) on the resource engine: tabs active / inactive / expired derived from isActive and the
// dates, search by name, title and link.
import { hotBannersModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';

const day = 24 * 3600_000;
// name, title, subtitle, link (or '' with an event game id)
const HOT_BANNERS: [string, string, string, string, string?][] = [
  ['Liga Mistrzów — finał', 'Finał Ligi Mistrzów', 'Kursy podwyższone na zwycięzcę', '', '9100231'],
  ['Bonus powitalny', 'Bonus 100% do 500 zł', 'Na pierwszy depozyt', '/promocje/bonus-powitalny'],
  ['Ekstraklasa — kolejka', 'Hit kolejki Ekstraklasy', 'Legia – Lech: postaw na faworyta', '', '9100874'],
  ['Mundial 2026', 'Mistrzostwa Świata 2026', 'Zakłady długoterminowe już dostępne', '/kategorie/mundial-2026'],
  ['Zakłady na żywo', 'Setki zdarzeń live', 'Graj w trakcie meczu', '/live'],
  ['Turniej Czterech Skoczni', 'Skoki na żywo', 'Zakłady na każdy konkurs', '/zaklady/skoki-narciarskie'],
  ['Gala KSW', 'KSW: walka wieczoru', 'Zwycięzca, metoda i runda', '', '9101555'],
  ['Freebet 50 zł', 'Freebet na start', 'Bez ryzyka dla nowych graczy', '/promocje/freebet-na-start'],
  ['Cashout', 'Zamknij zakład wcześniej', 'Cashout na tysiące zdarzeń', '/cashout'],
  ['NBA', 'Noc z NBA', 'Handicapy i sumy punktów', '/zaklady/koszykowka/nba'],
  ['Wimbledon', 'Wimbledon 2026', 'Kursy na zwycięzców turnieju', '/zaklady/tenis/wimbledon'],
  ['PGE Ekstraliga', 'Żużel: finał', 'Kto zdobędzie złoto?', '/zaklady/zuzel'],
];

export const hotBannersResource = defineResource({
  module: hotBannersModule,
  table: 'hot_banners',
  searchFields: ['bannerName', 'pl_title', 'pl_link'],
  status: { active: 'isActive', startsAt: 'dateFrom', endsAt: 'dateTill' },
  userColumns: true,
  fileFields: ['pl_imageUrl', 'pl_mobileImageUrl'],
  nameField: 'bannerName',
  demo: (now) =>
    HOT_BANNERS.map(([bannerName, pl_title, pl_subTitle, pl_link, eventGameId], i) => ({
      bannerName,
      pl_title,
      pl_subTitle,
      pl_link,
      eventGameId: eventGameId ?? '',
      dateFrom: new Date(now.getTime() - (14 - i) * day).toISOString(),
      // The last two ended already (Expired tab); two are switched off (In-Active tab).
      dateTill: i >= 10 ? new Date(now.getTime() - (i - 9) * day).toISOString() : new Date(now.getTime() + (30 + i) * day).toISOString(),
      sortOrder: i + 1,
      isActive: i !== 7 && i !== 8,
      pl_imageUrl: `/files/hot-banners/hot-banner-${i + 1}.png`,
      pl_mobileImageUrl: `/files/hot-banners/hot-banner-${i + 1}-mobile.png`,
      pl_imageAltText: pl_title,
    })),
});
