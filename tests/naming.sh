#!/bin/sh
# SPDX-License-Identifier: ISC
# naming.sh: how names and messages are written (HACKING.md, "Names").
#
# 1. The messages of the talat command go through its helpers (src/cli/
#    cli.h): no "talat CMD: ..." written by hand, and every literal given
#    to cli_error or cli_usage_error is marked _() (or is a bare "%s..."
#    format, a message translated already).
#
# Exit 0 when all hold, 1 otherwise.
top=${top_srcdir:-.}
cd "$top" || exit 2
fail=0

# 1. The command's messages.
bad=$(grep -n 'fprintf(stderr, *_\{0,1\}(\{0,1\}"talat' src/cli/*.c |
    grep -v '^src/cli/util.c:.*"talat%s%s: "')
if [ -n "$bad" ]; then
	echo "FAIL: a message written by hand, not by cli_error() and its kin:"
	echo "$bad" | sed 's/^/  /'
	fail=1
fi
# A call's literal is the text after "cli_error(CMD, " or
# "cli_usage_error(CMD, " on the same line; a format of conversions only
# ("%s", "%s: %s") needs no translation.
bad=$(grep -n 'cli_\(usage_\)\{0,1\}error([^,]*, *"' src/cli/*.c |
    grep -v 'error([^,]*, *"\(%[a-z]*[:  ]*\)*"')
if [ -n "$bad" ]; then
	echo "FAIL: a message given to cli_error/cli_usage_error unmarked (use _()):"
	echo "$bad" | sed 's/^/  /'
	fail=1
fi
echo "naming: $([ $fail = 0 ] && echo "the command's messages go through its helpers, marked" || echo FAILED)"
exit $fail
