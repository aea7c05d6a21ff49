// Demo data of the landing module (DEMO_DATA): permanent promotions and ~30 pages of Polish affiliates, once, into empty tables.
import * as v from 'valibot';
import { landingPageConfigSchema, type LandingPageConfig } from '@backoffice/modules-landing';
import type { Queryable } from './repository';

const SITE = 'https://www.example.pl/promocje';

const PROMOTIONS: [string, string][] = [
  ['Bonus powitalny 100% do 500 zł', 'bonus-powitalny'],
  ['Zakład bez ryzyka do 100 zł', 'zaklad-bez-ryzyka'],
  ['Freebet 50 zł na start', 'freebet-na-start'],
  ['Cashback 10% co tydzień', 'cashback-tygodniowy'],
  ['Podwójny bonus na Ekstraklasę', 'bonus-ekstraklasa'],
  ['Zwrot za remis w Lidze Mistrzów', 'zwrot-za-remis'],
  ['Bonus AKO +15%', 'bonus-ako'],
  ['Kasyno na żywo: 200 darmowych spinów', 'darmowe-spiny'],
  ['Bonus za polecenie znajomego', 'polec-znajomego'],
  ['Żużel: zakład bez podatku', 'zuzel-bez-podatku'],
  ['Skoki narciarskie: kurs x2', 'skoki-kurs-x2'],
  ['E-sport: freebet 20 zł', 'esport-freebet'],
];

const PARTNERS = [
  'typerzy_pl', 'bukmacherskie_info', 'zaklady24', 'pilkarskie_typy', 'sportowe_fakty', 'legia_fani', 'kibice_lecha',
  'typy_na_dzis', 'ekstraklasa_live', 'zuzel_news', 'skoki_online', 'esport_polska', 'tenis_typy', 'siatka_pl',
  'koszykowka24', 'hokej_info', 'mma_polska', 'boks_news', 'f1_kibic', 'darts_pl', 'typerska_liga', 'bukmacher_ranking',
  'zaklady_live', 'wisla_kibice', 'rakow_fani', 'pogon_news', 'jagiellonia_fan', 'slask_typy', 'cracovia_fani', 'gornik_kibic',
];

const HEADLINES = [
  'Odbierz bonus 100% na start',
  'Postaw pierwszy zakład bez ryzyka',
  'Freebet czeka na Ciebie',
  'Typuj z nami Ekstraklasę',
  'Zgarnij cashback co tydzień',
];

function demoConfig(i: number, promotionId: number): LandingPageConfig {
  const partner = PARTNERS[i];
  const [name, slug] = PROMOTIONS[(promotionId - 1) % PROMOTIONS.length];
  const code = partner.replace(/[^a-z0-9]/g, '').slice(0, 10).toUpperCase() + String(50 + (i % 5) * 50);
  return v.parse(landingPageConfigSchema, {
    affiliateLink: { username: partner, promo_code: code, link_code: partner.replace(/_/g, '-') },
    permanentPromotion: { id: promotionId, name, landing_page_url: `${SITE}/${slug}` },
    hero: { headline: HEADLINES[i % HEADLINES.length], subheadline: `Oferta specjalna dla czytelników ${partner}`, ctaLabel: 'Dołącz teraz' },
    terms: 'Oferta dla nowych graczy, 18+. Obowiązuje regulamin promocji.',
    seo: { title: `${name} | ${partner}`, description: 'Zarejestruj się z kodem partnera i odbierz bonus.' },
  });
}

export async function seedLandingDemo(db: Queryable, now: Date): Promise<void> {
  const promos = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM permanent_promotions');
  if (Number(promos.rows[0]?.n) === 0) {
    for (const [name, slug] of PROMOTIONS) {
      await db.query('INSERT INTO permanent_promotions (name, landing_page_url) VALUES ($1, $2)', [name, `${SITE}/${slug}`]);
    }
  }
  const pages = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM landing_pages');
  if (Number(pages.rows[0]?.n) > 0) return;
  const ids = (await db.query<{ id: number }>('SELECT id FROM permanent_promotions ORDER BY id')).rows.map((r) => Number(r.id));
  // 18 published, 8 drafts (3 of them scheduled a few days ahead on a 15-minute step), 4 deleted.
  const day = 24 * 3600_000;
  const step = 15 * 60_000;
  for (let i = 0; i < PARTNERS.length; i++) {
    const status = i < 18 ? 'published' : 'draft';
    const scheduled = i >= 18 && i < 21 ? new Date(Math.ceil((now.getTime() + (i - 16) * day) / step) * step) : null;
    const deletedAt = i >= 26 ? new Date(now.getTime() - (i - 25) * day) : null;
    const createdAt = new Date(now.getTime() - (60 - i) * day);
    await db.query(
      `INSERT INTO landing_pages (status, publish_at, deleted_at, config, created_at, updated_at) VALUES ($1, $2, $3, $4::jsonb, $5, $5)`,
      [status, scheduled, deletedAt, JSON.stringify(demoConfig(i, ids[i % ids.length])), createdAt],
    );
  }
}
