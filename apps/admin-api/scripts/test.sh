#!/usr/bin/env bash
# The API's suites. Without TEST_DATABASE_URL: every suite on PGlite. With it (CI): every suite on PostgreSQL, the
# production database, and at the same time the suites of the database layer on PGlite. PGlite is PostgreSQL built to
# WebAssembly — the same SQL — so what can differ is the driver layer (one connection, type parsing, transactions,
# locks, its data folder), which those suites cover; the e2e suite runs the whole product on PGlite besides.
# Running every suite twice was a third of CI's time. Named test files (`npm test -- path`) run on both.
set -u
config=apps/admin-api/jest.config.cjs
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  exec jest -c "$config" --passWithNoTests "$@"
fi
pglite_suites=("$@")
if [ $# -eq 0 ]; then
  pglite_suites=(
    apps/admin-api/src/db/ apps/admin-api/src/resource/ apps/admin-api/src/modules/live/ apps/admin-api/src/modules/campaigns/
    apps/admin-api/test/migrations.spec.ts apps/admin-api/test/first-start.spec.ts apps/admin-api/test/list-contract.spec.ts
    apps/admin-api/test/backup-restore.spec.ts apps/admin-api/test/single-instance.spec.ts apps/admin-api/test/storable-input.spec.ts
    apps/admin-api/test/throttle-race.spec.ts
  )
fi
env -u TEST_DATABASE_URL jest -c "$config" --passWithNoTests "${pglite_suites[@]}" > >(sed -u 's/^/[pglite] /') 2>&1 &
pglite=$!
# Two workers: each test file has its own schema and its servers listen on free ports, and a single worker left a core
# idle for most of this, the longest run of CI (jest's default on two cores is one).
workers=()
[ $# -eq 0 ] && workers=(--maxWorkers=2)
jest -c "$config" --passWithNoTests "${workers[@]}" "$@" 2>&1 | sed -u 's/^/[postgres] /'
postgres=${PIPESTATUS[0]}
wait "$pglite"
pglite=$?
echo "admin-api tests: PGlite exit $pglite, PostgreSQL exit $postgres"
[ "$pglite" -eq 0 ] && [ "$postgres" -eq 0 ]
