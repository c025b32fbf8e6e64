#!/bin/sh
# SPDX-License-Identifier: ISC
# dead_bench.sh BENCH [RUNS]: runs `BENCH time` RUNS times (default 5) and
# prints the per-density table of the first run and the median over the
# runs of each figure of the "random", "hard" and "all" lines; then one
# agreement run. `make bench-dead` runs it on the bench/dead_bench that
# make builds (bench/README.md).
bench=${1:-bench/dead_bench}
runs=${2:-5}
tmp=${TMPDIR:-/tmp}/dead_bench.$$
trap 'rm -f "$tmp".*' EXIT INT TERM
i=1
while [ "$i" -le "$runs" ]; do
	"$bench" time > "$tmp.$i" || exit 1
	i=$((i + 1))
done
echo "== dead_bench time (first run of $runs; time per call, witness requested)"
cat "$tmp.1"
for what in random hard all; do
	cat "$tmp".[0-9]* | awk -v what="$what" -v runs="$runs" '
	function median(a, n,   i, j, t) {
		for (i = 1; i <= n; i++)
			for (j = i + 1; j <= n; j++)
				if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
		return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
	}
	$1 == what {
		n++; med[n] = $7; mean[n] = $10; p99[n] = $13; max[n] = $16
		raw[n] = $20
	}
	END {
		if (n)
			printf("== median of %d runs, %s: median %.3f us, mean %.3f us, p99 %.3f us, max %.3f us, raw max %.3f us\n",
			    n, what, median(med, n), median(mean, n),
			    median(p99, n), median(max, n), median(raw, n))
	}'
done
echo "== dead_bench agree"
"$bench" agree
