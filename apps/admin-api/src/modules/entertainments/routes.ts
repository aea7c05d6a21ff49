// GET /api/v1/event-game-types: the kinds of game an entertainment may offer, for
// the entertainment form's select. Open to whoever may work with entertainments.
import { modulePermissions } from '@backoffice/validation';
import { entertainmentsModule, EVENT_GAME_TYPES } from '@backoffice/modules-content';
import { docSchema , type RoutesApp } from '../../core/doc-schema';

const gameTypes = {
  type: 'array',
  items: { type: 'object', required: ['value', 'label'], properties: { value: { type: 'string' }, label: { type: 'string' } } },
};
// Whoever may list, open, add or change entertainments: the form's select is on each of those screens.
const access = { anyOf: modulePermissions(entertainmentsModule, 'index', 'read', 'create', 'update') };

export default async function entertainmentRoutes(app: RoutesApp): Promise<void> {
  app.get('/event-game-types', { config: { access }, schema: docSchema({ operationId: 'listEventGameTypes', tags: ['entertainments'], summary: 'The event game types an entertainment may have', data: gameTypes }) }, async () => ({
    data: EVENT_GAME_TYPES,
  }));
}
