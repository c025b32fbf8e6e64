/* SPDX-License-Identifier: ISC */
/* cmd_show.c: talat show: the boards of a game after a ply, or of a TPN,
 * as text or as an SVG picture. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "cli/cli.h"

#define PLY_END ULLONG_MAX	/* no --ply: the end */

enum show_format { SHOW_TEXT, SHOW_SVG };	/* the order of "values" */

struct show_opts {
	unsigned long long game;	/* 1-based */
	unsigned long long ply;
	struct cli_replay replay;	/* strict only */
	int format;
	int layout;			/* enum talat_svg_layout; -1: not
					   given */
};

static const struct show_opts show_defaults = { .game = 1, .ply = PLY_END,
	.replay = CLI_REPLAY_DEFAULTS, .format = SHOW_TEXT, .layout = -1 };

static const struct cli_option show_options[] = {
	{ .name = "game", .arg = "N", .help = N_("the Nth game of the file "
	  "(default 1)"), .kind = CLI_NUMBER,
	  .offset = offsetof(struct show_opts, game), .min = 1,
	  .max = LONG_MAX },
	{ .name = "ply", .arg = "N", .help = N_("the position after ply N "
	  "(default: the end)"), .kind = CLI_NUMBER,
	  .offset = offsetof(struct show_opts, ply), .min = 0,
	  .max = LONG_MAX },
	{ .name = "format", .arg = "F", .help = N_("text (default), or svg: an "
	  "SVG picture"), .kind = CLI_CHOICE,
	  .offset = offsetof(struct show_opts, format), .values = "text svg" },
	/* The order of enum talat_svg_layout. */
	{ .name = "layout", .arg = "L", .help = N_("row (default), or "
	  "triangle: the boards around the\ntable (for --format svg)"),
	  .kind = CLI_CHOICE, .offset = offsetof(struct show_opts, layout),
	  .values = "row triangle" },
	CLI_OPT_REPLAY(struct show_opts, strict),
	CLI_OPT_END
};

struct show {
	const struct cli_replay *replay;
	long game;		/* 1-based */
	long ply;		/* -1: the end */
	int format;
	enum talat_svg_layout layout;
	int found;
	int status;
	int broken;		/* the game has an error */
};

static void
draw_rank(const struct talat_position *p, int b, int rank)
{
	char name[4];
	int f, t;

	printf("%d ", rank + 1);
	for (f = 0; f < 5; f++) {
		t = p->board[b][talat_square_at(f, rank)];
		if (t < 0)
			printf(" . ");
		else {
			talat_tower_name(t, name);
			printf("%s", name);
		}
		printf(f < 4 ? " " : "");
	}
}

/* Each board is 21 columns wide; boards stand 6 columns apart, or more
 * when a heading is wider (a translation may be). -1 when memory ran
 * out. */
static int
draw_boards(const struct talat_position *p)
{
	char *head[TALAT_NBOARDS];
	int b, rank, w, stride = 27;

	for (b = 0; b < TALAT_NBOARDS; b++) {
		/* TRANSLATORS: a board's name, then the colour letters of
		 * its two players: "W up", the one whose start line is at
		 * the bottom of the picture and whose towers move up it;
		 * "B down", the one whose start line is at the top and
		 * whose towers move down. The boards move apart to make
		 * room for a heading longer than 26 characters. */
		head[b] = tl_aprintf(p->frozen & (1u << b) ?
		    _("  %s frozen (%c up, %c down)") :
		    _("  %s (%c up, %c down)"),
		    talat_board_name(b),
		    talat_colour_char(talat_board_low(b)),
		    talat_colour_char(talat_board_high(b)));
		if (head[b] == NULL) {
			while (b-- > 0)
				free(head[b]);
			return -1;
		}
		if ((w = cli_chars(head[b]) + 1) > stride)
			stride = w;
	}
	for (b = 0; b < TALAT_NBOARDS; b++) {
		w = cli_chars(head[b]);
		printf("%s%*s", head[b], b < 2 ? stride - w : 0, "");
		free(head[b]);
	}
	printf("\n");
	for (rank = 4; rank >= 0; rank--) {
		for (b = 0; b < TALAT_NBOARDS; b++) {
			if (b)
				printf("%*s", stride - 21, "");
			draw_rank(p, b, rank);
		}
		printf("\n");
	}
	for (b = 0; b < TALAT_NBOARDS; b++)
		printf("%-*s", b < 2 ? stride : 0, "   a   b   c   d   e");
	printf("\n");
	return 0;
}

