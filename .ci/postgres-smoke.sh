#!/usr/bin/env bash
# The compiled binary on PostgreSQL (DATABASE_URL set by test/support/with-postgres.ts): the CLI,
# `serve --workers 2`, a metered call, the quota, /readyz, a clean SIGTERM. Exit 0 when all hold.
set -euo pipefail
BIN=$1
WORK=$(mktemp -d)
PID=""
trap '[ -n "$PID" ] && kill "$PID" 2>/dev/null; rm -rf "$WORK"' EXIT
"$BIN" accounts create pg --daily-limit 2 >/dev/null
KEY=$("$BIN" keys create --account pg --json | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).key))')
PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
"$BIN" serve --port "$PORT" --workers 2 2>"$WORK/server.log" &
PID=$!
URL="http://127.0.0.1:$PORT"
for _ in $(seq 1 150); do curl -sf "$URL/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
curl -sf "$URL/readyz" | grep -q '"ready"'
call() { curl -s -o /dev/null -w '%{http_code}' -X POST "$URL/api/v1/tarot" -H 'content-type: application/json' -H "authorization: Bearer $KEY" --data '{"cardId":1}'; }
[ "$(call)" = 200 ] && [ "$(call)" = 200 ] && [ "$(call)" = 429 ]
"$BIN" usage --account pg --json | grep -q '"used":2'
grep -q '"db":"postgres"' "$WORK/server.log"
kill -TERM "$PID"
wait "$PID"
PID=""
echo "binary on PostgreSQL: CLI, serve --workers 2, quota, /readyz, SIGTERM: ok"
