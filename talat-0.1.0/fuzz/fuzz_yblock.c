/* SPDX-License-Identifier: ISC */
/*
 * fuzz_yblock.c: libFuzzer target for the direct YAML writer
 * (src/yaml_block.c) against libyaml's emitter, event for event.
 *
 * The input is a program of events for one document whose root is a
 * block mapping: each byte is an operation, its low two bits saying
 * which:
 *   0  a scalar: the byte's bit 2 asks for single quotes; the next byte
 *      is its length (mod 64), then that many bytes of text;
 *   1  a mapping start;  2  a sequence start;  3  the end of the
 *      innermost mapping or sequence.
 * At the end of the input every open collection is ended. Each event
 * goes to both writers; once the direct writer refuses one (outside its
 * subset), or libyaml refuses a scalar (not UTF-8), the input is done
 * with. Otherwise the two documents must be the same bytes: any
 * difference aborts.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>
#include "talat.h"
#include "yaml_private.h"
#include "fuzz.h"

struct twin {
	struct yblock b;
	yaml_emitter_t e;
	int depth;
};

/* Hands ev (initialized when `made`) to libyaml once the direct writer
 * took its part (rc); 0, or -1 when the input is done with. */
static int
both(struct twin *t, int made, int rc, yaml_event_t *ev)
{
	if (rc == TALAT_YBLOCK_NOMEM)
		fuzz_fail("the direct writer ran out of memory");
	if (rc == TALAT_YBLOCK_UNSUPPORTED) {
		if (made)
			yaml_event_delete(ev);
		return -1;
	}
	if (!made)
		fuzz_fail("libyaml refused an event the direct writer took");
	if (!yaml_emitter_emit(&t->e, ev))
		fuzz_fail("libyaml's emitter failed: %s",
		    t->e.problem ? t->e.problem : "?");
	return 0;
}

static int
scalar(struct twin *t, const char *s, size_t len, int quoted)
{
	yaml_event_t ev;

	/* libyaml checks the text is UTF-8; the direct writer is told so. */
	if (!yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (const yaml_char_t *)s, (int)len, 1, 1, quoted ?
	    YAML_SINGLE_QUOTED_SCALAR_STYLE : YAML_PLAIN_SCALAR_STYLE))
		return -1;
	return both(t, 1, yblock_scalar(&t->b, s, len, quoted), &ev);
}

static int
start(struct twin *t, int seq)
{
	yaml_event_t ev;
	int made;

	if (seq)
		made = yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1,
		    YAML_BLOCK_SEQUENCE_STYLE);
	else
		made = yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1,
		    YAML_BLOCK_MAPPING_STYLE);
	if (both(t, made, seq ? yblock_sequence_start(&t->b) :
	    yblock_mapping_start(&t->b), &ev) < 0)
		return -1;
	t->depth++;
	return 0;
}

static int
end(struct twin *t)
{
	yaml_event_t ev;
	int seq = t->b.depth > 0 && t->b.stack[t->b.depth - 1].seq;
	int made = seq ? yaml_sequence_end_event_initialize(&ev) :
	    yaml_mapping_end_event_initialize(&ev);

	if (both(t, made, yblock_end(&t->b), &ev) < 0)
		return -1;
	t->depth--;
	return 0;
}

/* Runs the program; 0 when the whole document was written by both. */
static int
run(struct twin *t, const uint8_t *p, size_t n)
{
	yaml_event_t ev;
	size_t i = 0, len;
	uint8_t op;

	if (both(t, yaml_document_start_event_initialize(&ev, NULL, NULL,
	    NULL, 1), yblock_document_start(&t->b, 1), &ev) < 0 ||
	    start(t, 0) < 0)
		return -1;
	while (i < n && t->depth > 0) {
		op = p[i++];
		switch (op & 3) {
		case 0:
			len = i < n ? p[i++] % 64 : 0;
			if (len > n - i)
				len = n - i;
			if (scalar(t, (const char *)p + i, len, op & 4) < 0)
				return -1;
			i += len;
			break;
		case 1:
		case 2:
			if (start(t, (op & 3) == 2) < 0)
				return -1;
			break;
		default:
			if (end(t) < 0)
				return -1;
		}
	}
	while (t->depth > 0)
		if (end(t) < 0)
			return -1;
	return both(t, yaml_document_end_event_initialize(&ev, 1),
	    yblock_document_end(&t->b), &ev);
}

const char fuzz_name[] = "yblock", fuzz_input[] = "yblock";

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct talat_yaml_error err;
	struct fuzz_buf ref = { NULL, 0, 0 };
	struct twin t;

	memset(&t, 0, sizeof(t));
	yblock_init(&t.b);
	if (!yaml_emitter_initialize(&t.e))
		fuzz_fail("yaml_emitter_initialize failed");
	yaml_emitter_set_output(&t.e, fuzz_buf_add, &ref);
	if (yemit_open(&t.e, &err) < 0)
		fuzz_fail("yemit_open: %s", err.message);
	if (run(&t, data, size) == 0) {
		if (yemit_close(&t.e, &err) < 0)
			fuzz_fail("yemit_close: %s", err.message);
		if (ref.len != t.b.len || memcmp(ref.data, t.b.buf, ref.len))
			fuzz_fail("the direct writer differs from libyaml:\n"
			    "%.*s---\n%.*s", (int)t.b.len, t.b.buf,
			    (int)ref.len, (const char *)ref.data);
	}
	yaml_emitter_delete(&t.e);
	yblock_free(&t.b);
	free(ref.data);
	return 0;
}