static void
draw_info(const struct talat_position *p, const int *order, int nplayers,
    int broken)
{
	char tpn[TALAT_TPN_MAX], name[4];
	int i, c, b, any;

	printf(_("\nAfter ply %ld: "), p->ply - 1);
	if (p->to_act < 0 && !broken)
		fputs(_("the game is over\n"), stdout);
	else if (p->to_act < 0)
		fputs(_("no one can act (the record has an error)\n"), stdout);
	else
		/* TRANSLATORS: the colour letter of the player to act, the
		 * number of the ply. */
		printf(talat_in_movement(p) ? _("%c to act in ply %ld\n") :
		    _("%c to place in ply %ld\n"),
		    talat_colour_char(p->to_act), p->ply);
	for (i = 0; i < nplayers; i++) {
		c = order[i];
		printf(_("%c captured:"), talat_colour_char(c));
		if (p->ncaptured[c] == 0)
			printf(" -");
		for (int k = 0; k < p->ncaptured[c]; k++) {
			talat_tower_name(p->captured[c][k], name);
			printf(" %s", name);
		}
		printf("\n");
	}
	if (p->zihin >= 0)
		/* TRANSLATORS: the Zihin's colour letter. */
		printf(_("Zihin: %c\n"), talat_colour_char(p->zihin));
	fputs(_("Frozen:"), stdout);
	for (b = 0, any = 0; b < TALAT_NBOARDS; b++)
		if (p->frozen & (1u << b)) {
			printf(" %s", talat_board_name(b));
			any = 1;
		}
	printf("%s\n", any ? "" : " -");
	talat_tpn_write(p, tpn);
	/* TRANSLATORS: the label of the position's TPN string (keep TPN). */
	printf(_("TPN: %s\n"), tpn);
}

/* The number of replayed plies up to ply n (0 for the ply before the
 * first: the start), or -1 when the game has no ply n. */
static long
plies_through(const struct talat_result *r, long n)
{
	long first = r->nplies > 0 ? r->plies[0].ply : r->final.ply;
	size_t k;

	if (n == first - 1)
		return 0;
	for (k = 0; k < r->nplies; k++)
		if (r->plies[k].ply == n)
			return (long)k + 1;
	return -1;
}

/* Draws p in the chosen format, with marks m (NULL: none). */
static int
draw(const struct show *sh, const struct talat_position *p,
    const int *order, int nplayers, const struct talat_svg_marks *m)
{
	size_t n;
	char *svg;

	if (sh->format == SHOW_TEXT) {
		if (draw_boards(p) < 0) {
			cli_nomem("show");
			return -1;
		}
		draw_info(p, order, nplayers, sh->broken);
		return 0;
	}
	n = talat_svg_write_in(NULL, 0, p, m, sh->layout);
	if ((svg = malloc(n + 1)) == NULL) {
		cli_nomem("show");
		return -1;
	}
	talat_svg_write_in(svg, n + 1, p, m, sh->layout);
	fwrite(svg, 1, n, stdout);
	free(svg);
	return 0;
}

static int
draw_result(const struct show *sh, const struct talat_result *r)
{
	struct talat_svg_marks m;

	talat_svg_marks_of(r, &m);
	return draw(sh, &r->final, r->order, r->nplayers, &m);
}

