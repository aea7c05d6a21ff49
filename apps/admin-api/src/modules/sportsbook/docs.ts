// Docs only: the sportsbook answers (libs/validation sportsbook.ts interfaces) as named OpenAPI schemas.
import { named, type JsonObject } from '../../core/doc-schema';

const id = { type: 'integer', minimum: 1 };
const object = (properties: Record<string, JsonObject>): JsonObject => ({ type: 'object', required: Object.keys(properties), properties });

export const categoryNameDoc = named('SportCategoryName', object({ categoryId: id, categoryName: { type: 'string' } }));
export const categoriesDoc: JsonObject = { type: 'array', items: named('SportsbookCategory', object({ id, parentId: { type: ['integer', 'null'] }, name: { type: 'string' }, sortOrder: { type: 'integer' } })) };
export const eventsDoc: JsonObject = { type: 'array', items: named('SportEvent', object({ eventId: id, eventName: { type: 'string' }, categoryId: id, categoryName: { type: 'string' }, startsAt: { type: 'string', format: 'date-time' } })) };
export const gamesDoc = object({ gameIds: { type: 'array', items: named('SportGame', object({ gameId: id, gameName: { type: 'string' }, marketTypeId: { type: ['integer', 'null'] } })) } });
export const outcomesDoc = object({ betmatches: { type: 'array', items: named('SportOutcome', object({ outcomeId: id, outcomeName: { type: 'string' }, odds: { type: ['number', 'null'] } })) } });
export const marketTypesDoc: JsonObject = { type: 'array', items: named('MarketType', object({ id, name: { type: 'string' }, pl_name: { type: 'string' } })) };
