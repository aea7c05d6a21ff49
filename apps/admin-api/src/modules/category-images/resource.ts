// v1/events-categories (v1/category-images stays an alias) on the resource engine: tabs active / inactive from isActive, search by ids, category and
// event name; the background lives in additionalData, so the file manager looks there.
import { categoryImagesModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';

// category id, its name as the catalog answers it, event id, event name
const IMAGES: [number, string, number, string][] = [
  [101, 'Piłka nożna › Ekstraklasa', 5_501_201, 'Legia Warszawa – Lech Poznań'],
  [101, 'Piłka nożna › Ekstraklasa', 5_501_202, 'Raków Częstochowa – Jagiellonia Białystok'],
  [101, 'Piłka nożna › Ekstraklasa', 5_501_203, 'Pogoń Szczecin – Górnik Zabrze'],
  [104, 'Piłka nożna › Premier League', 5_502_101, 'Arsenal – Manchester City'],
  [104, 'Piłka nożna › Premier League', 5_502_102, 'Liverpool – Chelsea'],
  [109, 'Piłka nożna › Liga Mistrzów', 5_503_001, 'FC Barcelona – Bayern Monachium'],
  [109, 'Piłka nożna › Liga Mistrzów', 5_503_002, 'Real Madryt – Inter Mediolan'],
  [112, 'Piłka nożna › Mistrzostwa Świata 2026', 5_504_001, 'Polska – Argentyna'],
  [204, 'Tenis › US Open', 6_601_010, 'Iga Świątek – Aryna Sabalenka'],
  [301, 'Siatkówka › PlusLiga', 7_701_020, 'Jastrzębski Węgiel – ZAKSA Kędzierzyn-Koźle'],
  [501, 'Piłka ręczna › Orlen Superliga', 8_801_005, 'Industria Kielce – Orlen Wisła Płock'],
  [601, 'Skoki narciarskie › Puchar Świata', 9_901_003, 'Konkurs indywidualny w Zakopanem'],
  [701, 'Żużel › PGE Ekstraliga', 9_950_011, 'Motor Lublin – Sparta Wrocław'],
];

export const categoryImagesResource = defineResource({
  module: categoryImagesModule,
  table: 'category_images',
  jsonFields: ['additionalData'],
  searchFields: ['categoryName', 'categoryId', 'eventId', 'additionalData'],
  status: { active: 'isActive' },
  userColumns: true,
  fileFields: ['additionalData'],
  nameField: 'categoryName',
  demo: () =>
    IMAGES.map(([categoryId, categoryName, eventId, eventName], i) => ({
      categoryId,
      categoryName,
      eventId,
      additionalData: { backgroundURL: `/files/category-images/tlo-${eventId}.png`, eventName, disableNoFollow: i % 4 === 3 },
      // Two past events switched off, so the In-Active tab has rows.
      isActive: i < IMAGES.length - 2,
    })),
});
