// The API bench's fair floor: a bare node:http server with a `pg` pool, no framework, running per request the same
// two statements the admin API runs for a signed-in list (the session lookup by the token's sha256, the 20-row roles
// page), answering the rows as JSON. Run with `node --import tsx` (it takes both statements from the API's
// source, so they cannot drift): env DATABASE_URL, DATABASE_SCHEMA, DATABASE_POOL_SIZE; prints its port on stdout.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { moduleListSpec } from '@backoffice/validation';
import { rolesModule } from '@backoffice/modules-content';
import pg from 'pg';
import { SESSION_LOOKUP_SQL } from '../../apps/admin-api/src/core/sessions';
import { hashToken } from '../../apps/admin-api/src/core/tokens';
import { buildListSql } from '../../apps/admin-api/src/resource/list-query';
import { rolesResource } from '../../apps/admin-api/src/modules/roles/resource';

const { DATABASE_URL, DATABASE_SCHEMA, DATABASE_POOL_SIZE } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: Number(DATABASE_POOL_SIZE ?? 10), options: `-c search_path=${DATABASE_SCHEMA}` });
const query = { page: 1, pageSize: 20, sort: 'roleName', order: 'asc' as const };
const list = buildListSql({ definition: rolesResource as never, spec: moduleListSpec(rolesModule), query, now: new Date() });

// Prepared once per connection (named), as the API prepares these two: the floor gets the same help.
const statement = (name: string, text: string, values: unknown[]) => ({ name, text, values });

http
  .createServer(async (req, res) => {
    try {
      const token = req.headers['x-access-token'];
      const session = await pool.query(statement('session', SESSION_LOOKUP_SQL, [hashToken(String(token))]));
      if (!session.rows[0]) {
        res.writeHead(401).end();
        return;
      }
      const { rows } = await pool.query(statement('list', list.sql, list.params));
      const body = JSON.stringify({ data: { items: rows, total: Number(rows[0]?.total_count ?? 0), page: 1, pageSize: 20 } });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  })
  .listen(0, function (this: http.Server) {
    process.stdout.write(`${(this.address() as AddressInfo).port}\n`);
  });
