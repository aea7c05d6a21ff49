// /api/v1/history: the audit trail, read only — no route changes or deletes an entry (retention prunes them).
// The whole trail needs history.index (the super admin holds it); one record's entries, whoever may open that
// record (its module's read or update permission, or a sign-in for signed-in-only modules).
import * as v from 'valibot';
import { hasAnyPermission, historyModule, listQuerySchema, messages, moduleListSpec, modulePermission } from '@backoffice/validation';
import { moduleNamed } from '../../core/module-catalog';
import { docSchema, pageSchema , type RoutesApp } from '../../core/doc-schema';
import { HttpError, notFound } from '../../http/errors';
import { listHistory, recordHistoryEntries } from './read';
import { startHistoryRetention } from './retention';
import { restoreDeleted } from './restore-deleted';
import { can } from '../../core/access';

const listSchema = listQuerySchema(moduleListSpec(historyModule));
const recordParams = v.strictObject({
  module: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,60}$/, messages.invalid('module'))),
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, messages.invalid('id'))),
});
const entryParams = v.strictObject({ entryId: v.pipe(v.string(), v.regex(/^h\d{1,15}$/, messages.invalid('history entry'))) });
const tags = ['history'];

/** Docs: one entry of the trail. */
const entryDoc = {
  type: 'object',
  required: ['id', 'at', 'userEmail', 'module', 'recordId', 'action', 'changes'],
  properties: {
    id: { type: 'string', description: 'h… a record change, f… a file-manager change' },
    at: { type: 'string', format: 'date-time' },
    userId: { type: 'integer', nullable: true },
    userEmail: { type: 'string', description: '"system" for the server’s own changes' },
    module: { type: 'string' },
    recordId: { type: 'string', description: 'As stored for every module: a record\'s id in decimal (getRecordHistory takes it as the integer), or a file manager path' },
    action: { type: 'string', description: 'create, update, delete, restore, bulk edit, publish, unpublish, block, prune …' },
    version: { type: 'integer', nullable: true },
    changes: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, before: {}, after: {} } } },
    detail: { type: 'object' },
  },
};

export default async function historyRoutes(app: RoutesApp): Promise<void> {
  app.get('/history', { config: can(historyModule, 'index'), schema: docSchema({ operationId: 'listHistory', tags, summary: 'The audit trail: filter by user, module, record and dates; paged, newest first', querystring: listSchema, data: pageSchema(entryDoc) }) }, async (request) => {
    const query = request.query;
    const { items, total } = await listHistory(app.db, query);
    return { data: { items, total, page: query.page, pageSize: query.pageSize } };
  });

  app.get('/history/:module/:id', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'getRecordHistory', tags, summary: 'One record’s history, newest first (needs the module’s read or update permission)', params: recordParams, data: { type: 'object', properties: { items: { type: 'array', items: entryDoc }, total: { type: 'integer' } } }, errors: [403, 404] }) }, async (request) => {
    const { module: name, id } = request.params;
    const module = moduleNamed(name);
    if (!module || module.name === historyModule.name) throw notFound('Module');
    const may = module.access === 'signed-in' || hasAnyPermission(request.session, [modulePermission(historyModule, 'index')!, modulePermission(module, 'read')!, modulePermission(module, 'update')!]);
    if (!may) throw new HttpError(403, 'You do not have permission to do this.');
    return { data: await recordHistoryEntries(app.db, module.name, id) };
  });

  app.post('/history/:entryId/restore', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'restoreDeletedRecord', tags, summary: 'Bring back a record deleted for good from its delete entry, as a new record (needs the module’s create permission)', params: entryParams, data: { type: 'object', additionalProperties: true }, status: 201, errors: [400, 403, 404, 409] }) }, async (request, reply) => {
    const { entryId } = request.params;
    const { record, message } = await restoreDeleted(request, entryId);
    reply.code(201);
    return { data: record, message };
  });

  startHistoryRetention(app);
}
