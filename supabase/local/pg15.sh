#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL 15 cluster, so the backend and its tests can run against
# a real server (DATABASE_URL / TEST_DATABASE_URL) as well as the embedded one. Usable in CI.
#   pg15.sh start <dir> [port]   initialises <dir> if needed, starts it, prints its DATABASE_URL
#   pg15.sh stop <dir>           stops it (the folder is kept; delete it to start from scratch)
set -euo pipefail

cmd="${1:-}"
dir="${2:-}"
port="${3:-54432}"
if [[ -z "$cmd" || -z "$dir" ]]; then
  echo "usage: $0 start <dir> [port] | stop <dir>" >&2
  exit 2
fi

bindir="${PG_BINDIR:-}"
if [[ -z "$bindir" ]]; then
  if [[ -x /usr/lib/postgresql/15/bin/initdb ]]; then bindir=/usr/lib/postgresql/15/bin
  elif command -v pg_config >/dev/null 2>&1; then bindir="$(pg_config --bindir)"
  else bindir="$(dirname "$(command -v initdb)")"
  fi
fi

mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"

# Postgres refuses to run as root: run it as the postgres user then.
run() {
  if [[ "$(id -u)" == "0" ]]; then
    chown -R postgres "$dir"
    su postgres -s /bin/bash -c "$(printf '%q ' "$@")"
  else
    "$@"
  fi
}

case "$cmd" in
  start)
    if [[ ! -f "$dir/PG_VERSION" ]]; then
      # Trust on the loopback only: a throwaway cluster for local runs and CI.
      run "$bindir/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C >"$dir.initdb.log" 2>&1 || {
        cat "$dir.initdb.log" >&2
        exit 1
      }
    fi
    run "$bindir/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 30 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    run "$bindir/pg_ctl" -D "$dir" -m fast -w stop >/dev/null
    ;;
  *)
    echo "unknown command: $cmd" >&2
    exit 2
    ;;
esac
