/* SPDX-License-Identifier: ISC */
/*
 * yaml_emit_bench.c: the cost of writing plies as YAML, with nothing
 * else: the events of one step ply (ply, round, actor, action, tower,
 * board, from, to), 80 to a document, written by libyaml's emitter
 * through its event API, and by talat's direct block writer
 * (src/yaml_block.c); the output is thrown away.
 *
 *   yaml_emit_bench [PLIES]
 *
 * Prints, for each, the median of 5 runs in plies per second. The first
 * figure bounds talat yaml when every ply goes through libyaml.
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
lib_scalar(yaml_emitter_t *e, const char *s)
{
	yaml_event_t ev;

	if (!yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (const yaml_char_t *)s, (int)strlen(s), 1, 1,
	    YAML_PLAIN_SCALAR_STYLE) || !yaml_emitter_emit(e, &ev))
		fail("libyaml scalar");
}

static void
lib_event(yaml_emitter_t *e, int ok, yaml_event_t *ev)
{
	if (!ok || !yaml_emitter_emit(e, ev))
		fail("libyaml event");
}

static double
run_libyaml(long plies)
{
	struct talat_yaml_error err;
	yaml_emitter_t e;
	yaml_event_t ev;
	char num[24];
	double t0;
	long p;
	size_t k;

	if (!yaml_emitter_initialize(&e))
		fail("yaml_emitter_initialize");
	yaml_emitter_set_output(&e, discard, NULL);
	if (yemit_open(&e, &err) < 0)
		fail("yemit_open");
	t0 = now();
	for (p = 0; p < plies; p++) {
		if (p % PER_DOCUMENT == 0) {
			lib_event(&e, yaml_document_start_event_initialize(&ev,
			    NULL, NULL, NULL, 1), &ev);
			lib_event(&e, yaml_mapping_start_event_initialize(&ev,
			    NULL, NULL, 1, YAML_BLOCK_MAPPING_STYLE), &ev);
			lib_scalar(&e, "plies");
			lib_event(&e, yaml_sequence_start_event_initialize(&ev,
			    NULL, NULL, 1, YAML_BLOCK_SEQUENCE_STYLE), &ev);
		}
		snprintf(num, sizeof num, "%ld", p + 1);
		lib_event(&e, yaml_mapping_start_event_initialize(&ev, NULL,
		    NULL, 1, YAML_BLOCK_MAPPING_STYLE), &ev);
		for (k = 0; k < NWORDS; k++)
			lib_scalar(&e, ply_words[k][0] ? ply_words[k] : num);
		lib_event(&e, yaml_mapping_end_event_initialize(&ev), &ev);
		if (p % PER_DOCUMENT == PER_DOCUMENT - 1 || p == plies - 1) {
			lib_event(&e, yaml_sequence_end_event_initialize(&ev),
			    &ev);
			lib_event(&e, yaml_mapping_end_event_initialize(&ev),
			    &ev);
			lib_event(&e, yaml_document_end_event_initialize(&ev,
			    1), &ev);
		}
	}
	if (yemit_close(&e, &err) < 0)
		fail("yemit_close");
	t0 = now() - t0;
	yaml_emitter_delete(&e);
	return (double)plies / t0;
}

static void
ok(int rc)
{
	if (rc < 0)
		fail("block writer");
}

static double
run_direct(long plies)
{
	struct yblock b;
	char num[24];
	double t0;
	long p;
	size_t k;
	const char *s;

	yblock_init(&b);
	t0 = now();
	for (p = 0; p < plies; p++) {
		if (p % PER_DOCUMENT == 0) {
			ok(yblock_document_start(&b, p == 0));
			ok(yblock_mapping_start(&b));
			ok(yblock_scalar(&b, "plies", 5, 0));
			ok(yblock_sequence_start(&b));
		}
		snprintf(num, sizeof num, "%ld", p + 1);
		ok(yblock_mapping_start(&b));
		for (k = 0; k < NWORDS; k++) {
			s = ply_words[k][0] ? ply_words[k] : num;
			ok(yblock_scalar(&b, s, strlen(s), 0));
		}
		ok(yblock_end(&b));
		if (p % PER_DOCUMENT == PER_DOCUMENT - 1 || p == plies - 1) {
			ok(yblock_end(&b));
			ok(yblock_end(&b));
			ok(yblock_document_end(&b));
			discard(NULL, (unsigned char *)b.buf, b.len);
		}
	}
	t0 = now() - t0;
	yblock_free(&b);
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
	printf("direct_plies_per_s %.0f\n", median(run_direct, plies));
	return 0;
}
