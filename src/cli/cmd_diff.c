/* SPDX-License-Identifier: ISC */
/* cmd_diff.c: talat diff: two records of one game compared (arbiter.md
 * section 3). */
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "talat/diff.h"

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

static void
print_value(const char *v)
{
	if (v == NULL) {
		fputs(_("(no such tag)"), stdout);
		return;
	}
	/* As TGN writes it, \" and \\ escaped; control characters as
	 * for a terminal. */
	putchar('"');
	for (const char *q; *v; v = q + 1) {
		q = v + strcspn(v, "\"\\");
		cli_term_write(stdout, v, (size_t)(q - v));
		if (*q == '\0')
			break;
		putchar('\\');
		putchar(*q);
	}
	putchar('"');
}

static void
print_winners(const struct talat_result *r)
{
	const char *sep = " ";
	int c;

	fputs((r->winners & (r->winners - 1)) ? _("winners:") : _("winner:"),
	    stdout);
	if (r->winners == 0)	/* a void game (talat_result_void) */
		/* TRANSLATORS: after "winner:", when no winner can be given
		 * (a void game). */
		printf(" %s", _("none"));
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (r->winners & (1u << c)) {
			printf("%s%c", sep, talat_colour_char(c));
			sep = ", ";
		}
	if (r->tiebreak >= 0)
		printf(_(" (tiebreak: %s)"), talat_type_name(r->tiebreak));
	if (r->tiebreak_rule != TALAT_TIEBREAK_UNSHARED)
		printf(_(" (tiebreak rule: %s)"),
		    talat_tiebreak_rule_name(r->tiebreak_rule));
}

static void
print_replay(const char *which, const struct talat_diff_side *s)
{
	const struct talat_result *r = s->result;
	const struct talat_diag *d = talat_result_first_error(r);
	char *copy = NULL;
	int i, c;

	/* TRANSLATORS: a or b, the status (complete, unfinished or
	 * invalid, not translated), the number of plies replayed. */
	printf(P_("  %s: %s, %zu ply replayed", "  %s: %s, %zu plies replayed",
	    r->nplies), which, talat_status_name(r->status), r->nplies);
	if (d != NULL)
		printf(_("; first error at line %ld, column %ld:\n      %s%s%s%s"),
		    d->loc.line, d->loc.column, cli_term(d->message, &copy),
		    talat_diag_code(d->kind)[0] ? " [" : "",
		    talat_diag_code(d->kind), talat_diag_code(d->kind)[0] ?
		    "]" : "");
	free(copy);
	fputs(_("\n     points:"), stdout);
	for (i = 0; i < r->nplayers; i++) {
		c = r->order[i];
		printf("%s %c %d", i ? "," : "", talat_colour_char(c),
		    r->scores[c].points);
	}
	printf("%s; ", r->status == TALAT_COMPLETE ? "" :
	    r->status == TALAT_UNFINISHED ? _(" (provisional)") :
	    _(" (as replayed up to the first error)"));
	print_winners(r);
	printf("\n");
}

static void
print_text(const struct talat_game_diff *d, const struct talat_diff_side *a,
    const struct talat_diff_side *b)
{
	size_t i, plies = 0, decls = 0, n;

	printf(_("a: %s, game %ld (line %ld)\n"), a->file, a->game->index,
	    a->game->loc.line);
	printf(_("b: %s, game %ld (line %ld)\n"), b->file, b->game->index,
	    b->game->loc.line);
	if (d->ntags == 0) {
		fputs(_("Tags: the same.\n"), stdout);
	} else {
		fputs(_("Tags that differ:\n"), stdout);
		for (i = 0; i < d->ntags; i++) {
			fputs("  ", stdout);
			cli_term_puts(stdout, d->tags[i].name);
			fputs(": a ", stdout);
			print_value(d->tags[i].a);
			printf(", b ");
			print_value(d->tags[i].b);
			printf("\n");
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
		printf(P_("Moves: the same (%zu ply, ", "Moves: the same "
		    "(%zu plies, ", plies), plies);
		printf(P_("%zu declaration).\n", "%zu declarations).\n",
		    decls), decls);
	} else {
		printf(_("First difference: ply %ld (round %ld), after "),
		    d->ply, d->round);
		printf(P_("%zu ply and ", "%zu plies and ", plies), plies);
		printf(P_("%zu declaration that agree:\n",
		    "%zu declarations that agree:\n", decls), decls);
		printf("  a: %s\n  b: %s\n",
		    d->a[0] ? d->a : _("(the record ends)"),
		    d->b[0] ? d->b : _("(the record ends)"));
	}
	fputs(_("Replays:\n"), stdout);
	print_replay("a", a);
	print_replay("b", b);
	printf("%s\n", d->same ? _("The records are the same (comments, "
	    "annotations, layout and round numbers aside).") :
	    _("The records differ."));
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
		} else {
			print_text(&d, &side[0], &side[1]);
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
