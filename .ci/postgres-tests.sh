#!/usr/bin/env bash
# The API test suite against PostgreSQL (127.0.0.1:5432, trust auth, user postgres): a fresh database for the run,
# dropped afterwards whatever happens. Each test file makes its own schema inside it.
set -euo pipefail
cd "$(dirname "$0")/.."
host="${PGHOST:-127.0.0.1}"
db="vibeline_ci_$(date +%s)_$$"
psql_() { psql -h "$host" -U postgres -v ON_ERROR_STOP=1 -q "$@"; }
cleanup() { psql_ -d postgres -c "drop database if exists $db with (force)" || true; }
trap cleanup EXIT
psql_ -d postgres -c "create database $db"
psql_ -d "$db" -c "create extension if not exists pg_trgm"
TEST_DATABASE_URL="postgres://postgres@$host:5432/$db" npx vitest run --project server
