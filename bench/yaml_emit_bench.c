/* SPDX-License-Identifier: ISC */
/*
 * yaml_emit_bench.c: the cost of writing plies as YAML, with nothing
 * else: the events of one step ply (ply, round, actor, action, tower,
 * board, from, to), 80 to a document, written by libyaml's emitter
 * through talat's events (src/yaml_event.c, as talat yaml writes them);
 * the output is thrown away.
 *
 *   yaml_emit_bench [PLIES]
 *
 * Prints the median of 5 runs in plies per second: a bound on talat
 * yaml.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "talat.h"
#include "talat/yaml.h"
#include "yaml_private.h"

#define PER_DOCUMENT 80
#define RUNS 5

static int
discard(void *ctx, unsigned char *data, size_t size)
{
	(void)ctx;
	(void)data;
	(void)size;
	return 1;
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void
fail(const char *what)
{
	fprintf(stderr, "yaml_emit_bench: %s failed\n", what);
	exit(2);
}

/* The key-value pairs of a ply; "" marks the number of the ply. */
static const char *const ply_words[] = {
	"ply", "", "round", "12", "actor", "W", "action", "step",
	"tower", "WL6", "board", "WB", "from", "c1", "to", "c2",
};

#define NWORDS (sizeof(ply_words) / sizeof(ply_words[0]))

static void
ok(int rc)
{
	if (rc < 0)
		fail("an event");
}

static double
run_libyaml(long plies)
{
	struct talat_yaml_error err;
	struct yml_out o;
	char num[24];
	double t0;
	long p;
	size_t k;

	ok(yml_out_open(&o, discard, NULL, &err));
	t0 = now();
	for (p = 0; p < plies; p++) {
		if (p % PER_DOCUMENT == 0) {
			ok(yml_event(&o, YAML_DOCUMENT_START_EVENT));
			ok(YML_MAP(&o));
			ok(YML_PLAIN(&o, "plies"));
			ok(YML_SEQ(&o));
		}
		snprintf(num, sizeof num, "%ld", p + 1);
		ok(YML_MAP(&o));
		for (k = 0; k < NWORDS; k++)
			ok(yml_plain(&o, ply_words[k][0] ? ply_words[k] : num));
		ok(YML_MAP_END(&o));
		if (p % PER_DOCUMENT == PER_DOCUMENT - 1 || p == plies - 1) {
			ok(YML_SEQ_END(&o));
			ok(YML_MAP_END(&o));
			ok(yml_event(&o, YAML_DOCUMENT_END_EVENT));
		}
	}
	ok(yml_out_close(&o));
	t0 = now() - t0;
	yml_out_free(&o);
	return (double)plies / t0;
}

static int
by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static double
median(double (*run)(long), long plies)
{
	double v[RUNS];
	int i;

	for (i = 0; i < RUNS; i++)
		v[i] = run(plies);
	qsort(v, RUNS, sizeof(v[0]), by_value);
	return v[RUNS / 2];
}

int
main(int argc, char **argv)
{
	long plies = argc > 1 ? atol(argv[1]) : 800000;

	if (plies < 1) {
		fprintf(stderr, "usage: yaml_emit_bench [PLIES]\n");
		return 2;
	}
	printf("libyaml_plies_per_s %.0f\n", median(run_libyaml, plies));
	return 0;
}
