// /api/landingPages: list by tab, create, read, edit, soft delete, restore and publish / unpublish (spec 1 §4, §7).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  landingListQuerySchema,
  landingPageCreateSchema,
  landingPageUpdateSchema,
  landingStatusChangeSchema,
} from '@backoffice/validation';
import { validate } from '../../http/validate';
import { HttpError } from '../../http/errors';
import { findPage, insertPage, listPages, updatePage } from './repository';
import {
  assertLinkCodeFree,
  assertNotPast,
  explainMiss,
  isUniqueViolation,
  linkCodeConflict,
  NOT_FOUND,
} from './page-errors';

const idParams = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a valid id!'), v.transform(Number)),
});

const formatWhen = (iso: string) => iso.replace('T', ' ').slice(0, 16) + ' UTC';

export default async function landingPagesRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();

  app.get('/landingPages', { config: { access: { permission: 'landing.index' } } }, async (request) => {
    const query = validate(landingListQuerySchema, request.query);
    const { items, total } = await listPages(app.db, query);
    return { data: { items, total, page: query.page, pageSize: query.pageSize } };
  });

  app.post('/landingPages', { config: { access: { permission: 'landing.create' } } }, async (request, reply) => {
    const body = validate(landingPageCreateSchema, request.body);
    const at = now();
    if (body.status === 'published' && body.publishAt) {
      throw new HttpError(400, 'Validation failed', { publishAt: ['a published page takes no publish date'] });
    }
    assertNotPast(body.publishAt, at);
    await assertLinkCodeFree(app.db, body.config.affiliateLink.link_code);
    try {
      const page = await insertPage(app.db, { ...body, userId: request.session.userId, now: at });
      reply.code(201);
      return { data: page, message: 'Landing page created successfully' };
    } catch (err) {
      if (isUniqueViolation(err)) throw linkCodeConflict();
      throw err;
    }
  });

  app.get('/landingPages/:id', { config: { access: { anyOf: ['landing.read', 'landing.update'] } } }, async (request) => {
    const { id } = validate(idParams, request.params);
    const page = await findPage(app.db, id);
    if (!page) throw new HttpError(404, NOT_FOUND);
    return { data: page };
  });

  app.patch('/landingPages/:id', { config: { access: { permission: 'landing.update' } } }, async (request) => {
    const { id } = validate(idParams, request.params);
    const body = validate(landingPageUpdateSchema, request.body);
    const at = now();
    assertNotPast(body.publishAt, at);
    await assertLinkCodeFree(app.db, body.config.affiliateLink.link_code, id);
    // publishAt is optional in an edit: left out keeps the schedule; only a draft may carry one.
    const keepSchedule = body.publishAt === undefined;
    try {
      const page = await updatePage(
        app.db,
        id,
        `config = $2::jsonb, updated_at = $3, updated_by = $4${keepSchedule ? '' : ', publish_at = $6'}`,
        `deleted_at IS NULL AND version = $5${keepSchedule || body.publishAt === null ? '' : " AND status = 'draft'"}`,
        [JSON.stringify(body.config), at, request.session.userId, body.version, ...(keepSchedule ? [] : [body.publishAt])],
      );
      if (!page) {
        const current = await findPage(app.db, id);
        if (current && !current.deletedAt && current.version === body.version && current.status === 'published') {
          throw new HttpError(400, 'Validation failed', { publishAt: ['a published page takes no publish date'] });
        }
        throw await explainMiss(app.db, id);
      }
      return { data: page, message: 'Landing page updated successfully' };
    } catch (err) {
      if (isUniqueViolation(err)) throw linkCodeConflict();
      throw err;
    }
  });

  app.delete('/landingPages/:id', { config: { access: { permission: 'landing.delete' } } }, async (request) => {
    const { id } = validate(idParams, request.params);
    // A deleted page's schedule is dropped: restoring it must not publish it by surprise.
    const page = await updatePage(app.db, id, 'deleted_at = $2, publish_at = NULL, updated_at = $2, updated_by = $3', 'deleted_at IS NULL', [
      now(),
      request.session.userId,
    ]);
    if (!page) throw await explainMiss(app.db, id);
    return { data: page, message: 'Landing page deleted successfully' };
  });

  app.post('/landingPages/:id/restore', { config: { access: { permission: 'landing.delete' } } }, async (request) => {
    const { id } = validate(idParams, request.params);
    const page = await updatePage(app.db, id, 'deleted_at = NULL, updated_at = $2, updated_by = $3', 'deleted_at IS NOT NULL', [
      now(),
      request.session.userId,
    ]);
    if (!page) throw await explainMiss(app.db, id, true);
    return { data: page, message: 'Landing page restored successfully' };
  });

  app.patch('/landingPages/:id/status', { config: { access: { permission: 'landing.update' } } }, async (request) => {
    const { id } = validate(idParams, request.params);
    const body = validate(landingStatusChangeSchema, request.body);
    const at = now();
    assertNotPast(body.publishAt, at);
    const page = await updatePage(app.db, id, 'status = $2, publish_at = $3, updated_at = $4, updated_by = $5', 'deleted_at IS NULL', [
      body.status,
      body.publishAt,
      at,
      request.session.userId,
    ]);
    if (!page) throw await explainMiss(app.db, id);
    const message =
      body.status === 'published'
        ? 'Landing page published successfully'
        : body.publishAt
          ? `Landing page unpublished; it will be published again at ${formatWhen(body.publishAt)}`
          : 'Landing page unpublished successfully';
    return { data: page, message };
  });
}
