/* SPDX-License-Identifier: ISC */
/* reconcile_yaml.c: talat reconcile's result as one YAML document, through
 * libyaml's emitter; the reconciled game's summary is talat yaml's. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>
#include "reconcile.h"
#include "talat/yaml.h"
#include "yaml_private.h"
#include "reader.h"
#include "base_private.h"
#include "internal.h"

struct out {
	yaml_emitter_t e;
	FILE *fp;
	int werrno;		/* errno of a failed write */
	struct talat_yaml_error err;
	char *buf;		/* a string repaired to valid UTF-8 */
	size_t cap;
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

/* s itself when it is valid UTF-8 (libyaml's emitter takes nothing
 * else), else a copy with U+FFFD for each byte that starts no valid
 * sequence (a message may quote a record's text cut in the middle of a
 * character). NULL: out of memory. */
static const char *
valid_utf8(struct out *o, const char *s, size_t *len)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t n = *len, i, k, w;

	for (i = 0; i < n; i += k)
		if ((k = talat_utf8_len((const char *)u + i, n - i)) == 0)
			break;
	if (i == n)
		return s;
	if (n > (SIZE_MAX - 1) / 3 ||
	    tl_grow(&o->buf, &o->cap, n * 3 + 1, 1, 256) < 0)
		return NULL;
	for (i = 0, w = 0; i < n; i += k) {
		if ((k = talat_utf8_len((const char *)u + i, n - i)) == 0) {
			memcpy(o->buf + w, "\xEF\xBF\xBD", 3);
			w += 3;
			k = 1;
		} else {
			memcpy(o->buf + w, s + i, k);
			w += k;
		}
	}
	o->buf[w] = '\0';
	*len = w;
	return o->buf;
}