static int
show_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	struct show *sh = ctx;
	struct talat_replay_options opts = { sh->replay->strict,
	    sh->replay->tiebreak };
	struct talat_result rc;
	long first, k;
	int rv = 0;

	if (g->index != sh->game || sh->found)
		return 0;
	sh->found = 1;
	/* The record's diagnostics first, as check prints them. */
	cli_print_result(stderr, file, r, 1);
	if (r->status == TALAT_INVALID)
		sh->status = EXIT_RECORD;
	sh->broken = r->status == TALAT_INVALID;
	if (!r->started)	/* the tags left nothing to replay */
		return 0;
	if (sh->ply < 0)
		return draw_result(sh, r);
	if ((k = plies_through(r, sh->ply)) < 0) {
		first = r->nplies > 0 ? r->plies[0].ply : r->final.ply;
		cli_error("show", _("%s: game %ld has no ply %ld: the positions "
		    "are after plies %ld to %ld"), file, sh->game, sh->ply,
		    first - 1, r->nplies > 0 ? r->plies[r->nplies - 1].ply :
		    first - 1);
		sh->status = EXIT_USAGE;
		return 0;
	}
	talat_result_init(&rc);
	if (talat_replay_prefix(g, r, &opts, (size_t)k, &rc) < 0) {
		cli_nomem("show");
		rv = -1;
	} else
		rv = draw_result(sh, &rc);
	talat_result_free(&rc);
	return rv;
}

/* An operand that names no file but is meant as a TPN (a space, and a
 * first field that may be boards: talat_tpn_like): its position.
 * Returns 0 when the operand is not taken as a TPN (a file that cannot
 * be opened, then, such as a name with a space mistyped). */
static int
show_tpn(const struct show *sh, const char *arg, int *status)
{
	struct talat_svg_marks m;
	struct talat_position p;
	struct stat st;
	char err[256];
	int order[TALAT_NCOLOURS], n = 0, c, d;

	if (stat(arg, &st) == 0 || strcmp(arg, "-") == 0 ||
	    strchr(arg, ' ') == NULL || !talat_tpn_like(arg))
		return 0;
	if ((d = talat_tpn_parse(arg, &p, err, sizeof(err))) ==
	    TALAT_TPN_FAILED) {
		*status = cli_nomem("show");
		return 1;
	}
	if (d < 0) {
		char *copy[2];

		cli_error("show", _("'%s' is no file, nor a TPN: %s"),
		    cli_term(arg, &copy[0]), cli_term(err, &copy[1]));
		free(copy[0]);
		free(copy[1]);
		*status = EXIT_USAGE;
		return 1;
	}
	if (sh->game != 1 || sh->ply >= 0) {
		cli_usage_error("show", _("--game and --ply are for files, "
		    "not for a TPN"));
		*status = EXIT_USAGE;
		return 1;
	}
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (c != p.zihin)
			order[n++] = c;
	if (talat_svg_marks_of_position(&p, &m) < 0) {
		*status = cli_nomem("show");
		return 1;
	}
	*status = draw(sh, &p, order, n, &m) < 0 ? EXIT_USAGE : EXIT_OK;
	return 1;
}

static int
show_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct show_opts *o = opts;
	struct show sh = { .replay = &o->replay, .game = (long)o->game,
	    .ply = o->ply == PLY_END ? -1 : (long)o->ply,
	    .format = o->format, .layout = o->layout == TALAT_SVG_TRIANGLE ?
	    TALAT_SVG_TRIANGLE : TALAT_SVG_ROW };
	const struct cli_walk w = { .cmd = e->name, .replay = &o->replay,
	    .game = show_game, .ctx = &sh };
	int st;

	if (argc > 1) {
		cli_usage_error(e->name, _("one FILE or TPN at most, not %d"),
		    argc);
		return EXIT_USAGE;
	}
	if (o->layout >= 0 && o->format != SHOW_SVG) {
		cli_usage_error(e->name, _("--layout is for an SVG picture "
		    "(--format svg)"));
		return EXIT_USAGE;
	}
	if (argc == 1 && show_tpn(&sh, argv[0], &st))
		return st;
	st = cli_walk(&w, argc, argv);
	if (st == EXIT_USAGE)
		return st;
	if (!sh.found) {
		cli_error(e->name, _("%s: there is no game %ld"),
		    cli_display_name(argc > 0 ? argv[0] : "-"), sh.game);
		return EXIT_USAGE;
	}
	if (sh.status)
		return sh.status;
	return EXIT_OK;	/* main() reports a write error on stdout */
}

const struct cli_entry cli_cmd_show = {
	.name = "show",
	.synopsis = "[FILE|TPN]",
	.summary = N_("Draw the three boards of a game after a ply (default: "
	    "the end)."),
	.options = show_options,
	.defaults = &show_defaults,
	.size = sizeof(struct show_opts),
	.files = "*.tgn",
	.exec = show_exec
};
