#!/usr/bin/env bash
# The API and contract test suites against PostgreSQL (127.0.0.1:5432, trust auth, user postgres): a fresh database for the run,
# dropped afterwards whatever happens, with the databases the test servers copy from templates (named after it).
set -euo pipefail
cd "$(dirname "$0")/.."
host="${PGHOST:-127.0.0.1}"
port="${PGPORT:-5432}"
now=$(date +%s)
db="vibeline_ci_${now}_$$"
psql_() { psql -h "$host" -p "$port" -U postgres -v ON_ERROR_STOP=1 -q "$@"; }
# A database, also one marked as a template (server/test/templates.ts copies each test file's database from one).
drop_db() {
  psql_ -d postgres -c "alter database $1 is_template false" 2>/dev/null || true
  psql_ -d postgres -c "drop database if exists $1 with (force)" || true
}
# The run's database and those named after it: the test servers' templates and copies, normally dropped by the
# tests' own teardown.
cleanup() {
  for derived in $(psql_ -d postgres -At -c "select datname from pg_database where starts_with(datname, '${db}_')"); do
    drop_db "$derived"
  done
  drop_db "$db"
}
trap cleanup EXIT
# Without these, a cancelled or timed-out job (SIGTERM, Ctrl-C) would skip the EXIT trap and leave the database.
# The tests run in the background so that a signal is handled at once: stop them, then clean up.
tests_pid=""
stop() {
  if [ -n "$tests_pid" ]; then
    kill -TERM -- "-$tests_pid" 2>/dev/null || true
    wait "$tests_pid" 2>/dev/null || true
  fi
  exit "$1"
}
trap 'stop 143' TERM
trap 'stop 130' INT

if ! pg_isready -h "$host" -p "$port" -q; then
  echo "PostgreSQL does not answer on $host:$port" >&2
  exit 1
fi

# Databases of earlier runs that were killed outright (SIGKILL, a lost machine) never had their cleanup: drop those
# older than six hours. A run takes minutes, so a database that old belongs to no running job.
for old in $(psql_ -d postgres -At -c "select datname from pg_database where datname ~ '^vibeline_(ci|scale)_[0-9]+_[0-9]+(_[a-z0-9_]+)?$'"); do
  started=$(echo "$old" | cut -d_ -f3)
  if [ $((now - started)) -gt 21600 ]; then
    echo "dropping the leftover database $old"
    drop_db "$old"
  fi
done

psql_ -d postgres -c "create database $db"
psql_ -d "$db" -c "create extension if not exists pg_trgm"
# server/scale.test.ts also needs Redis: it creates and drops a database of its own beside this one, and keeps its
# Redis keys under a prefix of its own in this database number (it deletes them afterwards, never flushes).
redis_url="${TEST_REDIS_URL:-redis://127.0.0.1:6379/9}"
# A server test file that never reaches a database through TEST_DATABASE_URL (no test server, no peer, no URL of
# its own) runs exactly as in the SQLite pass: its run here would only repeat that one. The others are named as the
# run's filters (with the contract tests); the ones left out are listed, so that it shows.
uses_database='startTestServer|startPeer|harness|test/instances|TEST_DATABASE_URL|DATABASE_URL|databaseUrl|postgres'
files=()
for file in $(grep -rlE "$uses_database" server --include='*.test.ts' | sort); do files+=("$file"); done
for file in $(grep -rLE "$uses_database" server --include='*.test.ts' | sort); do
  echo "not repeated on PostgreSQL (no database URL): $file"
done
# Its own process group (setsid), so that stopping it stops npx, Vitest and its workers together.
TEST_DATABASE_URL="postgres://postgres@$host:$port/$db" TEST_REDIS_URL="$redis_url" setsid npx vitest run \
  --configLoader runner --project server --project contract "${files[@]}" tests/contract/ &
tests_pid=$!
wait "$tests_pid"