/* A string: plain when it reads back as itself, else single-quoted. */
static int
str(struct out *o, const char *s)
{
	yaml_event_t ev;
	size_t len = strlen(s);
	int plain;

	if ((s = valid_utf8(o, s, &len)) == NULL)
		return -1;
	plain = !yresolve_must_quote(s, len);
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
collection(struct out *o, int map, int start)
{
	yaml_event_t ev;
	int ok;

	if (map)
		ok = start ? yaml_mapping_start_event_initialize(&ev, NULL, NULL,
		    1, YAML_BLOCK_MAPPING_STYLE) :
		    yaml_mapping_end_event_initialize(&ev);
	else
		ok = start ? yaml_sequence_start_event_initialize(&ev, NULL,
		    NULL, 1, YAML_BLOCK_SEQUENCE_STYLE) :
		    yaml_sequence_end_event_initialize(&ev);
	return ok ? emit(o, &ev) : -1;
}

#define MAP_START(o) collection(o, 1, 1)
#define MAP_END(o) collection(o, 1, 0)
#define SEQ_START(o) collection(o, 0, 1)
#define SEQ_END(o) collection(o, 0, 0)

/* key: a string, or null */
static int
key_str(struct out *o, const char *k, const char *v)
{
	return str(o, k) < 0 || (v ? str(o, v) : word(o, "null")) < 0 ? -1 : 0;
}

/* key: a number, or null when it is 0 and zero_null is set */
static int
key_num(struct out *o, const char *k, long v, int zero_null)
{
	char buf[32];

	snprintf(buf, sizeof buf, "%ld", v);
	return str(o, k) < 0 || word(o, v == 0 && zero_null ? "null" : buf) <
	    0 ? -1 : 0;
}

static int
difference(struct out *o, const struct talat_sheet_diff *d)
{
	return MAP_START(o) < 0 ||
	    key_str(o, "kind", talat_sheet_diff_kind_name(d->kind)) < 0 ||
	    key_num(o, "item", (long)d->item, 1) < 0 ||
	    key_num(o, "ply", d->ply, 1) < 0 ||
	    key_num(o, "line", d->loc.line, 0) < 0 ||
	    key_num(o, "column", d->loc.column, 0) < 0 ||
	    key_str(o, "wrote", d->wrote[0] ? d->wrote : NULL) < 0 ||
	    key_str(o, "game", d->game[0] ? d->game : NULL) < 0 ||
	    MAP_END(o) < 0 ? -1 : 0;
}

static int
sheet_rest(struct out *o, const struct talat_reconcile_sheet *s)
{
	size_t i;

	if (str(o, "differences") < 0 || SEQ_START(o) < 0)
		return -1;
	for (i = 0; i < s->ndiffs; i++)
		if (difference(o, &s->diffs[i]) < 0)
			return -1;
	if (SEQ_END(o) < 0 || str(o, "tags") < 0 || SEQ_START(o) < 0)
		return -1;
	for (i = 0; i < s->ntags; i++)
		if (MAP_START(o) < 0 || key_str(o, "tag", s->tags[i].name) < 0 ||
		    key_str(o, "sheet", s->tags[i].a) < 0 ||
		    key_str(o, "game", s->tags[i].b) < 0 || MAP_END(o) < 0)
			return -1;
	return SEQ_END(o) < 0 || MAP_END(o) < 0 ? -1 : 0;
}

static int
sheet(struct out *o, const struct talat_reconcile *rc, int j,
    const char *file)
{
	const struct talat_reconcile_sheet *s = &rc->sheets[j];
	char buf[32];

	snprintf(buf, sizeof buf, "%ld", s->distance);
	if (MAP_START(o) < 0 || key_num(o, "sheet", j + 1, 0) < 0 ||
	    key_str(o, "file", file) < 0 ||
	    key_num(o, "game", s->game->index, 0) < 0 ||
	    str(o, "distance") < 0 ||
	    word(o, rc->outcome <= TALAT_RECONCILE_AMBIGUOUS ? buf : "null") < 0)
		return -1;
	return sheet_rest(o, s);
}

static int
diagnostic(struct out *o, const struct talat_reconcile_diag *d,
    const char *file)
{
	return MAP_START(o) < 0 || key_num(o, "sheet", d->sheet + 1, 0) < 0 ||
	    key_str(o, "file", file) < 0 ||
	    key_str(o, "severity", talat_severity_name(d->d.severity)) < 0 ||
	    key_num(o, "line", d->d.loc.line, 0) < 0 ||
	    key_num(o, "column", d->d.loc.column, 0) < 0 ||
	    key_num(o, "ply", d->d.ply, 1) < 0 ||
	    key_str(o, "code", talat_diag_code(d->d.kind)) < 0 ||
	    key_str(o, "message", d->d.message) < 0 || MAP_END(o) < 0 ? -1 : 0;
}

/* Where least games first part: the item (1-based), its ply, what the
 * game written has there (null: it ends), what others have. */
static int
ambiguity(struct out *o, const struct talat_reconcile *rc)
{
	char t[TALAT_PLY_TEXT_MAX];
	int i;

	if (str(o, "ambiguity") < 0)
		return -1;
	if (rc->outcome != TALAT_RECONCILE_AMBIGUOUS)
		return word(o, "null");
	if (rc->fork < rc->game.nmoves)
		talat_ply_format(&rc->game.moves[rc->fork], t);
	if (MAP_START(o) < 0 || key_num(o, "item", (long)rc->fork + 1, 0) < 0 ||
	    key_num(o, "ply", rc->fork_ply, 1) < 0 ||
	    key_str(o, "game", rc->fork < rc->game.nmoves ? t : NULL) < 0 ||
	    str(o, "alternatives") < 0 || SEQ_START(o) < 0)
		return -1;
	for (i = 0; i < rc->nalternatives; i++)
		if (str(o, rc->alternatives[i]) < 0)
			return -1;
	return SEQ_END(o) < 0 || key_num(o, "choices", rc->nchoices, 0) < 0 ||
	    MAP_END(o) < 0 ? -1 : 0;
}

static int
document(struct out *o, const struct talat_reconcile *rc,
    const char *const *files, const char *game_file,
    const struct talat_game *g, const struct talat_result *r)
{
	yaml_event_t ev;
	size_t i;
	int j;

	if (!yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 1) ||
	    emit(o, &ev) < 0 || MAP_START(o) < 0 ||
	    key_str(o, "outcome", talat_reconcile_outcome_name(rc->outcome)) <
	    0 || (rc->distance >= 0 ? key_num(o, "distance", rc->distance, 0) :
	    key_str(o, "distance", NULL)) < 0 ||
	    key_num(o, "limit", rc->limit, 0) < 0 || str(o, "game") < 0)
		return -1;
	if (g == NULL ? word(o, "null") < 0 :
	    yemit_summary(&o->e, game_file, g, r, &o->err) < 0)
		return -1;
	if (ambiguity(o, rc) < 0 || str(o, "sheets") < 0 || SEQ_START(o) < 0)
		return -1;
	for (j = 0; j < rc->nsheets; j++)
		if (sheet(o, rc, j, files[j]) < 0)
			return -1;
	if (SEQ_END(o) < 0 || str(o, "diagnostics") < 0 || SEQ_START(o) < 0)
		return -1;
	for (i = 0; i < rc->ndiags; i++)
		if (diagnostic(o, &rc->diags[i], files[rc->diags[i].sheet]) < 0)
			return -1;
	if (SEQ_END(o) < 0 || MAP_END(o) < 0 ||
	    !yaml_document_end_event_initialize(&ev, 1) || emit(o, &ev) < 0)
		return -1;
	return 0;
}

int
talat_reconcile_write_yaml(FILE *fp, const struct talat_reconcile *rc,
    const char *const *files, const char *game_file,
    const struct talat_game *g, const struct talat_result *r)
{
	struct out o;
	int rc_;

	memset(&o, 0, sizeof(o));
	o.fp = fp;
	if (!yaml_emitter_initialize(&o.e)) {
		errno = ENOMEM;
		return -1;
	}
	yaml_emitter_set_output(&o.e, write_fp, &o);
	rc_ = yemit_open(&o.e, &o.err) < 0 ||
	    document(&o, rc, files, game_file, g, r) < 0 ||
	    yemit_close(&o.e, &o.err) < 0 ? -1 : 0;
	if (rc_ < 0)
		errno = o.werrno ? o.werrno : o.err.kind == TALAT_YAML_NOMEM ||
		    o.e.error == YAML_MEMORY_ERROR ? ENOMEM : EINVAL;
	yaml_emitter_delete(&o.e);
	free(o.buf);
	return rc_;
}
