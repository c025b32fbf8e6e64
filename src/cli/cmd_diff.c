/* SPDX-License-Identifier: ISC */
/* cmd_diff.c: talat diff: two records of one game compared (arbiter.md
 * section 3). */
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "diff.h"

struct diff_opts {
	unsigned long long game;	/* 1-based */
	struct cli_replay replay;
	int format;			/* 0 text, 1 yaml */
};

static const struct diff_opts diff_defaults = { .game = 1,
	.replay = CLI_REPLAY_DEFAULTS };

static const struct cli_option diff_options[] = {
	{ .name = "game", .arg = "N", .help = N_("compare the Nth game of each "
	  "file (default 1)"), .kind = CLI_NUMBER,
	  .offset = offsetof(struct diff_opts, game), .min = 1,
	  .max = LONG_MAX },
	CLI_OPT_REPLAY(struct diff_opts, strict),
	CLI_OPT_REPLAY(struct diff_opts, tiebreak),
	{ .name = "format", .arg = "FORMAT", .help = N_("text (default) or "
	  "yaml: one YAML document"), .kind = CLI_CHOICE,
	  .offset = offsetof(struct diff_opts, format),
	  .values = "text yaml" },
	CLI_OPT_END
};

/* Game N of one file, kept with its replay. */
struct record {
	const char *path;
	long want;
	int found;
	struct talat_game g;
	struct talat_result r;
	int nomem;
};

static int
keep_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	struct record *rec = ctx;

	(void)file;
	if (rec->found || g->index != rec->want)
		return 0;
	rec->found = 1;
	if (talat_game_copy(&rec->g, g) < 0 ||
	    talat_result_copy(&rec->r, r) < 0) {
		rec->nomem = 1;
		return -1;
	}
	return 0;
}

/* Reads game N of the record's file; 0, or an exit status. */
static int
read_record(const struct diff_opts *dc, struct record *rec)
{
	const struct cli_walk w = { .cmd = "diff", .replay = &dc->replay,
	    .game = keep_game, .ctx = rec };
	char *files[1];
	int st;

	files[0] = (char *)rec->path;
	st = cli_walk(&w, 1, files);
	if (rec->nomem)
		return cli_nomem("diff");
	if (st == EXIT_USAGE)
		return st;
	if (!rec->found) {
		cli_error("diff", _("%s: there is no game %ld"),
		    cli_display_name(rec->path), rec->want);
		return EXIT_USAGE;
	}
	return 0;
}

/* A tag's value as TGN writes it (\" and \\ escaped), or "(no such
 * tag)"; NULL when memory ran out. */
static char *
value_text(const char *v)
{
	size_t n = 3;
	const char *p;
	char *s, *q;

	if (v == NULL)
		return strdup(_("(no such tag)"));
	for (p = v; *p; p++)
		n += 1 + (*p == '"' || *p == '\\');
	if ((s = q = malloc(n)) == NULL)
		return NULL;
	*q++ = '"';
	for (p = v; *p; p++) {
		if (*p == '"' || *p == '\\')
			*q++ = '\\';
		*q++ = *p;
	}
	*q++ = '"';
	*q = '\0';
	return s;
}

/* A game whose replay does not reach its end (unfinished, or invalid
 * before it): its leaders so far, not winners, as talat score says
 * (tgn.md section 7). */
static char *
leaders_text(const struct talat_result *r, const char *list,
    const char *rule, size_t n)
{
	if (n > 1)
		/* TRANSLATORS: the players level in the lead ("W, B") of a
		 * game that is not over: no winner yet. */
		return tl_aprintf(_("leading: %s (level so far)"), list);
	if (r->tiebreak >= 0 && r->tiebreak_rule != TALAT_TIEBREAK_UNSHARED)
		/* TRANSLATORS: the player ahead in a game that is not over
		 * (no winner yet), the type that broke the tie (M4), the
		 * rule (--tiebreak=top: keep it). */
		return tl_aprintf(_("leading: %s (tiebreak: %s, %s)"), list,
		    talat_type_name(r->tiebreak), rule);
	if (r->tiebreak >= 0)
		/* TRANSLATORS: the player ahead in a game that is not over
		 * (no winner yet), the type that broke the tie (M4). */
		return tl_aprintf(_("leading: %s (tiebreak: %s)"), list,
		    talat_type_name(r->tiebreak));
	if (r->tiebreak_rule != TALAT_TIEBREAK_UNSHARED)
		/* TRANSLATORS: the player ahead in a game that is not over
		 * (no winner yet), the tiebreak rule (--tiebreak=top: keep
		 * it). */
		return tl_aprintf(_("leading: %s (%s)"), list, rule);
	/* TRANSLATORS: the player ahead in a game that is not over (no
	 * winner yet). */
	return tl_aprintf(_("leading: %s"), list);
}

/* "winner: W", "winners: W, B (tiebreak: M4)", "leading: B" ...: a
 * string of its own (free it), NULL when memory ran out. */
