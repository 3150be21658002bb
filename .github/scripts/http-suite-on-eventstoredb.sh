#!/usr/bin/env bash
# The command API's HTTP (e2e) suite on KurrentDB + MongoDB, for the `engines` job of
# .github/workflows/integration.yml. E2E_STORES=eventstoredb makes the test harness
# (apps/command-api/src/testing/test-app.ts) open EVENTSTORE_URL's server as the event store and a
# MongoDB database of its own per app on MONGODB_URL (uploads in its GridFS), for the API and the
# projector process alike.
#
# MongoDB isolates by database, but KurrentDB has one log per server, and the tests sign in with
# fixed addresses (user ids derive from them) and look at what the log holds. So each test file
# gets an empty log: the server runs in memory (KURRENTDB_MEM_DB=true) and is restarted before
# each file, one file at a time. Needs EVENTSTORE_CONTAINER (the container to restart).
set -euo pipefail
cd "$(dirname "$0")/../.."

: "${EVENTSTORE_CONTAINER:?names the in-memory KurrentDB container, restarted before each test file}"
: "${EVENTSTORE_URL:?}"
: "${MONGODB_URL:?}"
export E2E_STORES=eventstoredb
HEALTH_URL="${EVENTSTORE_HEALTH_URL:-http://127.0.0.1:2113/health/live}"

# Tests that look at the embedded stores themselves (files under DATA_DIR, the store kind), so they
# cannot pass on server stores; they keep running in `npm test` on the embedded stores.
skipped_tests=(
  # the blob folder under DATA_DIR (uploads are in GridFS here)
  'answers 415 to an executable named .pdf'
  'refuses community uploads until partner approval exists'
  'keeps no partial blob and frees the slot when a client goes away mid-file'
  'refuses a file over the storage quota with 413'
  # /api/status naming the store kind "sqlite"
  'reports the log head, the checkpoint and the lag in events and seconds'
  # the operator CLI, started on DATA_DIR's embedded stores rather than through the harness
  'operator CLI: npm run admin'
)
# One jest name pattern that matches every test but those (dots escaped: jest reads a regex).
escaped=()
for name in "${skipped_tests[@]}"; do escaped+=("${name//./\\.}"); done
alternatives=$(IFS='|' && echo "${escaped[*]}")
pattern="^(?!.*(${alternatives})).*$"

restart_eventstore() {
  local since
  since=$(date -u +%Y-%m-%dT%H:%M:%SZ)
  docker restart "$EVENTSTORE_CONTAINER" >/dev/null
  for _ in $(seq 1 120); do
    if curl -fs -o /dev/null "$HEALTH_URL" &&
      docker logs --since "$since" "$EVENTSTORE_CONTAINER" 2>&1 | grep -q 'IS LEADER'; then
      return 0
    fi
    sleep 0.5
  done
  echo "KurrentDB did not come back as leader within 60 s" >&2
  docker logs --tail 100 "$EVENTSTORE_CONTAINER" >&2 || true
  return 1
}

# The HTTP suite is the e2e files that start the API through the harness; the others start their
# own processes on the embedded stores and run in `npm test`.
mapfile -t files < <(cd apps/command-api && grep -rl --include='*.e2e.spec.ts' 'startTestApp(' src | sort)
echo "HTTP suite on KurrentDB + MongoDB: ${#files[@]} test files, each on an empty log"

# One file at a time (one log); --forceExit so a client a server store leaves open cannot hang
# the job; a longer test timeout for the network round trips.
failed=()
log=$(mktemp)
for file in "${files[@]}"; do
  echo "::group::$file"
  restart_eventstore
  set +e
  (cd apps/command-api && npx jest --ci --runInBand --forceExit --testTimeout=30000 --testNamePattern="$pattern" --runTestsByPath "$file") 2>&1 |
    tee -a "$log"
  status=${PIPESTATUS[0]}
  set -e
  echo "::endgroup::"
  if [ "$status" -ne 0 ]; then
    failed+=("$file")
    echo "::error file=apps/command-api/$file::HTTP suite failed on KurrentDB + MongoDB"
  fi
done

sed -r 's/\x1B\[[0-9;]*[A-Za-z]//g' "$log" | grep -E '^Tests: +' | awk '
  { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i; if ($(i+1) ~ /^skipped/) s += $i } }
  END { printf "HTTP suite on KurrentDB + MongoDB: %d passed, %d failed, %d skipped\n", p, f, s }'
rm -f "$log"
if [ ${#failed[@]} -gt 0 ]; then
  printf 'failed: %s\n' "${failed[@]}" >&2
  exit 1
fi
