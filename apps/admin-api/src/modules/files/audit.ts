// Who changed what in the file store: one row per mutation in file_audit, and a line in the server log.
// The row is written (committed) before the change is made and removed again if the change fails: a crash
// in between leaves a row for a change that did not happen, never a stored file without its row.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/db';

export type FileAction = 'upload' | 'replace' | 'delete' | 'rename' | 'move' | 'create_folder';

/** Records one change about to be made; the returned function takes the record back when the change failed. */
export type RecordChange = (action: FileAction, path: string, detail?: Record<string, unknown>) => Promise<() => Promise<void>>;

export function changeRecorder(request: FastifyRequest, db: Db = request.server.db): RecordChange {
  const { userId, email } = request.session;
  return async (action, path, detail = {}) => {
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO file_audit (user_id, user_email, action, path, detail) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [userId, email, action, path, JSON.stringify(detail)],
    );
    request.log.info({ audit: { module: 'files', action, path, userId, email, ...detail } }, `files: ${action} ${path} by ${email}`);
    return async () => {
      await db.query('DELETE FROM file_audit WHERE id = $1', [rows[0].id]);
      request.log.info({ audit: { module: 'files', action, path, undone: true } }, `files: ${action} ${path} failed, record withdrawn`);
    };
  };
}

/** Runs `change` after recording it; takes the record back when the change throws. */
export async function recorded<T>(record: RecordChange, action: FileAction, path: string, detail: Record<string, unknown>, change: () => Promise<T>): Promise<T> {
  const undo = await record(action, path, detail);
  try {
    return await change();
  } catch (error) {
    await undo();
    throw error;
  }
}