static char *
winners_text(const struct talat_result *r)
{
	char list[64], rule[32], letter[TALAT_NCOLOURS][2];
	const char *items[TALAT_NCOLOURS];
	size_t n = 0;
	int c;

	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (r->winners & (1u << c)) {
			letter[c][0] = talat_colour_char(c);
			letter[c][1] = '\0';
			items[n++] = letter[c];
		}
	tl_list(list, sizeof(list), items, n, TL_ENUM);
	snprintf(rule, sizeof(rule), "--tiebreak=%s",
	    talat_tiebreak_rule_name(r->tiebreak_rule));
	if (n == 0)
		/* TRANSLATORS: no winner can be given (a void game). */
		return tl_aprintf("%s", _("winner: none"));
	if (!(r->started && r->final.to_act < 0))
		return leaders_text(r, list, rule, n);
	if (r->tiebreak >= 0 && r->tiebreak_rule != TALAT_TIEBREAK_UNSHARED)
		/* TRANSLATORS: the winners ("W, B"), the type that broke
		 * the tie (M4), the rule (--tiebreak=top: keep it). */
		return tl_aprintf(P_("winner: %s (tiebreak: %s, %s)",
		    "winners: %s (tiebreak: %s, %s)", (unsigned long)n), list,
		    talat_type_name(r->tiebreak), rule);
	if (r->tiebreak >= 0)
		/* TRANSLATORS: the winners ("W, B"), the type that broke
		 * the tie (M4). */
		return tl_aprintf(P_("winner: %s (tiebreak: %s)", "winners: %s "
		    "(tiebreak: %s)", (unsigned long)n), list,
		    talat_type_name(r->tiebreak));
	if (r->tiebreak_rule != TALAT_TIEBREAK_UNSHARED)
		/* TRANSLATORS: the winners ("W, B"), the tiebreak rule
		 * (--tiebreak=top: keep it). */
		return tl_aprintf(P_("winner: %s (%s)", "winners: %s (%s)",
		    (unsigned long)n), list, rule);
	/* TRANSLATORS: the winners ("W, B"). */
	return tl_aprintf(P_("winner: %s", "winners: %s", (unsigned long)n),
	    list);
}

static int
print_replay(const char *which, const struct talat_diff_side *s)
{
	const struct talat_result *r = s->result;
	const struct talat_diag *d = talat_result_first_error(r);
	char points[96], each[TALAT_NCOLOURS][16], *copy = NULL;
	char *pts = NULL, *win = NULL;
	const char *items[TALAT_NCOLOURS];
	int i, c, rc = 0;

	printf("  ");
	if (d == NULL)
		/* TRANSLATORS: a or b (the files A and B of the command
		 * line), the status (complete, unfinished, invalid), the
		 * number of plies replayed. */
		printf(P_("%s: %s, %zu ply replayed", "%s: %s, %zu plies "
		    "replayed", r->nplies), which, cli_status_text(r->status),
		    r->nplies);
	else {
		/* TRANSLATORS: a or b (the files A and B of the command
		 * line), the status (complete, unfinished, invalid), the
		 * number of plies replayed, the line and column of the
		 * first error, whose message follows on the next line. */
		printf(P_("%s: %s, %zu ply replayed; first error at line %ld, "
		    "column %ld:", "%s: %s, %zu plies replayed; first error "
		    "at line %ld, column %ld:", r->nplies), which,
		    cli_status_text(r->status), r->nplies, d->loc.line,
		    d->loc.column);
		printf("\n      %s", cli_term(d->message, &copy));
		free(copy);
		if (talat_diag_code(d->kind)[0])
			printf(" [%s]", talat_diag_code(d->kind));
	}
	for (i = 0; i < r->nplayers && i < TALAT_NCOLOURS; i++) {
		c = r->order[i];
		snprintf(each[i], sizeof(each[i]), "%c %d",
		    talat_colour_char(c), r->scores[c].points);
		items[i] = each[i];
	}
	tl_list(points, sizeof(points), items, (size_t)i, TL_ENUM);
	/* TRANSLATORS: each player's points, "W 31, G 26, B 21". */
	pts = tl_aprintf(r->status == TALAT_COMPLETE ? _("points: %s") :
	    r->status == TALAT_UNFINISHED ? _("points: %s (provisional)") :
	    _("points: %s (as replayed up to the first error)"), points);
	win = winners_text(r);
	if (pts == NULL || win == NULL)
		rc = -1;
	else {
		printf("\n     ");
		/* TRANSLATORS: the two parts of a replay's line in talat
		 * diff: the points ("points: W 31, G 26, B 21"), then the
		 * winners ("winner: W"). */
		printf(C_("diff", "%1$s; %2$s"), pts, win);
		putchar('\n');
	}
	free(pts);
	free(win);
	return rc;
}

