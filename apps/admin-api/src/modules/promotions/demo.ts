// DEMO_DATA of promotions: the offers of a Polish sportsbook's promotions page, ten running, two upcoming and two
// over, with English and Ukrainian texts on the main ones.
import { FILE_FOLDERS } from '@backoffice/validation';

const day = 24 * 3600_000;

interface DemoPromotion {
  name: string;
  slug: string;
  short: string;
  won: string;
  url: string;
  bets: number;
  odds: number;
  en?: [short: string, won: string];
  uk?: [short: string, won: string];
}

export const DEMO_PROMOTIONS: DemoPromotion[] = [
  { name: 'Freebet za 3 kupony', slug: 'freebet-za-3-kupony', short: 'Postaw 3 kupony za min. 20 zł i odbierz freebet 20 zł', won: 'Gratulacje! Freebet 20 zł czeka na Twoim koncie.', url: '/zaklady/pilka-nozna', bets: 3, odds: 1.5, en: ['Place 3 bets of PLN 20 or more and get a PLN 20 free bet', 'Congratulations! Your PLN 20 free bet is in your account.'], uk: ['Зроби 3 ставки від 20 зл і отримай фрібет 20 зл', 'Вітаємо! Фрібет 20 зл уже на твоєму рахунку.'] },
  { name: 'Kursy podwyższone na Ekstraklasę', slug: 'kursy-podwyzszone-ekstraklasa', short: 'Hit kolejki Ekstraklasy z kursem podwyższonym o 20%', won: 'Twój kupon rozliczymy po kursie podwyższonym.', url: '/zaklady/pilka-nozna/polska/ekstraklasa', bets: 1, odds: 1.8, en: ['The match of the Ekstraklasa round with odds boosted by 20%', 'Your bet will be settled at the boosted odds.'] },
  { name: 'Zwrot za przegrany kupon AKO', slug: 'zwrot-za-kupon-ako', short: 'Jedno zdarzenie zawiodło na kuponie AKO? Oddamy stawkę do 50 zł', won: 'Zwrot stawki trafił na Twoje konto bonusowe.', url: '/zaklady/ako', bets: 1, odds: 2.0, en: ['One leg let your accumulator down? Get your stake back up to PLN 50', 'Your stake refund is in your bonus account.'], uk: ['Один прогноз підвів експрес? Повернемо ставку до 50 зл', 'Повернення ставки вже на бонусному рахунку.'] },
  { name: 'Liga Mistrzów bez ryzyka', slug: 'liga-mistrzow-bez-ryzyka', short: 'Pierwszy zakład na mecze Ligi Mistrzów bez ryzyka do 100 zł', won: 'Zwrot za przegrany zakład wypłacimy w ciągu 24 godzin.', url: '/zaklady/pilka-nozna/liga-mistrzow', bets: 1, odds: 1.6, en: ['Your first Champions League bet risk-free up to PLN 100', 'A lost bet is refunded within 24 hours.'] },
  { name: 'Tydzień z tenisem', slug: 'tydzien-z-tenisem', short: 'Postaw 5 zakładów na tenis i odbierz freebet 25 zł', won: 'Freebet 25 zł na tenis jest już dostępny.', url: '/zaklady/tenis', bets: 5, odds: 1.4 },
  { name: 'Seria 5 kuponów', slug: 'seria-5-kuponow', short: 'Graj codziennie przez 5 dni i zgarnij bonus 50 zł', won: 'Seria zaliczona! Bonus 50 zł jest Twój.', url: '/zaklady', bets: 5, odds: 1.7 },
  { name: 'Żużlowa niedziela', slug: 'zuzlowa-niedziela', short: 'Zakład na PGE Ekstraligę z freebetem 10 zł za trafienie', won: 'Trafiłeś! Freebet 10 zł na żużel już czeka.', url: '/zaklady/zuzel', bets: 2, odds: 1.5 },
  { name: 'Turniej typerów NBA', slug: 'turniej-typerow-nba', short: 'Typuj mecze NBA i walcz o pulę 5 000 zł', won: 'Jesteś w czołówce! Nagroda trafi na konto po zakończeniu turnieju.', url: '/zaklady/koszykowka/nba', bets: 10, odds: 1.5, en: ['Predict NBA games and compete for a PLN 5,000 prize pool', 'You made the top! Your prize arrives when the tournament ends.'] },
  { name: 'Skoki narciarskie: freebet za podium', slug: 'skoki-freebet-za-podium', short: 'Wytypuj podium konkursu Pucharu Świata i odbierz freebet 15 zł', won: 'Podium trafione! Freebet 15 zł już na koncie.', url: '/zaklady/skoki-narciarskie', bets: 1, odds: 2.5 },
  { name: 'CS2 Major — freebet esportowy', slug: 'cs2-major-freebet', short: 'Postaw 3 zakłady na CS2 Major i odbierz freebet 20 zł', won: 'Freebet esportowy 20 zł jest Twój.', url: '/zaklady/esport/counter-strike', bets: 3, odds: 1.6, en: ['Place 3 bets on the CS2 Major and get a PLN 20 free bet', 'Your PLN 20 esports free bet is yours.'] },
  { name: 'Mundial 2026: bonus na start', slug: 'mundial-2026-bonus', short: 'Zakłady długoterminowe na Mundial 2026 z bonusem 10%', won: 'Bonus 10% doliczymy po rozliczeniu kuponu.', url: '/kategorie/mundial-2026', bets: 1, odds: 3.0, en: ['Outright bets on the 2026 World Cup with a 10% bonus', 'The 10% bonus is added once your bet is settled.'], uk: ['Довгострокові ставки на ЧС-2026 з бонусом 10%', 'Бонус 10% додамо після розрахунку ставки.'] },
  { name: 'Black Friday: kursy x2', slug: 'black-friday-kursy-x2', short: 'Przez jeden dzień wybrane kursy podwojone', won: 'Kupon rozliczony po podwojonym kursie.', url: '/promocje/black-friday', bets: 1, odds: 1.3 },
  { name: 'ME w siatkówce: freebet', slug: 'me-siatkowka-freebet', short: 'Postaw 3 zakłady na mecze Polaków i odbierz freebet 20 zł', won: 'Freebet 20 zł za siatkówkę jest na koncie.', url: '/zaklady/siatkowka', bets: 3, odds: 1.5 },
  { name: 'Wiosenna liga typerów', slug: 'wiosenna-liga-typerow', short: 'Typuj kolejki ligowe przez całą wiosnę i wygraj do 1 000 zł', won: 'Liga zakończona: nagroda trafiła na Twoje konto.', url: '/zaklady/pilka-nozna', bets: 8, odds: 1.5 },
];

