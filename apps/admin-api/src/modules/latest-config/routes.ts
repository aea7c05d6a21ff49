// The latest configuration: GET latestConfig, PATCH latestConfig/{id} with the version loaded and the
// market types order and/or the deposit message. Signed-in only. The part sent is merged into the
// stored record and checked whole (the deposit message's dates too); a stale version answers 409.
import { DEPOSIT_MESSAGE_SAVED, depositMessageSchema, latestConfigPatchSchema, MARKET_TYPES_ORDER_SAVED, marketTypesOrderSchema, type LatestConfig } from '@backoffice/modules-content';
import { checkedBy, docSchema, jsonSchemaOf, named, type JsonObject, type RoutesApp } from '../../core/doc-schema';
import { AFTER_RULE, MERGED_RULE, REFERENCE_RULE, type ReadReference } from '../../core/doc-extensions';
import type { Db } from '../../db/db';
import { HttpError, notFound, staleVersion } from '../../http/errors';
import { validate } from '../../http/validate';
import { idParams } from '../../http/id-params';

const tags = ['latest-config'];
const stamp = (nullable: boolean) => ({ type: nullable ? ['string', 'null'] : 'string', format: 'date-time' });
// Docs only: the LatestConfig answer (libs/validation).
const latestConfigDoc = named('LatestConfig', {
  type: 'object',
  required: ['id', 'market_types', 'payments_show_status', 'payments_message', 'payments_message_from', 'payments_message_till', 'version', 'updatedAt'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    market_types: { type: 'array', items: { type: 'integer' }, description: 'Market type ids in their order' },
    payments_show_status: { type: 'boolean' },
    payments_message: { type: 'string' },
    payments_message_from: stamp(true),
    payments_message_till: stamp(true),
    version: { type: 'integer', minimum: 1 },
    updatedAt: stamp(false),
  },
});

/**
 * The change's body as the route checks it: one part at least (version and a field), market types the server lists
 * (configMarkets), no default for a field left as stored, and the deposit fields merged with the stored ones and
 * checked whole (till after from).
 */
function patchBodyDoc(): JsonObject {
  const { properties = {}, ...json } = jsonSchemaOf(latestConfigPatchSchema);
  const withoutDefaults = Object.fromEntries(Object.entries(properties).map(([field, { default: _none, ...property }]) => [field, property]));
  const till = withoutDefaults.payments_message_till;
  return named('LatestConfigUpdate', {
    ...json,
    minProperties: 2,
    description: 'Send the version and the market types order, the deposit message fields, or both (only the version: "Send market_types or the deposit message"). The deposit fields sent are put over the stored ones and checked whole by this body\'s rules.',
    [MERGED_RULE]: '#/components/schemas/LatestConfigUpdate',
    properties: {
      ...withoutDefaults,
      market_types: { ...withoutDefaults.market_types, uniqueItems: true, [REFERENCE_RULE]: '/api/v1/configMarkets', description: 'Market type ids (GET /api/v1/configMarkets), each once, first shown first ("must list market types that exist!")' },
      payments_message_till: { ...till, [AFTER_RULE]: 'payments_message_from', description: 'Must be after `payments_message_from` when both are set, the stored one too ("must be after the start date!").' },
    },
  });
}
const patchBody = checkedBy(patchBodyDoc(), latestConfigPatchSchema);

/** The one configuration record, seeded at setup: its id is the one GET latestConfig answers. */
const CONFIG_RECORD: ReadReference = { operationId: 'getLatestConfig', list: '/data', value: 'id' };

interface Row {
  id: number;
  market_types: number[];
  payments_show_status: boolean;
  payments_message: string;
  payments_message_from: Date | string | null;
  payments_message_till: Date | string | null;
  version: number;
  updated_at: Date | string;
}
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const toConfig = (r: Row): LatestConfig => ({
  id: r.id,
  market_types: r.market_types,
  payments_show_status: r.payments_show_status,
  payments_message: r.payments_message,
  payments_message_from: iso(r.payments_message_from),
  payments_message_till: iso(r.payments_message_till),
  version: r.version,
  updatedAt: iso(r.updated_at)!,
});

