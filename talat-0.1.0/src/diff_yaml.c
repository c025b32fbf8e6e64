/* SPDX-License-Identifier: ISC */
/* diff_yaml.c: a comparison of two records as one YAML document
 * (arbiter.md section 3), through libyaml's emitter. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <yaml.h>
#include "diff.h"
#include "talat/yaml.h"
#include "yaml_private.h"

struct out {
	yaml_emitter_t e;
	FILE *fp;
	int werrno;		/* errno of a failed write */
};

static int
write_fp(void *data, unsigned char *buf, size_t size)
{
	struct out *o = data;

	if (fwrite(buf, 1, size, o->fp) == size)
		return 1;
	o->werrno = errno ? errno : EIO;
	return 0;
}

static int
emit(struct out *o, yaml_event_t *ev)
{
	return yaml_emitter_emit(&o->e, ev) ? 0 : -1;
}

/* A string: plain when it reads back as itself, else single-quoted. */
static int
str(struct out *o, const char *s)
{
	yaml_event_t ev;
	size_t len = strlen(s);
	int plain = !yresolve_must_quote(s, len);

	if (!yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (yaml_char_t *)s, (int)len, plain, !plain, plain ?
	    YAML_PLAIN_SCALAR_STYLE : YAML_SINGLE_QUOTED_SCALAR_STYLE))
		return -1;
	return emit(o, &ev);
}

/* A scalar that is not a string (a number, true, false, null). */
static int
word(struct out *o, const char *s)
{
	yaml_event_t ev;

	if (!yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (yaml_char_t *)s, (int)strlen(s), 1, 0, YAML_PLAIN_SCALAR_STYLE))
		return -1;
	return emit(o, &ev);
}

static int
number(struct out *o, long v)
{
	char buf[32];

	snprintf(buf, sizeof(buf), "%ld", v);
	return word(o, buf);
}

static int
map_start(struct out *o)
{
	yaml_event_t ev;

	if (!yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1,
	    YAML_BLOCK_MAPPING_STYLE))
		return -1;
	return emit(o, &ev);
}

static int
map_end(struct out *o)
{
	yaml_event_t ev;

	if (!yaml_mapping_end_event_initialize(&ev))
		return -1;
	return emit(o, &ev);
}

static int
seq_start(struct out *o)
{
	yaml_event_t ev;

	if (!yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1,
	    YAML_BLOCK_SEQUENCE_STYLE))
		return -1;
	return emit(o, &ev);
}

static int
seq_end(struct out *o)
{
	yaml_event_t ev;

	if (!yaml_sequence_end_event_initialize(&ev))
		return -1;
	return emit(o, &ev);
}

/* key: a string, or null */
static int
key_str(struct out *o, const char *k, const char *v)
{
	return str(o, k) < 0 || (v ? str(o, v) : word(o, "null")) < 0 ? -1 : 0;
}

static int
key_num(struct out *o, const char *k, long v)
{
	return str(o, k) < 0 || number(o, v) < 0 ? -1 : 0;
}

static int
colour(struct out *o, int c)
{
	char s[2] = { talat_colour_char(c), '\0' };

	return str(o, s);
}

static int
first_error(struct out *o, const struct talat_result *r)
{
	const struct talat_diag *d = talat_result_first_error(r);

	if (str(o, "first_error") < 0)
		return -1;
	if (d == NULL)
		return word(o, "null");
	if (map_start(o) < 0 || str(o, "ply") < 0 ||
	    (d->ply > 0 ? number(o, d->ply) : word(o, "null")) < 0 ||
	    key_num(o, "line", d->loc.line) < 0 ||
	    key_num(o, "column", d->loc.column) < 0 ||
	    str(o, "code") < 0 || (talat_diag_code(d->kind)[0] ?
	    str(o, talat_diag_code(d->kind)) : word(o, "null")) < 0 ||
	    key_str(o, "message", d->message ? d->message : "") < 0)
		return -1;
	return map_end(o);
}

static int
side(struct out *o, const char *k, const struct talat_diff_side *s)
{
	const struct talat_result *r = s->result;
	int i, c;

	if (str(o, k) < 0 || map_start(o) < 0 ||
	    key_str(o, "file", s->file) < 0 ||
	    key_str(o, "status", talat_status_name(r->status)) < 0 ||
	    key_num(o, "plies", (long)r->nplies) < 0 ||
	    first_error(o, r) < 0 || str(o, "scores") < 0 || map_start(o) < 0)
		return -1;
	for (i = 0; i < r->nplayers; i++) {
		c = r->order[i];
		if (colour(o, c) < 0 || number(o, r->scores[c].points) < 0)
			return -1;
	}
	if (map_end(o) < 0 || str(o, "winners") < 0 || seq_start(o) < 0)
		return -1;
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if ((r->winners & (1u << c)) && colour(o, c) < 0)
			return -1;
	if (seq_end(o) < 0)
		return -1;
	return map_end(o);
}

static int
document(struct out *o, const struct talat_game_diff *d,
    const struct talat_diff_side *a, const struct talat_diff_side *b)
{
	yaml_event_t ev;
	size_t i;

	if (!yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 1) ||
	    emit(o, &ev) < 0 || map_start(o) < 0 ||
	    str(o, "same") < 0 || word(o, d->same ? "true" : "false") < 0 ||
	    str(o, "tags") < 0 || seq_start(o) < 0)
		return -1;
	for (i = 0; i < d->ntags; i++)
		if (map_start(o) < 0 || key_str(o, "tag", d->tags[i].name) < 0 ||
		    key_str(o, "a", d->tags[i].a) < 0 ||
		    key_str(o, "b", d->tags[i].b) < 0 || map_end(o) < 0)
			return -1;
	if (seq_end(o) < 0 || str(o, "first_difference") < 0)
		return -1;
	if (!d->moves_differ) {
		if (word(o, "null") < 0)
			return -1;
	} else if (map_start(o) < 0 || key_num(o, "ply", d->ply) < 0 ||
	    key_num(o, "round", d->round) < 0 ||
	    key_str(o, "a", d->a[0] ? d->a : NULL) < 0 ||
	    key_str(o, "b", d->b[0] ? d->b : NULL) < 0 || map_end(o) < 0)
		return -1;
	if (side(o, "a", a) < 0 || side(o, "b", b) < 0 || map_end(o) < 0 ||
	    !yaml_document_end_event_initialize(&ev, 1) || emit(o, &ev) < 0)
		return -1;
	return 0;
}

int
talat_diff_write_yaml(FILE *fp, const struct talat_game_diff *d,
    const struct talat_diff_side *a, const struct talat_diff_side *b)
{
	struct talat_yaml_error err;
	struct out o;
	int rc;

	memset(&o, 0, sizeof(o));
	o.fp = fp;
	if (!yaml_emitter_initialize(&o.e)) {
		errno = ENOMEM;
		return -1;
	}
	yaml_emitter_set_output(&o.e, write_fp, &o);
	rc = yemit_open(&o.e, &err) < 0 ||
	    document(&o, d, a, b) < 0 ||
	    yemit_close(&o.e, &err) < 0 ? -1 : 0;
	if (rc < 0)
		errno = o.werrno ? o.werrno :
		    o.e.error == YAML_MEMORY_ERROR ? ENOMEM : EINVAL;
	yaml_emitter_delete(&o.e);
	return rc;
}
