#!/usr/bin/env bash
# The API's suites on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too — at the same time: each run
# is one jest worker bound by one core, and one after the other they were half of CI's time.
set -u
config=apps/admin-api/jest.config.cjs
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  exec jest -c "$config" --passWithNoTests "$@"
fi
env -u TEST_DATABASE_URL jest -c "$config" --passWithNoTests "$@" > >(sed -u 's/^/[pglite] /') 2>&1 &
pglite=$!
jest -c "$config" --passWithNoTests "$@" 2>&1 | sed -u 's/^/[postgres] /'
postgres=${PIPESTATUS[0]}
wait "$pglite"
pglite=$?
echo "admin-api tests: PGlite exit $pglite, PostgreSQL exit $postgres"
[ "$pglite" -eq 0 ] && [ "$postgres" -eq 0 ]