const longDescription = (p: DemoPromotion) =>
  `<p>${p.short}.</p><ul><li>Minimalny kurs kuponu: <strong>${p.odds.toFixed(2)}</strong></li>` +
  `<li>Wymagana liczba zakładów: <strong>${p.bets}</strong></li><li>Promocja dotyczy zakładów przedmeczowych i na żywo.</li></ul>` +
  '<p>Szczegóły znajdziesz w <a href="/regulaminy/promocje">regulaminie promocji</a>. Graj odpowiedzialnie.</p>';

const translatedLong = (short: string, odds: number, bets: number, language: 'en' | 'uk') =>
  language === 'en'
    ? `<p>${short}.</p><ul><li>Minimum odds: <strong>${odds.toFixed(2)}</strong></li><li>Bets required: <strong>${bets}</strong></li></ul>`
    : `<p>${short}.</p><ul><li>Мінімальний коефіцієнт: <strong>${odds.toFixed(2)}</strong></li><li>Кількість ставок: <strong>${bets}</strong></li></ul>`;

const texts = (p: DemoPromotion, language: 'en' | 'uk') => {
  const own = p[language];
  return {
    [`${language}_shortDescription`]: own?.[0] ?? '',
    [`${language}_longDescription`]: own ? translatedLong(own[0], p.odds, p.bets, language) : '',
    [`${language}_wonInfo`]: own?.[1] ?? '',
  };
};

/** The demo rows: 0–9 running now, 10–11 starting later (Upcoming), 12–13 over (Expired). */
export function demoPromotions(now: Date): Record<string, unknown>[] {
  const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * day).toISOString();
  return DEMO_PROMOTIONS.map((p, i) => {
    const [start, end] = i < 10 ? [-(10 - i), 20 + i] : i < 12 ? [5 + i - 10, 40] : [-90, -(i - 11) * 10];
    return {
      name: p.name,
      pl_shortDescription: p.short,
      pl_longDescription: longDescription(p),
      pl_wonInfo: p.won,
      ...texts(p, 'en'),
      ...texts(p, 'uk'),
      bettingUrl: p.url,
      requiredBetCount: p.bets,
      iconUrl: `/files/${FILE_FOLDERS.promotionParameterIcons}/${p.slug}-icon.png`,
      imageUrl: `/files/${FILE_FOLDERS.promotions}/${p.slug}.png`,
      rank: i + 1,
      startAt: at(start),
      endAt: at(end),
      config: { minimumOdds: p.odds },
    };
  });
}
