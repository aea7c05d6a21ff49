// Demo chat: rooms of live matches, players and their talk (seeded once), and in a demo server a generator that
// posts plausible Polish chat traffic every few seconds so the moderation screen is alive.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import type { ChatHub } from './hub';
import { chatUserFor, insertMessage } from './repository';

const ROOMS: [name: string, topic: string][] = [
  ['Legia – Lech', 'Ekstraklasa: Legia Warszawa – Lech Poznań, na żywo'],
  ['Raków – Jagiellonia', 'Ekstraklasa: Raków Częstochowa – Jagiellonia Białystok, na żywo'],
  ['Świątek – Sabalenka', 'WTA Finals: Iga Świątek – Aryna Sabalenka, na żywo'],
  ['Czat ogólny', 'Rozmowy kibiców o wszystkim, co dziś gra'],
];

const PLAYERS: [player: string, nickname: string][] = [
  ['p-10231', 'KibicLegii_88'], ['p-10457', 'Kolejorz1922'], ['p-11002', 'MedalikFan'], ['p-11240', 'JagaBiałystok'],
  ['p-12011', 'TypujęNaŻywo'], ['p-12380', 'AkoMistrz'], ['p-13005', 'IgaTop1'], ['p-13377', 'Bukmacher_Ania'],
  ['p-14020', 'ZłotyStrzał'], ['p-14555', 'Piłkarz_z_Podwórka'], ['p-15101', 'KursNaRemis'], ['p-15678', 'Ostatnia_Minuta'],
];

const LINES: Record<string, string[]> = {
  'Legia – Lech': [
    'Co za akcja Legii, słupek!', 'Lech gra dziś bardzo wysoko pressingiem', 'Karny dla Legii? Dla mnie to było czyste zagranie',
    'Kurs na over 2.5 jeszcze się trzyma, wchodzę', 'Ishak znowu sam przed bramkarzem…', 'Żółta kartka, zasłużona',
    'Remis do przerwy i biorę cashout', 'Kolejorz wyrówna, czuję to', 'Ależ parada bramkarza!', 'Legia 2:1, kupon żyje!',
  ],
  'Raków – Jagiellonia': [
    'Raków kontroluje mecz, ale brakuje wykończenia', 'Jaga z kontry groźna jak zawsze', 'Rożny za rożnym, gol wisi w powietrzu',
    'Postawiłem na BTTS, oby Jagiellonia coś strzeliła', 'Sędzia puszcza dużo gry, dobrze się ogląda', 'VAR sprawdza spalonego…',
    'Medaliki prowadzą 1:0!', 'Kto typuje następnego strzelca?', 'Ten mecz na 0:0 się skończy, zobaczycie',
  ],
  'Świątek – Sabalenka': [
    'Iga przełamuje w pierwszym gemie!', 'Sabalenka serwuje po 190 km/h, szok', 'Tie-break w pierwszym secie, nerwy',
    'Kurs na Igę w dwóch setach 2.40, biorę', 'Co za forhend po linii!', 'Iga musi wrócić do agresywnego returnu',
    'Breakpoint dla Świątek!', 'Drugi set zaczyna się lepiej dla Igi', 'Gem do zera, pięknie',
  ],
  'Czat ogólny': [
    'Ktoś gra dziś AKO na Ekstraklasę?', 'Dobry wieczór wszystkim kibicom!', 'Jaki typ na wieczór polecacie?',
    'Freebet z promocji już na koncie', 'Wieczorem jeszcze skoki w Wiśle', 'Mój kupon 5/6, jak zawsze jeden mecz…',
    'Kto ogląda Ligę Mistrzów o 21?', 'Powodzenia z typami!',
  ],
};

/** Rooms, players and an hour of talk, once (an existing chat is left as it is). */
export async function seedChatDemo(db: Db, now: Date): Promise<void> {
  if ((await db.query('SELECT 1 FROM chat_rooms LIMIT 1')).rows.length > 0) return;
  const roomIds: number[] = [];
  for (const [name, topic] of ROOMS) {
    roomIds.push((await db.query<{ id: number }>('INSERT INTO chat_rooms (name, topic) VALUES ($1, $2) RETURNING id', [name, topic])).rows[0]!.id);
  }
  const users = [];
  for (const [player, nickname] of PLAYERS) users.push(await chatUserFor(db, player, nickname, now));
  let minute = 60;
  for (const [r, [name]] of ROOMS.entries()) {
    for (const [i, text] of LINES[name]!.entries()) {
      const at = new Date(now.getTime() - minute-- * 60_000 + r * 7_000);
      await insertMessage(db, roomIds[r]!, users[(i * 5 + r) % users.length]!.id, text, at);
    }
  }
  // One troublemaker, blocked until tomorrow, and one hidden message of theirs.
  const troll = await chatUserFor(db, 'p-16666', 'Sędzia_Kalosz', now);
  await db.query('UPDATE chat_users SET blocked_till = $2 WHERE id = $1', [troll.id, new Date(now.getTime() + 24 * 3600_000).toISOString()]);
  const rude = await insertMessage(db, roomIds[0]!, troll.id, 'Sędzia kalosz, sprzedany mecz!!!', new Date(now.getTime() - 5 * 60_000));
  await db.query('UPDATE chat_messages SET hidden = true WHERE id = $1', [rude.id]);
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Posts a line from a random player into a random room every 2–5 s; returns the stop. */
export function startChatTraffic(db: Db, hub: ChatHub, log: FastifyBaseLogger): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => void post().finally(next), 2_000 + Math.random() * 3_000);
    timer.unref();
  };
  const post = async () => {
    try {
      const rooms = (await db.query<{ id: number; name: string }>('SELECT id, name FROM chat_rooms')).rows.filter((room) => LINES[room.name]);
      if (rooms.length === 0) return;
      const room = pick(rooms);
      const [player, nickname] = pick(PLAYERS);
      const now = new Date();
      const user = await chatUserFor(db, player, nickname, now);
      if (user.blockedTill && user.blockedTill > now) return;
      await insertMessage(db, room.id, user.id, pick(LINES[room.name]!), now);
      hub.changed(room.id);
    } catch (error) {
      log.warn({ err: error }, 'demo chat post failed');
    }
  };
  next();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
