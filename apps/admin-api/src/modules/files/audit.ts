// Who changed what in the file store: one row per mutation in file_audit, and a line in the server log.
import type { FastifyRequest } from 'fastify';

export type FileAction = 'upload' | 'replace' | 'delete' | 'rename' | 'move' | 'create_folder';

export async function recordFileChange(
  request: FastifyRequest,
  action: FileAction,
  path: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const { userId, email } = request.session;
  request.log.info({ audit: { module: 'files', action, path, userId, email, ...detail } }, `files: ${action} ${path} by ${email}`);
  await request.server.db.query(
    'INSERT INTO file_audit (user_id, user_email, action, path, detail) VALUES ($1, $2, $3, $4, $5)',
    [userId, email, action, path, JSON.stringify(detail)],
  );
}
