/* SPDX-License-Identifier: ISC */
/* reconcile_yaml.c: talat reconcile's result as one YAML document, through
 * libyaml's emitter; the reconciled game's summary is talat yaml's. */
#include <errno.h>
#include <stdio.h>
#include "reconcile.h"
#include "yaml_private.h"
#include "reader.h"
#include "base_private.h"
#include "internal.h"

/* key: a number, or null when it is 0 */
static int
key_or_null(struct yml_out *o, const char *k, long v)
{
	return v == 0 ? yml_key_str(o, k, NULL) : yml_key_int(o, k, v);
}

static int
difference(struct yml_out *o, const struct talat_sheet_diff *d)
{
	return YML_MAP(o) < 0 ||
	    yml_key_str(o, "kind", talat_sheet_diff_kind_name(d->kind)) < 0 ||
	    key_or_null(o, "item", (long)d->item) < 0 ||
	    key_or_null(o, "ply", d->ply) < 0 ||
	    yml_key_int(o, "line", d->loc.line) < 0 ||
	    yml_key_int(o, "column", d->loc.column) < 0 ||
	    yml_key_str(o, "wrote", d->wrote[0] ? d->wrote : NULL) < 0 ||
	    yml_key_str(o, "game", d->game[0] ? d->game : NULL) < 0 ||
	    YML_MAP_END(o) < 0 ? -1 : 0;
}

static int
sheet_rest(struct yml_out *o, const struct talat_reconcile_sheet *s)
{
	size_t i;

	if (yml_str(o, "differences") < 0 || YML_SEQ(o) < 0)
		return -1;
	for (i = 0; i < s->ndiffs; i++)
		if (difference(o, &s->diffs[i]) < 0)
			return -1;
	if (YML_SEQ_END(o) < 0 || yml_str(o, "tags") < 0 || YML_SEQ(o) < 0)
		return -1;
	for (i = 0; i < s->ntags; i++)
		if (YML_MAP(o) < 0 ||
		    yml_key_str(o, "tag", s->tags[i].name) < 0 ||
		    yml_key_str(o, "sheet", s->tags[i].a) < 0 ||
		    yml_key_str(o, "game", s->tags[i].b) < 0 ||
		    YML_MAP_END(o) < 0)
			return -1;
	return YML_SEQ_END(o) < 0 || YML_MAP_END(o) < 0 ? -1 : 0;
}

static int
sheet(struct yml_out *o, const struct talat_reconcile *rc, int j,
    const char *file)
{
	const struct talat_reconcile_sheet *s = &rc->sheets[j];

	if (YML_MAP(o) < 0 || yml_key_int(o, "sheet", j + 1) < 0 ||
	    yml_key_str(o, "file", file) < 0 ||
	    yml_key_int(o, "game", s->game->index) < 0 ||
	    (rc->outcome <= TALAT_RECONCILE_AMBIGUOUS ?
	    yml_key_int(o, "distance", s->distance) :
	    yml_key_str(o, "distance", NULL)) < 0)
		return -1;
	return sheet_rest(o, s);
}

static int
diagnostic(struct yml_out *o, const struct talat_reconcile_diag *d,
    const char *file)
{
	return YML_MAP(o) < 0 || yml_key_int(o, "sheet", d->sheet + 1) < 0 ||
	    yml_key_str(o, "file", file) < 0 ||
	    yml_key_str(o, "severity",
	    talat_severity_name(d->d.severity)) < 0 ||
	    yml_key_int(o, "line", d->d.loc.line) < 0 ||
	    yml_key_int(o, "column", d->d.loc.column) < 0 ||
	    key_or_null(o, "ply", d->d.ply) < 0 ||
	    yml_key_str(o, "code", talat_diag_code(d->d.kind)) < 0 ||
	    yml_key_str(o, "message", d->d.message) < 0 ||
	    YML_MAP_END(o) < 0 ? -1 : 0;
}

/* Where least games first part: the item (1-based), its ply, what the
 * game written has there (null: it ends), what others have. */
static int
ambiguity(struct yml_out *o, const struct talat_reconcile *rc)
{
	char t[TALAT_PLY_TEXT_MAX];
	int i;

	if (yml_str(o, "ambiguity") < 0)
		return -1;
	if (rc->outcome != TALAT_RECONCILE_AMBIGUOUS)
		return yml_plain(o, "null");
	if (rc->fork < rc->game.nmoves)
		talat_ply_format(&rc->game.moves[rc->fork], t);
	if (YML_MAP(o) < 0 || yml_key_int(o, "item", (long)rc->fork + 1) < 0 ||
	    key_or_null(o, "ply", rc->fork_ply) < 0 ||
	    yml_key_str(o, "game", rc->fork < rc->game.nmoves ? t : NULL) < 0 ||
	    yml_str(o, "alternatives") < 0 || YML_SEQ(o) < 0)
		return -1;
	for (i = 0; i < rc->nalternatives; i++)
		if (yml_str(o, rc->alternatives[i]) < 0)
			return -1;
	return YML_SEQ_END(o) < 0 ||
	    yml_key_int(o, "choices", rc->nchoices) < 0 ||
	    YML_MAP_END(o) < 0 ? -1 : 0;
}

static int
document(struct yml_out *o, const struct talat_reconcile *rc,
    const char *const *files, const char *game_file,
    const struct talat_game *g, const struct talat_result *r)
{
	size_t i;
	int j;

	if (yml_event(o, YAML_DOCUMENT_START_EVENT) < 0 || YML_MAP(o) < 0 ||
	    yml_key_str(o, "outcome",
	    talat_reconcile_outcome_name(rc->outcome)) < 0 ||
	    (rc->distance >= 0 ? yml_key_int(o, "distance", rc->distance) :
	    yml_key_str(o, "distance", NULL)) < 0 ||
	    yml_key_int(o, "limit", rc->limit) < 0 || yml_str(o, "game") < 0)
		return -1;
	if (g == NULL ? yml_plain(o, "null") < 0 :
	    yml_summary(o, game_file, g, r) < 0)
		return -1;
	if (ambiguity(o, rc) < 0 || yml_str(o, "sheets") < 0 || YML_SEQ(o) < 0)
		return -1;
	for (j = 0; j < rc->nsheets; j++)
		if (sheet(o, rc, j, files[j]) < 0)
			return -1;
	if (YML_SEQ_END(o) < 0 || yml_str(o, "diagnostics") < 0 || YML_SEQ(o) < 0)
		return -1;
	for (i = 0; i < rc->ndiags; i++)
		if (diagnostic(o, &rc->diags[i], files[rc->diags[i].sheet]) < 0)
			return -1;
	if (YML_SEQ_END(o) < 0 || YML_MAP_END(o) < 0 ||
	    yml_event(o, YAML_DOCUMENT_END_EVENT) < 0)
		return -1;
	return 0;
}

int
talat_reconcile_write_yaml(FILE *fp, const struct talat_reconcile *rc,
    const char *const *files, const char *game_file,
    const struct talat_game *g, const struct talat_result *r)
{
	struct talat_yaml_error err;
	struct yml_out o;
	int rv;

	rv = yml_out_file(&o, fp, &err) < 0 ||
	    document(&o, rc, files, game_file, g, r) < 0 ||
	    yml_out_close(&o) < 0 ? -1 : 0;
	if (rv < 0)
		errno = yml_out_errno(&o);
	yml_out_free(&o);
	return rv;
}
