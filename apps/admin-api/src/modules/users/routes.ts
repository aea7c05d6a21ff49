// v1/users: staff accounts. List and read come from the resource engine (resource.ts); the writes stay here,
// since they hash passwords, set roles and protect accounts. Passwords are set on create (users.create) and changed only with users.password.
import * as v from 'valibot';
import { adminUserCreateSchema, adminUserUpdateSchema, hasPermission, integer, messages, modulePermission } from '@backoffice/validation';
import { insertUser, lockSuperAdmins, setUserRoles } from '../../core/accounts';
import { checkedBy, docSchema, jsonSchemaOf, type RoutesApp } from '../../core/doc-schema';
import { REFERENCE_RULE } from '../../core/doc-extensions';
import { hashPassword } from '../../core/passwords';
import { revokeUserSessions } from '../../core/sessions';
import { HttpError, staleVersion } from '../../http/errors';
import { recordRequestHistory } from '../../resource/history';
import passwordRoute from './password-route';
import roleOptionsRoute from './role-options-route';
import { userRecordDoc } from './resource';
import { checkActOn, checkGrant, checkSuperAdminRemains, emailConflict, emailTaken, loadUser, rethrowEmailConflict } from './repository';
import { idParams } from '../../http/id-params';
import { can } from '../../core/access';
import { usersModule } from '@backoffice/modules-content';

const updateSchema = v.strictObject({ ...adminUserUpdateSchema.entries, version: integer(messages.required('version'), v.minValue(1, messages.minValue(1))) });
const tags = ['users'];

/** A users body whose `rolesIds` state what no schema of the body can: each names a role the server holds. */
function withRoleReferences<S extends v.GenericSchema>(schema: S) {
  const json = jsonSchemaOf(schema);
  const rolesIds = json.properties?.rolesIds;
  const stated = {
    ...rolesIds,
    [REFERENCE_RULE]: '/api/v1/roles',
    description: 'Ids of roles the server holds (GET /api/v1/roles; another id: "please select existing roles"); only roles whose permissions the caller holds may be granted (403 otherwise)',
  };
  return checkedBy({ ...json, properties: { ...json.properties, rolesIds: stated } }, schema);
}
const createBody = withRoleReferences(adminUserCreateSchema);
const replaceBody = withRoleReferences(updateSchema);

export default async function usersRoutes(app: RoutesApp): Promise<void> {
  app.post('/users', { config: can(usersModule, 'create'), schema: docSchema({ operationId: 'createUser', tags, summary: 'Create a staff account', body: createBody, data: userRecordDoc, status: 201, errors: [403, 409] }) }, async (request, reply) => {
    const input = request.body;
    await checkGrant(app.db, input.rolesIds, request.session);
    if (await emailTaken(app.db, input.email)) throw emailConflict();
    const passwordHash = await hashPassword(input.password);
    const user = await app.db.transaction(async (tx) => {
      const id = await insertUser(tx, { ...input, passwordHash }, app.config.now());
      const created = await loadUser(tx, id);
      await recordRequestHistory(tx, request, { module: 'users', recordId: id, action: 'create', version: created.version, after: { ...created } });
      return created;
    }).catch(rethrowEmailConflict);
    reply.status(201);
    return { data: user, message: 'User created successfully' };
  });

  app.put('/users/:id', { config: can(usersModule, 'update'), schema: docSchema({ operationId: 'replaceUser', tags, summary: 'Change a staff account (send version; password needs users.password)', params: idParams, body: replaceBody, data: userRecordDoc, errors: [404, 409] }) }, async (request) => {
    const { id } = request.params;
    const { version, password, ...input } = request.body;
    if (password !== undefined && !hasPermission(request.session, modulePermission(usersModule, 'password')!)) {
      throw new HttpError(403, 'Changing a password needs the users.password permission.');
    }
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    await app.db.transaction(async (tx) => {
      await lockSuperAdmins(tx);
      const current = await loadUser(tx, id);
      // Who may touch this account comes first: a refused caller learns nothing about versions or emails.
      const before = await checkActOn(tx, request.session, id);
      const after = await checkGrant(tx, input.rolesIds, request.session);
      if (current.version !== version) throw staleVersion();
      if (await emailTaken(tx, input.email, id)) throw emailConflict();
      if (before.allPermissions && !after.allPermissions) {
        if (id === request.session.userId) throw new HttpError(409, 'You cannot remove your own super admin role.');
        await checkSuperAdminRemains(tx, id, app.config.now());
      }
      const { rows } = await tx.query(
        `UPDATE users SET email = $3, first_name = $4, last_name = $5, password_hash = COALESCE($6, password_hash),
                version = version + 1, updated_at = $7 WHERE id = $1 AND version = $2 RETURNING id`,
        [id, version, input.email, input.firstName, input.lastName, passwordHash ?? null, app.config.now().toISOString()],
      );
      if (!rows[0]) throw staleVersion();
      await setUserRoles(tx, id, input.rolesIds);
      // A password set by an admin signs the account out everywhere.
      if (passwordHash) await revokeUserSessions(tx, id);
      const saved = await loadUser(tx, id);
      // The trail says a password was set, never what it was.
      await recordRequestHistory(tx, request, { module: 'users', recordId: id, action: 'update', version: saved.version, before: { ...current }, after: { ...saved }, detail: passwordHash ? { passwordChanged: true } : {} });
    }).catch(rethrowEmailConflict);
    return { data: await loadUser(app.db, id), message: 'User updated successfully' };
  });

  app.delete('/users/:id', { config: can(usersModule, 'delete'), schema: docSchema({ operationId: 'deleteUser', tags, summary: 'Delete a staff account', params: idParams, data: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }, errors: [404, 409] }) }, async (request) => {
    const { id } = request.params;
    if (id === request.session.userId) throw new HttpError(409, 'You cannot delete your own account.');
    await app.db.transaction(async (tx) => {
      await lockSuperAdmins(tx);
      const before = await loadUser(tx, id);
      if ((await checkActOn(tx, request.session, id)).allPermissions) await checkSuperAdminRemains(tx, id, app.config.now());
      await tx.query('DELETE FROM users WHERE id = $1', [id]);
      await recordRequestHistory(tx, request, { module: 'users', recordId: id, action: 'delete', before: { ...before } });
    });
    return { data: { id }, message: 'User deleted successfully' };
  });

  await app.register(passwordRoute);
  await app.register(roleOptionsRoute);
}
