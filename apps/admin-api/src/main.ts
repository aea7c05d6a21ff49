// Entry point: `node --import tsx apps/admin-api/src/main.ts` (npm start, e2e, bench).
// tsx reads the tsconfig of the working directory, which has no `@backoffice/*` paths; register it again with
// this project's tsconfig so the server resolves @backoffice/validation, then load the server.
import { createRequire } from 'node:module';
import path from 'node:path';
import { register } from 'tsx/cjs/api';

process.env.TSX_TSCONFIG_PATH ??= path.join(__dirname, '..', 'tsconfig.json');
register();
createRequire(__filename)('./server');
