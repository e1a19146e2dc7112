#!/usr/bin/env bash
# Runs the backend tests (RLS matrix and the integration tests of the local backend) a second
# time, on a throwaway PostgreSQL 15 cluster (the unit run uses PostgreSQL 17), for hosted
# projects created before 17.
# Usage: supabase/tests/db/run-on-pg15.sh [vitest args]
set -euo pipefail

PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
PORT=${PG15_TEST_PORT:-54339}
REPO=$(cd "$(dirname "$0")/../../.." && pwd)
DATA=$(mktemp -d /tmp/pg15-rls-XXXXXX)

run_pg() {
  if [ "$(id -u)" = "0" ]; then su postgres -c "$*"; else bash -c "$*"; fi
}

if [ "$(id -u)" = "0" ]; then chown postgres "$DATA"; fi
run_pg "$PGBIN/initdb -D $DATA/db -U postgres -A trust >/dev/null"
run_pg "$PGBIN/pg_ctl -D $DATA/db -o '-p $PORT -k $DATA -c listen_addresses=127.0.0.1' -l $DATA/server.log -w start >/dev/null"
trap 'run_pg "$PGBIN/pg_ctl -D $DATA/db -m fast stop >/dev/null"; rm -rf "$DATA"' EXIT

cd "$REPO"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" \
  npx vitest run --project supabase "$@"
