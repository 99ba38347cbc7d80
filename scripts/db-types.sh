#!/usr/bin/env bash
# Regenerates server/db/schema.ts (the typed database) from the migrations:
# migrates a scratch database on the PostgreSQL server of PG_URL (default: the
# local one), reads its tables with kysely-codegen, and drops it.
set -euo pipefail
cd "$(dirname "$0")/.."
server=${PG_URL:-postgres://postgres@127.0.0.1:5432}
scratch="sub_types_$$"
psql "$server/postgres" -qc "create database $scratch"
trap 'psql "$server/postgres" -qc "drop database if exists $scratch"' EXIT
DATABASE_URL="$server/$scratch" npx tsx server/cli.ts migrate >/dev/null
# Parsers as server/db/database.ts sets them: DATE and timestamp without time
# zone stay strings, bigint becomes a number, numeric stays an exact string.
npx kysely-codegen --url "$server/$scratch" --dialect postgres --out-file server/db/schema.ts \
  --date-parser string --numeric-parser string --exclude-pattern 'kysely_migration*' \
  --type-mapping '{"timestamp":"string","int8":"number"}'
npx prettier --write server/db/schema.ts >/dev/null