async function latest(db: Db, lock = false): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(`SELECT * FROM site_config ORDER BY id DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`);
  return rows[0];
}

export default async function latestConfigRoutes(app: RoutesApp): Promise<void> {
  app.get('/latestConfig', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'getLatestConfig', tags, summary: 'The configuration in force: market types order and deposit message', data: latestConfigDoc, errors: [404] }) }, async () => {
    const row = await latest(app.db);
    if (!row) throw notFound('Configuration');
    return { data: toConfig(row) };
  });

  const patchSchema = docSchema({ operationId: 'updateLatestConfig', tags, summary: 'Change the market types order and/or the deposit message (send the version you loaded; 409 when stale)', description: 'The configuration is one record, seeded at setup (there is no create): change the one GET latestConfig answers.', params: idParams, body: patchBody, data: latestConfigDoc, errors: [404, 409] });
  const { properties: idProperties = {}, ...idJson } = patchSchema.params as JsonObject;
  const params = checkedBy({ ...idJson, properties: { ...idProperties, id: { ...idProperties.id, [REFERENCE_RULE]: CONFIG_RECORD, description: 'The id of the configuration in force (GET latestConfig); an older one: 409' } } }, idParams);
  app.patch('/latestConfig/:id', { config: { access: 'signed-in' }, schema: { ...patchSchema, params } }, async (request) => {
    const { id } = request.params;
    const { version, market_types, ...deposit } = request.body;
    const depositSent = Object.keys(deposit).length > 0;
    if (market_types === undefined && !depositSent) throw new HttpError(400, 'Validation failed', { _: ['Send market_types or the deposit message'] });
    const row = await app.db.transaction(async (db) => {
      const current = await latest(db, true);
      if (!current || current.id !== id) {
        // Only the newest configuration may change: an older id is someone's stale screen.
        const exists = (await db.query('SELECT 1 FROM site_config WHERE id = $1', [id])).rows[0];
        if (!exists) throw notFound('Configuration');
        throw staleVersion();
      }
      if (current.version !== version) throw staleVersion();
      const stored = toConfig(current);
      const order = market_types === undefined ? undefined : validate(marketTypesOrderSchema, { market_types });
      if (order) {
        const known = (await db.query<{ id: number }>('SELECT id FROM market_types WHERE id = ANY($1::int[])', [order.market_types])).rows.length;
        if (known !== order.market_types.length) throw new HttpError(400, 'Validation failed', { market_types: ['must list market types that exist!'] });
      }
      const message = depositSent
        ? validate(depositMessageSchema, {
            payments_show_status: stored.payments_show_status,
            payments_message: stored.payments_message,
            payments_message_from: stored.payments_message_from,
            payments_message_till: stored.payments_message_till,
            ...deposit,
          })
        : undefined;
      const { rows } = await db.query<Row>(
        `UPDATE site_config SET market_types = coalesce($2::jsonb, market_types),
           payments_show_status = coalesce($3, payments_show_status), payments_message = coalesce($4, payments_message),
           payments_message_from = CASE WHEN $5 THEN $6::timestamptz ELSE payments_message_from END,
           payments_message_till = CASE WHEN $5 THEN $7::timestamptz ELSE payments_message_till END,
           version = version + 1, updated_by = $8, updated_at = now()
         WHERE id = $1 RETURNING *`,
        [
          id,
          order ? JSON.stringify(order.market_types) : null,
          message?.payments_show_status ?? null,
          message?.payments_message ?? null,
          Boolean(message),
          message?.payments_message_from || null,
          message?.payments_message_till || null,
          request.session.userId,
        ],
      );
      return rows[0];
    });
    return { data: toConfig(row), message: depositSent ? DEPOSIT_MESSAGE_SAVED : MARKET_TYPES_ORDER_SAVED };
  });
}
