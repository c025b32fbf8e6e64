#!/bin/sh
# SPDX-License-Identifier: ISC
# driver.sh: automake's test-driver, then the closing summary lines of the
# test (Check's "N%: Checks: ..." and "N passed, N failed") echoed from its
# log, so that make check shows them.
log=
prev=
for arg in "$@"; do
	[ "$prev" = --log-file ] && log=$arg
	prev=$arg
done
"$(dirname "$0")/../build-aux/test-driver" "$@"
status=$?
if [ -n "$log" ] && [ -f "$log" ]; then
	grep -E '^[0-9]+%: Checks: |[0-9]+ passed, [0-9]+ failed' "$log" |
		sed 's/^/  /'
fi
exit $status