static int
print_text(const struct talat_game_diff *d, const struct talat_diff_side *a,
    const struct talat_diff_side *b)
{
	size_t i, plies = 0, decls = 0, n;
	char *va, *vb, *cn = NULL, *ca = NULL, *cb = NULL;

	/* TRANSLATORS: a names the first file of the command line (talat
	 * diff A B), b the second, in all that follows. */
	printf(_("a: %s, game %ld (line %ld)\n"), cli_term(a->file, &ca),
	    a->game->index, a->game->loc.line);
	printf(_("b: %s, game %ld (line %ld)\n"), cli_term(b->file, &cb),
	    b->game->index, b->game->loc.line);
	free(ca);
	free(cb);
	ca = cb = NULL;
	if (d->ntags == 0) {
		fputs(_("Tags: the same.\n"), stdout);
	} else {
		fputs(_("Tags that differ:\n"), stdout);
		for (i = 0; i < d->ntags; i++) {
			va = value_text(d->tags[i].a);
			vb = value_text(d->tags[i].b);
			if (va == NULL || vb == NULL) {
				free(va);
				free(vb);
				return -1;
			}
			/* TRANSLATORS: a tag name, its value in a, its value
			 * in b (each "..." or "(no such tag)"). */
			printf(_("  %s: a %s, b %s\n"),
			    cli_term(d->tags[i].name, &cn),
			    cli_term(va, &ca), cli_term(vb, &cb));
			free(cn);
			free(ca);
			free(cb);
			cn = ca = cb = NULL;
			free(va);
			free(vb);
		}
	}
	n = d->moves_differ ? d->move : a->game->nmoves;
	for (i = 0; i < n; i++) {
		if (a->game->moves[i].kind == TALAT_MOVE_FREEZE)
			decls++;
		else
			plies++;
	}
	if (!d->moves_differ) {
		/* TRANSLATORS: how many plies and freeze declarations
		 * both records have. */
		printf(_("Moves: the same (plies: %zu, declarations: %zu).\n"),
		    plies, decls);
	} else {
		/* TRANSLATORS: the first ply that differs, its round, then
		 * how many plies and declarations before it agree. */
		printf(_("First difference: ply %ld (round %ld); before it, "
		    "both agree (plies: %zu, declarations: %zu):\n"),
		    d->ply, d->round, plies, decls);
		printf("  a: %s\n  b: %s\n",
		    d->a[0] ? d->a : _("(the record ends)"),
		    d->b[0] ? d->b : _("(the record ends)"));
		if (d->left_out == 2)
			/* TRANSLATORS: a ply (or declaration) of a, the
			 * first file, that b, the second, does not have. */
			printf(_("  b leaves out %s, which a has here: after "
			    "it, the moves of both agree.\n"), d->a);
		else if (d->left_out == 1)
			/* TRANSLATORS: a ply (or declaration) of b, the
			 * second file, that a, the first, does not have. */
			printf(_("  a leaves out %s, which b has here: after "
			    "it, the moves of both agree.\n"), d->b);
	}
	fputs(_("Replays:\n"), stdout);
	if (print_replay("a", a) < 0 || print_replay("b", b) < 0)
		return -1;
	printf("%s\n", d->same ? _("The records are the same (comments, "
	    "annotations, layout and round numbers aside).") :
	    _("The records differ."));
	return 0;
}

static int
diff_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct diff_opts *dc = opts;
	struct record rec[2];
	struct talat_game_diff d;
	struct talat_diff_side side[2];
	int i, st = EXIT_OK;

	if (argc != 2) {
		cli_usage_error(e->name, _("expected two files, A and B"));
		return EXIT_USAGE;
	}
	memset(rec, 0, sizeof(rec));
	talat_game_diff_init(&d);
	for (i = 0; i < 2; i++) {
		rec[i].path = argv[i];
		rec[i].want = (long)dc->game;
		talat_game_init(&rec[i].g);
		talat_result_init(&rec[i].r);
	}
	for (i = 0; i < 2 && st == EXIT_OK; i++)
		st = read_record(dc, &rec[i]);
	if (st == EXIT_OK && talat_game_diff(&rec[0].g, &rec[1].g, &d) < 0)
		st = cli_nomem(e->name);
	if (st == EXIT_OK) {
		for (i = 0; i < 2; i++) {
			side[i].file = cli_display_name(rec[i].path);
			side[i].game = &rec[i].g;
			side[i].result = &rec[i].r;
		}
		if (dc->format == 1) {
			if (talat_diff_write_yaml(stdout, &d, &side[0],
			    &side[1]) < 0)
				st = cli_write_error(e->name);
		} else if (print_text(&d, &side[0], &side[1]) < 0) {
			st = cli_nomem("diff");
		}
		if (st == EXIT_OK)
			st = d.same ? EXIT_OK : EXIT_RECORD;
	}
	talat_game_diff_free(&d);
	for (i = 0; i < 2; i++) {
		talat_game_free(&rec[i].g);
		talat_result_free(&rec[i].r);
	}
	return st;
}

const struct cli_entry cli_cmd_diff = {
	.name = "diff",
	.synopsis = "A B",
	.summary = N_("Compare two records of one game: tags, the first "
	    "differing ply, replays."),
	.options = diff_options,
	.defaults = &diff_defaults,
	.size = sizeof(struct diff_opts),
	.files = "*.tgn",
	.exit_status = N_("0 the games are the same, 1 they differ, 2 usage or "
	    "I/O failure\n(or a file without game N), as diff(1)."),
	.exec = diff_exec
};
