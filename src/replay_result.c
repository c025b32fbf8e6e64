/* SPDX-License-Identifier: ISC */
/* replay_result.c: the result of a replay (struct talat_result): made
 * empty, copied, freed; its diagnostics, kept in file order; whether the
 * game is void. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "replay_private.h"
#include "internal.h"
#include "replay_result.h"
#include "diag_private.h"

const char *
talat_status_name(enum talat_status status)
{
	switch (status) {
	case TALAT_COMPLETE: return "complete";
	case TALAT_UNFINISHED: return "unfinished";
	case TALAT_INVALID: break;
	}
	return "invalid";
}

void
talat_result_init(struct talat_result *r)
{
	memset(r, 0, sizeof(*r));
}

void
talat_result_clear(struct talat_result *r)
{
	size_t i;

	for (i = 0; i < r->ndiags; i++)
		talat_diag_free(&r->diags[i]);
	r->ndiags = 0;
	r->nplies = 0;
	r->moves_replayed = 0;
	r->nfreezes = 0;
	r->nerrors = r->nwarnings = 0;
	r->status = TALAT_INVALID;
	r->started = 0;
	r->variant_ok = 0;
	r->winners = 0;
	r->tiebreak = -1;
	r->tiebreak_rule = TALAT_TIEBREAK_UNSHARED;
	memset(r->scores, 0, sizeof(r->scores));
	r->nplayers = 3;
	r->zihin = -1;
	r->order[0] = TALAT_WHITE;
	r->order[1] = TALAT_BLACK;
	r->order[2] = TALAT_GREY;
}

void
talat_result_free(struct talat_result *r)
{
	talat_result_clear(r);
	free(r->diags);
	free(r->plies);
	talat_result_init(r);
}

int
talat_result_copy(struct talat_result *dst, const struct talat_result *src)
{
	struct talat_ply *plies;
	struct talat_diag *diags;
	size_t capplies, capdiags, i;

	talat_result_clear(dst);
	if (tl_grow(&dst->plies, &dst->capplies, src->nplies, sizeof(*plies),
	    128) < 0 || tl_grow(&dst->diags, &dst->capdiags, src->ndiags,
	    sizeof(*diags), 8) < 0)
		goto nomem;
	plies = dst->plies;
	diags = dst->diags;
	capplies = dst->capplies;
	capdiags = dst->capdiags;
	*dst = *src;
	dst->plies = plies;
	dst->capplies = capplies;
	dst->diags = diags;
	dst->capdiags = capdiags;
	dst->ndiags = 0;
	if (src->nplies > 0)
		memcpy(plies, src->plies, src->nplies * sizeof(*plies));
	for (i = 0; i < src->ndiags; i++) {
		diags[i] = src->diags[i];
		diags[i].message = src->diags[i].message ?
		    strdup(src->diags[i].message) : NULL;
		diags[i].source = src->diags[i].source ?
		    strdup(src->diags[i].source) : NULL;
		diags[i].suggestion = src->diags[i].suggestion ?
		    strdup(src->diags[i].suggestion) : NULL;
		dst->ndiags = i + 1;
		if ((src->diags[i].message && !diags[i].message) ||
		    (src->diags[i].source && !diags[i].source) ||
		    (src->diags[i].suggestion && !diags[i].suggestion))
			goto nomem;
	}
	return 0;
nomem:
	talat_result_clear(dst);
	errno = ENOMEM;
	return -1;
}

int
talat_result_add_diag(struct talat_result *r, const struct talat_diag *from)
{
	struct talat_diag *d;
	char *msg, *src = NULL, *sug = NULL;
	size_t i;

	if (tl_grow(&r->diags, &r->capdiags, r->ndiags + 1,
	    sizeof(*r->diags), 8) < 0)
		return -1;
	/* Nothing half made is kept: the strings first. */
	if ((msg = strdup(from->message ? from->message : "")) == NULL ||
	    (from->source != NULL && (src = strdup(from->source)) == NULL) ||
	    (from->suggestion != NULL &&
	    (sug = strdup(from->suggestion)) == NULL)) {
		free(msg);
		free(src);
		return -1;
	}
	/* Keep file order: insert after every diagnostic not after loc. */
	i = r->ndiags;
	while (i > 0 && replay_before(from->loc, r->diags[i - 1].loc))
		i--;
	memmove(&r->diags[i + 1], &r->diags[i],
	    (r->ndiags - i) * sizeof(*r->diags));
	d = &r->diags[i];
	*d = *from;
	d->message = msg;
	d->source = src;
	d->suggestion = sug;
	r->ndiags++;
	if (d->severity == TALAT_SEV_ERROR)
		r->nerrors++;
	else if (d->severity == TALAT_SEV_WARNING)
		r->nwarnings++;
	return 0;
}

int
talat_result_raise_msg(struct talat_result *r, struct talat_loc loc,
    long ply, const struct talat_msg *m)
{
	struct talat_diag d;

	memset(&d, 0, sizeof(d));
	d.kind = m->kind;
	d.severity = talat_diag_severity(m->kind);
	d.loc = loc;
	d.ply = ply;
	d.message = (char *)m->text;
	return talat_result_add_diag(r, &d);
}

int
(talat_result_raise)(struct talat_result *r, struct talat_loc loc, long ply,
    enum talat_diag_kind kind, ...)
{
	struct talat_msg m;
	va_list ap;

	va_start(ap, kind);
	talat_msg_vset(&m, kind, ap);
	va_end(ap);
	return talat_result_raise_msg(r, loc, ply, &m);
}

int
talat_result_void(const struct talat_result *r, enum talat_status status)
{
	int i;

	if (status != TALAT_INVALID || (r->started && r->final.to_act < 0))
		return 0;
	for (i = 0; i < r->nplayers; i++)
		if (r->scores[r->order[i]].points != 0)
			return 0;
	return 1;
}

unsigned
talat_result_claims_only(const struct talat_result *r)
{
	unsigned claims = 0;
	size_t i;

	if (r->status != TALAT_INVALID || r->nerrors == 0 || !r->started ||
	    r->final.to_act >= 0)
		return 0;
	for (i = 0; i < r->ndiags; i++) {
		if (r->diags[i].severity != TALAT_SEV_ERROR)
			continue;
		switch (r->diags[i].kind) {
		case TALAT_D_BAD_SCORE:
		case TALAT_D_SCORE_NOT_PLAYER:
		case TALAT_D_SCORE_TWICE:
		case TALAT_D_SCORE_INCOMPLETE:
		case TALAT_D_SCORE_MISMATCH:
			claims |= TALAT_CLAIM_SCORE;
			break;
		case TALAT_D_BAD_WINNER:
		case TALAT_D_WINNER_MISMATCH:
		case TALAT_D_WINNER_MISMATCH_RULE:
			claims |= TALAT_CLAIM_WINNER;
			break;
		default:
			return 0;
		}
	}
	return claims;
}

void
(replay_raise)(struct replay *rp, struct talat_loc loc, long ply,
    enum talat_diag_kind kind, ...)
{
	struct talat_msg m;
	va_list ap;

	va_start(ap, kind);
	talat_msg_vset(&m, kind, ap);
	va_end(ap);
	if (talat_result_raise_msg(rp->r, loc, ply, &m) < 0)
		rp->nomem = 1;
}
