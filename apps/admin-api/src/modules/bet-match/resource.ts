// v1/betMatchEntries on the resource engine: tabs Visible (active) / Pending (draft: active, starting later) /
// Inactive / Expired from isActive and the dates, the date filter on entryFrom, search by name and outcome, the
// row's order change (PATCH …/:id/order, 1 … the number of entries). The event, game and outcome must be one
// chain of the sportsbook catalog.
import { BET_MATCH_ORDER_CHANGED, betMatchModule, type BetMatchEntryInput } from '@backoffice/modules-content';
import { HttpError } from '../../http/errors';
import { defineResource, type WriteContext } from '../../resource/definition';
import { demoFeed } from '../sportsbook/demo-feed';
import { countEntries } from './overview-routes';
import { REFERENCE_RULE, type ReadReference } from '../../core/doc-extensions';

const day = 24 * 3600_000;

/** 400 on the field that breaks the chain event → game → outcome (only when the ids change). */
async function checkCatalog(input: BetMatchEntryInput, { request, db, existing }: WriteContext): Promise<void> {
  if (existing && existing.eventId === input.eventId && existing.gameId === input.gameId && existing.outcomeId === input.outcomeId) return;
  const catalog = request.server.sportsbookIn(db);
  const refuse = (field: string, message: string) => new HttpError(400, 'Validation failed', { [field]: [message] });
  if (!(await catalog.event(input.eventId))) throw refuse('eventId', 'Event not found in the sportsbook');
  const outcomes = await catalog.outcomes(input.eventId, input.gameId);
  if (!outcomes) throw refuse('gameId', 'Game not found in this event');
  if (!outcomes.some((o) => o.outcomeId === input.outcomeId)) throw refuse('outcomeId', 'Outcome not found in this game');
}

const fromBody = (field: string) => `$request.body#/${field}`;
/** Where each id of the chain is listed: the events, the event's games, the game's outcomes. */
const CHAIN: Record<'eventId' | 'gameId' | 'outcomeId', ReadReference & { text: string }> = {
  eventId: { operationId: 'listSportsbookEvents', list: '/data', value: 'eventId', text: 'An event of the sportsbook ("Event not found in the sportsbook")' },
  gameId: { operationId: 'listSportsbookEventGames', parameters: { eventId: fromBody('eventId') }, list: '/data/gameIds', value: 'gameId', text: 'A game of that event ("Game not found in this event")' },
  outcomeId: { operationId: 'listSportsbookGameOutcomes', parameters: { eventId: fromBody('eventId'), gameId: fromBody('gameId') }, list: '/data/betmatches', value: 'outcomeId', text: 'An outcome of that game ("Outcome not found in this game")' },
};

/** The chain stated on the ids: a whole number from 1, one the sportsbook lists (`x-references`), checked when it changes. */
function withCatalogReferences(body: { properties?: Record<string, Record<string, unknown>> } & Record<string, unknown>, kind: 'create' | 'replace' | 'update'): Record<string, unknown> {
  const properties = { ...body.properties };
  for (const [field, { text, ...reference }] of Object.entries(CHAIN)) {
    const { type, ...declared } = properties[field] ?? {};
    if (!type) continue;
    const merged = kind === 'create' ? '' : ' Read from the record as merged; an unchanged chain is not checked again.';
    properties[field] = { ...declared, type: Array.isArray(type) ? ['integer', ...type.filter((t) => t === 'null')] : 'integer', minimum: 1, [REFERENCE_RULE]: reference, description: `${text}: listed by ${reference.operationId}.${merged}` };
  }
  return { ...body, properties };
}

// entry name, alt-image name — the first outcome of the event's first game (its match result or winner).
const NAMES = [
  'Hit Ekstraklasy', 'Wieczór Ligi Mistrzów', 'PlusLiga na szczycie', 'Derby Londynu', 'Świątek w finale', 'Raków u siebie',
  'Skoki w Wiśle', 'Święta wojna', 'Der Klassiker', 'Koszykówka w Sopocie', 'Pogoń gra o puchary', 'Legia w Europie',
  'Tauron Liga', 'El Clásico bis', 'Hurkacz kontra Sinner', 'Hokej w Katowicach', 'Widzew – Cracovia', 'Inter kontra PSG',
  'Zawiercie u siebie', "Derby d'Italia", 'Oberstdorf', 'Kielce kontra Kiel', 'Old Trafford', 'Zagłębie – Śląsk',
  'Celtics – Lakers', 'Polskie derby WTA', 'Puchar Polski', 'Le Classique', 'ZAKSA – Projekt',
];

export const betMatchResource = defineResource({
  module: betMatchModule,
  table: 'bet_match_entries',
  searchFields: ['entryName', 'outcomeName'],
  searchId: true,
  status: { active: 'isActive', startsAt: 'entryFrom', endsAt: 'entryTill', upcoming: 'draft' },
  userColumns: true,
  fileFields: ['entryImage', 'entryAltImage'],
  nameField: 'entryName',
  recordFields: { betmatchId: { type: 'integer', minimum: 1, readOnly: true, description: 'The overview the entry belongs to, set at creation' } },
  bodyDoc: withCatalogReferences,
  beforeWrite: async (input, context) => {
    await checkCatalog(input, context);
    return input;
  },
  operations: {
    order: async (_record, body: { order: number }, { db }) => {
      const total = await countEntries(db);
      if (body.order > total) throw new HttpError(400, 'Validation failed', { order: [`must be less than or equal to ${total}!`] });
      return { set: { sortOrder: body.order }, message: BET_MATCH_ORDER_CHANGED };
    },
  },
  // Entries on the demo catalog's events: visible now, pending (starting today, tomorrow, the day after and later),
  // switched off, and a few expired last week.
  demo: (now) => {
    const events = demoFeed(now).events;
    return NAMES.map((entryName, i) => {
      const event = events[i % events.length];
      const game = event.games[0];
      const outcome = game.outcomes[0];
      const kind = i % 6; // 0, 1: visible · 2, 3: pending · 4: inactive · 5: expired
      const start = new Date(event.startsAt).getTime();
      const ahead = now.getTime() + ((Math.floor(i / 6) % 3) + 0.2) * day; // today, tomorrow, the day after (Pending, Inactive)
      const from = kind <= 1 ? now.getTime() - (i + 1) * 3600_000 : kind === 5 ? now.getTime() - (10 + i / 6) * day : ahead;
      const till = kind === 5 ? now.getTime() - (2 + i / 6) * day : Math.max(start, from + day);
      const half = (t: number) => new Date(Math.round(t / 1_800_000) * 1_800_000).toISOString();
      return {
        entryName,
        eventId: event.id,
        gameId: game.id,
        outcomeId: outcome.id,
        outcomeName: `${outcome.name} wygra`.slice(0, 45),
        entryImage: `/files/bet-match/entry-${(i % 8) + 1}.png`,
        entryAltImage: `/files/bet-match/entry-${(i % 8) + 1}-alt.png`,
        entryFrom: half(from),
        entryTill: half(till),
        sortOrder: i + 1,
        isActive: kind !== 4,
      };
    });
  },
});
