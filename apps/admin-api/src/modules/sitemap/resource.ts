// v1/sitemaps on the resource engine: tabs all / included / excluded, search by path. Entries of landing pages are
// kept by the database (migration 500): staff may tune or exclude them, not move or delete them.
import { sitemapModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';
import { HttpError } from '../../http/errors';

const LANDING_PATH = 'The path of a landing page entry follows its link code';
const LANDING_DELETE = 'A landing page entry goes when its page is unpublished; exclude it instead';

// path, change frequency, priority, included
const ENTRIES: [string, string, number, boolean][] = [
  ['/', 'daily', 1, true],
  ['/zaklady-bukmacherskie', 'hourly', 0.9, true],
  ['/zaklady-na-zywo', 'always', 0.9, true],
  ['/promocje', 'daily', 0.8, true],
  ['/promocje/bonus-powitalny', 'weekly', 0.7, true],
  ['/kategorie/ekstraklasa', 'daily', 0.8, true],
  ['/kategorie/liga-mistrzow', 'daily', 0.8, true],
  ['/kategorie/skoki-narciarskie', 'weekly', 0.6, true],
  ['/kategorie/zuzel', 'weekly', 0.6, true],
  ['/kategorie/siatkowka', 'weekly', 0.6, true],
  ['/e-sport', 'daily', 0.6, true],
  ['/gry-karciane', 'weekly', 0.5, true],
  ['/wirtualne-sporty', 'weekly', 0.4, true],
  ['/cashout', 'monthly', 0.4, true],
  ['/regulamin', 'yearly', 0.3, true],
  ['/odpowiedzialna-gra', 'yearly', 0.3, true],
  ['/polityka-prywatnosci', 'yearly', 0.2, true],
  ['/rejestracja', 'monthly', 0.5, true],
  ['/promocje/euro-2024', 'never', 0.1, false],
  ['/regulamin/archiwum-2023', 'never', 0.1, false],
];

export const sitemapResource = defineResource({
  module: sitemapModule,
  table: 'sitemap_entries',
  searchFields: ['path'],
  tabSql: { included: 't.included', excluded: 'NOT t.included' },
  userColumns: true,
  recordFields: {
    source: { type: 'string', enum: ['manual', 'landing'], readOnly: true, description: 'manual: added by staff; landing: kept by its published landing page' },
    landingPageId: { type: ['integer', 'null'], minimum: 1, readOnly: true, description: 'The landing page of a `landing` entry' },
  },
  // Published demo landing pages have added their entries by the time the demo is seeded.
  demoScope: "t.source = 'manual'",
  unique: [{ constraint: 'sitemap_entries_path_key', field: 'path', message: 'The sitemap already lists this path' }],
  beforeWrite: (input, { existing }) => {
    if (existing?.source === 'landing' && input.path !== existing.path) throw new HttpError(400, LANDING_PATH, { path: [LANDING_PATH] });
    return input;
  },
  beforeDelete: (record) => {
    if (record.source === 'landing') throw new HttpError(409, LANDING_DELETE);
  },
  demo: (now) =>
    ENTRIES.map(([path, changeFrequency, priority, included], i) => ({
      path,
      changeFrequency,
      priority,
      included,
      lastModified: new Date(now.getTime() - (i + 1) * 36 * 3600_000).toISOString(),
    })),
});
