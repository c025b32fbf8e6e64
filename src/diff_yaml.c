/* SPDX-License-Identifier: ISC */
/* diff_yaml.c: a comparison of two records as one YAML document
 * (arbiter.md section 3), through libyaml's emitter. */
#include <errno.h>
#include <stdio.h>
#include "diff.h"
#include "yaml_private.h"

static int
colour(struct yml_out *o, int c)
{
	char s[2] = { talat_colour_char(c), '\0' };

	return yml_str(o, s);
}

static int
first_error(struct yml_out *o, const struct talat_result *r)
{
	const struct talat_diag *d = talat_result_first_error(r);

	if (yml_str(o, "first_error") < 0)
		return -1;
	if (d == NULL)
		return yml_plain(o, "null");
	if (YML_MAP(o) < 0 || (d->ply > 0 ? yml_key_int(o, "ply", d->ply) :
	    yml_key_str(o, "ply", NULL)) < 0 ||
	    yml_key_int(o, "line", d->loc.line) < 0 ||
	    yml_key_int(o, "column", d->loc.column) < 0 ||
	    yml_key_str(o, "code", talat_diag_code(d->kind)[0] ?
	    talat_diag_code(d->kind) : NULL) < 0 ||
	    yml_key_str(o, "message", d->message ? d->message : "") < 0)
		return -1;
	return YML_MAP_END(o);
}

static int
side(struct yml_out *o, const char *k, const struct talat_diff_side *s)
{
	const struct talat_result *r = s->result;
	int i, c;

	if (yml_str(o, k) < 0 || YML_MAP(o) < 0 ||
	    yml_key_str(o, "file", s->file) < 0 ||
	    yml_key_str(o, "status", talat_status_name(r->status)) < 0 ||
	    yml_key_int(o, "plies", (long)r->nplies) < 0 ||
	    first_error(o, r) < 0 || yml_str(o, "scores") < 0 || YML_MAP(o) < 0)
		return -1;
	for (i = 0; i < r->nplayers; i++) {
		c = r->order[i];
		if (colour(o, c) < 0 || yml_int(o, r->scores[c].points) < 0)
			return -1;
	}
	if (YML_MAP_END(o) < 0 || yml_str(o, "winners") < 0 || YML_SEQ(o) < 0)
		return -1;
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if ((r->winners & (1u << c)) && colour(o, c) < 0)
			return -1;
	if (YML_SEQ_END(o) < 0)
		return -1;
	return YML_MAP_END(o);
}

static int
document(struct yml_out *o, const struct talat_game_diff *d,
    const struct talat_diff_side *a, const struct talat_diff_side *b)
{
	size_t i;

	if (yml_event(o, YAML_DOCUMENT_START_EVENT) < 0 || YML_MAP(o) < 0 ||
	    yml_str(o, "same") < 0 || yml_plain(o, d->same ? "true" : "false") < 0 ||
	    yml_str(o, "tags") < 0 || YML_SEQ(o) < 0)
		return -1;
	for (i = 0; i < d->ntags; i++)
		if (YML_MAP(o) < 0 ||
		    yml_key_str(o, "tag", d->tags[i].name) < 0 ||
		    yml_key_str(o, "a", d->tags[i].a) < 0 ||
		    yml_key_str(o, "b", d->tags[i].b) < 0 || YML_MAP_END(o) < 0)
			return -1;
	if (YML_SEQ_END(o) < 0 || yml_str(o, "first_difference") < 0)
		return -1;
	if (!d->moves_differ) {
		if (yml_plain(o, "null") < 0)
			return -1;
	} else if (YML_MAP(o) < 0 || yml_key_int(o, "ply", d->ply) < 0 ||
	    yml_key_int(o, "round", d->round) < 0 ||
	    yml_key_str(o, "a", d->a[0] ? d->a : NULL) < 0 ||
	    yml_key_str(o, "b", d->b[0] ? d->b : NULL) < 0 ||
	    YML_MAP_END(o) < 0)
		return -1;
	if (side(o, "a", a) < 0 || side(o, "b", b) < 0 || YML_MAP_END(o) < 0 ||
	    yml_event(o, YAML_DOCUMENT_END_EVENT) < 0)
		return -1;
	return 0;
}

int
talat_diff_write_yaml(FILE *fp, const struct talat_game_diff *d,
    const struct talat_diff_side *a, const struct talat_diff_side *b)
{
	struct talat_yaml_error err;
	struct yml_out o;
	int rc;

	rc = yml_out_file(&o, fp, &err) < 0 || document(&o, d, a, b) < 0 ||
	    yml_out_close(&o) < 0 ? -1 : 0;
	if (rc < 0)
		errno = yml_out_errno(&o);
	yml_out_free(&o);
	return rc;
}
