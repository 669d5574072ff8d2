# shellcheck shell=bash
# A throwaway PostgreSQL server for tests: its own data dir under $TMPDIR, its own free loopback
# port, trust auth, fsync off. Source this file, then:
#   pg_find_bin        -> sets PG_BIN (highest /usr/lib/postgresql/<v>/bin), fails if none
#   pg_start DBNAME    -> sets PG_ROOT, PG_PORT, PG_URL (postgres://postgres@127.0.0.1:PORT/DBNAME)
#   pg_create_database DBNAME -> another database on the running server; prints its URL
#   pg_stop            -> stops the server and removes its directory; safe to call more than once
# The server log is kept in $PG_ROOT/log (shown when start fails). As root, the server runs as
# the `postgres` system user (initdb refuses root); otherwise as the current user.

PG_BIN=""
PG_ROOT=""
PG_PORT=""
PG_URL=""

# Prints a free TCP port on 127.0.0.1 (the kernel picks it; tiny race until the server binds).
free_port() {
  # A string, not a number: with FORCE_COLOR set (test runners set it) Node colours numbers.
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(s.address().port+'\\n');s.close()})"
}

pg_find_bin() {
  local candidate
  candidate=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  if [[ -n "$candidate" && -x "$candidate/initdb" && -x "$candidate/pg_ctl" ]]; then
    PG_BIN="$candidate"
    return 0
  fi
  echo "PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin/initdb)." >&2
  return 1
}

# Runs a command as the user that owns the cluster.
_pg_as_owner() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

pg_start() {
  local db="$1" attempt
  [[ -n "$PG_BIN" ]] || pg_find_bin || return 1
  PG_ROOT=$(mktemp -d "${TMPDIR:-/tmp}/cofound-pg.XXXXXX")
  if [[ $(id -u) -eq 0 ]]; then
    if ! id postgres >/dev/null 2>&1; then
      echo "The 'postgres' system user does not exist (install Debian's postgresql package)." >&2
      return 1
    fi
    chown postgres:postgres "$PG_ROOT"
  fi
  if ! _pg_as_owner "$PG_BIN/initdb" -D "$PG_ROOT/data" -U postgres --auth=trust -E UTF8 \
    --locale=C.UTF-8 >"$PG_ROOT/initdb.log" 2>&1; then
    echo "initdb failed:" >&2
    cat "$PG_ROOT/initdb.log" >&2
    return 1
  fi
  # A port found free can be taken before the server binds it: try a few.
  for attempt in 1 2 3; do
    PG_PORT=$(free_port)
    if _pg_as_owner "$PG_BIN/pg_ctl" -D "$PG_ROOT/data" -l "$PG_ROOT/log" -w -t 60 \
      -o "-p $PG_PORT -k $PG_ROOT -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null 2>&1; then
      break
    fi
    if [[ $attempt -eq 3 ]]; then
      echo "PostgreSQL did not start; its log:" >&2
      cat "$PG_ROOT/log" >&2 2>/dev/null || true
      return 1
    fi
  done
  PG_URL=$(pg_create_database "$db") || return 1
}

pg_create_database() {
  local db="$1"
  if ! "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt \
    -c "create database \"$db\"" >/dev/null; then
    echo "could not create database $db" >&2
    return 1
  fi
  echo "postgres://postgres@127.0.0.1:$PG_PORT/$db"
}

pg_stop() {
  [[ -n "$PG_ROOT" ]] || return 0
  if [[ -f "$PG_ROOT/data/postmaster.pid" ]]; then
    if ! _pg_as_owner "$PG_BIN/pg_ctl" -D "$PG_ROOT/data" -m fast -t 30 -w stop >/dev/null 2>&1; then
      # Last resort: the postmaster we started, by its pid (never by name).
      local pid
      pid=$(head -1 "$PG_ROOT/data/postmaster.pid" 2>/dev/null || true)
      [[ "$pid" =~ ^[0-9]+$ ]] && kill -9 "$pid" 2>/dev/null || true
    fi
  fi
  rm -rf "$PG_ROOT"
  PG_ROOT=""
  PG_PORT=""
  PG_URL=""
}
