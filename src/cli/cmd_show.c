/* cmd_show.c: talat show: the boards of a game after a ply. */
#include <limits.h>
#include <string.h>
#include "cli/cli.h"

#define PLY_END ULLONG_MAX	/* no --ply: the end */

struct show_opts {
	unsigned long long game;	/* 1-based */
	unsigned long long ply;
	int strict;
};

static const struct show_opts show_defaults = { 1, PLY_END, 0 };

static const struct cli_option show_options[] = {
	{ "game", 0, "N", "the Nth game of the file (default 1)",
	  CLI_NUMBER, offsetof(struct show_opts, game), 1, LONG_MAX, NULL },
	{ "ply", 0, "N", "the position after ply N (default: the end)",
	  CLI_NUMBER, offsetof(struct show_opts, ply), 0, LONG_MAX, NULL },
	CLI_OPT_STRICT(struct show_opts, strict),
	CLI_OPT_END
};

struct show {
	int strict;
	long game;		/* 1-based */
	long ply;		/* -1: the end */
	int found;
	int status;
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

/* Each board is 21 columns wide; boards stand 6 columns apart. */
static void
draw_boards(const struct talat_position *p)
{
	char head[32];
	int b, rank;

	for (b = 0; b < TALAT_NBOARDS; b++) {
		snprintf(head, sizeof(head), "  %s%s (%c up, %c down)",
		    talat_board_name(b), p->frozen & (1u << b) ? " frozen" : "",
		    talat_colour_char(talat_board_low(b)),
		    talat_colour_char(talat_board_high(b)));
		printf(b < 2 ? "%-27s" : "%s\n", head);
	}
	for (rank = 4; rank >= 0; rank--) {
		for (b = 0; b < TALAT_NBOARDS; b++) {
			if (b)
				printf("      ");
			draw_rank(p, b, rank);
		}
		printf("\n");
	}
	for (b = 0; b < TALAT_NBOARDS; b++)
		printf(b < 2 ? "%-27s" : "%s\n", "   a   b   c   d   e");
}

static void
draw_info(const struct talat_position *p, const struct talat_result *r)
{
	char tpn[TALAT_TPN_MAX], name[4];
	int i, c, b, any;

	printf("\nAfter ply %ld: ", p->ply - 1);
	if (p->to_act < 0)
		printf("the game is over\n");
	else
		printf("%c to %s ply %ld\n", talat_colour_char(p->to_act),
		    talat_in_movement(p) ? "act in" : "place in", p->ply);
	for (i = 0; i < r->nplayers; i++) {
		c = r->order[i];
		printf("%c captured:", talat_colour_char(c));
		if (p->ncaptured[c] == 0)
			printf(" -");
		for (int k = 0; k < p->ncaptured[c]; k++) {
			talat_tower_name(p->captured[c][k], name);
			printf(" %s", name);
		}
		printf("\n");
	}
	if (p->zihin >= 0)
		printf("Zihin: %c\n", talat_colour_char(p->zihin));
	printf("Frozen:");
	for (b = 0, any = 0; b < TALAT_NBOARDS; b++)
		if (p->frozen & (1u << b)) {
			printf(" %s", talat_board_name(b));
			any = 1;
		}
	printf("%s\n", any ? "" : " -");
	talat_tpn_write(p, tpn);
	printf("TPN: %s\n", tpn);
}

/* The moves up to ply n, with the declarations that follow it. */
static size_t
moves_through(const struct talat_game *g, const struct talat_result *r,
    long n)
{
	size_t i, m;

	for (i = 0; i < r->nplies; i++) {
		if (r->plies[i].ply != n)
			continue;
		m = r->plies[i].move + 1;
		while (m < g->nmoves && g->moves[m].kind == TALAT_MOVE_FREEZE)
			m++;
		return m;
	}
	return (size_t)-1;
}

static int
show_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	struct show *sh = ctx;
	struct talat_replay_options opts = { sh->strict, 0 };
	struct talat_game cut;
	struct talat_result rc;
	size_t n;
	int rv = 0;

	if (g->index != sh->game || sh->found)
		return 0;
	sh->found = 1;
	if (sh->ply < 0) {
		draw_boards(&r->final);
		draw_info(&r->final, r);
		return 0;
	}
	if (sh->ply == r->final.ply - 1 - 0 && r->nplies == 0)
		n = 0;
	else if ((n = moves_through(g, r, sh->ply)) == (size_t)-1) {
		fprintf(stderr, "talat show: %s: game %ld has no ply %ld among "
		    "its %zu replayed plies\n", file, sh->game, sh->ply,
		    r->nplies);
		sh->status = EXIT_USAGE;
		return 0;
	}
	cut = *g;
	cut.nmoves = n;
	talat_result_init(&rc);
	if (talat_replay(&cut, &opts, &rc) < 0) {
		fprintf(stderr, "talat show: out of memory\n");
		rv = -1;
	} else {
		draw_boards(&rc.final);
		draw_info(&rc.final, &rc);
	}
	talat_result_free(&rc);
	return rv;
}

static int
show_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct show_opts *o = opts;
	struct show sh;
	struct cli_walk w;
	int st;

	memset(&sh, 0, sizeof(sh));
	sh.strict = o->strict;
	sh.game = (long)o->game;
	sh.ply = o->ply == PLY_END ? -1 : (long)o->ply;
	if (argc != 1) {
		cli_usage_error(e->name, "expected one FILE");
		return EXIT_USAGE;
	}
	memset(&w, 0, sizeof(w));
	w.cmd = e->name;
	w.strict = sh.strict;
	w.game = show_game;
	w.ctx = &sh;
	st = cli_walk(&w, 1, argv);
	if (st == EXIT_USAGE)
		return st;
	if (!sh.found) {
		fprintf(stderr, "talat show: %s: there is no game %ld\n",
		    argv[0], sh.game);
		return EXIT_USAGE;
	}
	if (sh.status)
		return sh.status;
	return EXIT_OK;	/* main() reports a write error on stdout */
}

const struct cli_entry cli_cmd_show = {
	"show", "FILE",
	"Draw the three boards of a game after a ply (default: the end).",
	show_options, &show_defaults, sizeof(struct show_opts), "*.tgn",
	NULL, 0, NULL, show_exec
};
