// Runs the admin API's bench seeding of the schedule tables (apps/admin-api/test/bench/schedule-seed-cli.ts)
// from source, resolving @backoffice/* with the API's tsconfig as apps/admin-api/src/main.ts does.
const path = require('node:path');
const { register } = require('tsx/cjs/api');

process.env.TSX_TSCONFIG_PATH ??= path.join(__dirname, '..', '..', 'apps', 'admin-api', 'tsconfig.json');
register();
require('../../apps/admin-api/test/bench/schedule-seed-cli');
