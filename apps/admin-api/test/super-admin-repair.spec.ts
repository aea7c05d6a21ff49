// A database whose Super admin role was turned off before the API refused that is repaired by the next start.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, login } from './helpers';

it('a restart with the seed gives the Super admin role its flag back when no super admin role is left', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'admin-api-repair-'));
  try {
    const first = await createTestApp({ dataDir });
    await first.db.query(`UPDATE roles SET all_permissions = false WHERE role_name = 'Super admin'`);
    await first.close();
    const second = await createTestApp({ dataDir });
    const token = await login(second, 'admin@example.com');
    const profile = await second.inject({ method: 'GET', url: '/api/v1/profile', headers: { 'x-access-token': token } });
    expect(profile.json().data.allPermissions).toBe(true);
    await second.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
