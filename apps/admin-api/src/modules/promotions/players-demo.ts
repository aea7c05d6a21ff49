// DEMO_DATA of the joined-players view: player accounts (standing in for the platform's) and who joined which of the
// demo promotions that have started, with their qualifying bets so far. Once, into an empty players table.
import type { Db } from '../../db/db';

const FIRST = ['Jan', 'Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Paweł', 'Agnieszka', 'Michał', 'Joanna', 'Krzysztof', 'Monika', 'Marcin', 'Aleksandra', 'Łukasz', 'Ewa', 'Grzegorz', 'Natalia', 'Kamil', 'Zofia'];
const LAST: [male: string, female: string][] = [
  ['Kowalski', 'Kowalska'], ['Nowak', 'Nowak'], ['Wiśniewski', 'Wiśniewska'], ['Wójcik', 'Wójcik'], ['Kamiński', 'Kamińska'],
  ['Lewandowski', 'Lewandowska'], ['Zieliński', 'Zielińska'], ['Szymański', 'Szymańska'], ['Woźniak', 'Woźniak'], ['Dąbrowski', 'Dąbrowska'],
  ['Kozłowski', 'Kozłowska'], ['Jankowski', 'Jankowska'], ['Mazur', 'Mazur'], ['Kwiatkowski', 'Kwiatkowska'], ['Krawczyk', 'Krawczyk'],
  ['Piotrowski', 'Piotrowska'], ['Grabowski', 'Grabowska'], ['Pawłowski', 'Pawłowska'], ['Michalski', 'Michalska'], ['Król', 'Król'],
];
const DOMAINS = ['wp.pl', 'onet.pl', 'gmail.com', 'o2.pl', 'interia.pl'];
const PLAYER_COUNT = 80;
const hour = 3600_000;

/** Polish letters out of a login or an e-mail address. */
const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase();

export function demoPlayers(): { login: string; firstName: string; lastName: string; email: string }[] {
  return Array.from({ length: PLAYER_COUNT }, (_, i) => {
    const firstName = FIRST[i % FIRST.length];
    const female = firstName.endsWith('a');
    const lastName = LAST[(i * 7) % LAST.length][female ? 1 : 0];
    const year = 70 + ((i * 13) % 35);
    const suffix = String(year % 100).padStart(2, '0');
    return {
      login: `${ascii(firstName)}_${ascii(lastName)}${suffix}`,
      firstName,
      lastName,
      email: `${ascii(firstName)}.${ascii(lastName)}${suffix}@${DOMAINS[i % DOMAINS.length]}`,
    };
  });
}

export async function seedPromotionPlayers(db: Db, now: Date): Promise<void> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM players');
  if (rows[0].n !== '0') return;
  const started = await db.query<{ id: number; required_bet_count: number; start_at: Date | string; end_at: Date | string }>(
    'SELECT id, required_bet_count, start_at, end_at FROM promotions WHERE start_at <= $1 ORDER BY rank, id',
    [now.toISOString()],
  );
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const p of demoPlayers()) {
      const inserted = await tx.query<{ id: number }>('INSERT INTO players (login, first_name, last_name, email) VALUES ($1, $2, $3, $4) RETURNING id', [p.login, p.firstName, p.lastName, p.email]);
      ids.push(Number(inserted.rows[0].id));
    }
    for (const [i, promotion] of started.rows.entries()) {
      const start = new Date(promotion.start_at).getTime();
      const end = Math.min(new Date(promotion.end_at).getTime(), now.getTime());
      // The first promotions draw the most players (the top of the page); later ones fewer.
      const share = Math.max(2, 8 - i);
      for (const [j, playerId] of ids.entries()) {
        if ((j * 7 + i * 3) % 10 >= share) continue;
        const joinedAt = start + (((j * 37 + i * 11) % 97) / 100) * (end - start) * 0.8;
        const required = Number(promotion.required_bet_count);
        const betCount = (j + i) % (required + 2) >= required ? required : (j + i) % (required + 2);
        const completedAt = betCount >= required ? new Date(Math.min(joinedAt + (6 + (j % 40)) * hour, end)).toISOString() : null;
        await tx.query('INSERT INTO promotion_participations (promotion_id, player_id, joined_at, bet_count, completed_at) VALUES ($1, $2, $3, $4, $5)', [
          promotion.id, playerId, new Date(joinedAt).toISOString(), betCount, completedAt,
        ]);
      }
    }
  });
}
