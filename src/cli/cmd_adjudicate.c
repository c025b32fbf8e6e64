/* SPDX-License-Identifier: ISC */
/* cmd_adjudicate.c: talat adjudicate: what each player can still get from
 * a game that stopped before its end (event.md section 5). */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "adjudicate.h"

enum adj_format { ADJ_TEXT, ADJ_YAML };	/* the order of "values" */

struct adj_opts {
	unsigned long long game;	/* 1-based; 0: every game */
	unsigned long long limit;
	struct cli_replay replay;	/* strict, tiebreak */
	int format;
};

static const struct adj_opts adj_defaults = { .game = 0,
	.limit = TALAT_ADJUDICATE_LIMIT, .replay = CLI_REPLAY_DEFAULTS,
	.format = ADJ_TEXT };

static const struct cli_option adj_options[] = {
	{ .name = "game", .arg = "N", .help = N_("only the Nth game of the "
	  "file (default: every game)"), .kind = CLI_NUMBER,
	  .offset = offsetof(struct adj_opts, game), .min = 1,
	  .max = LONG_MAX },
	CLI_OPT_REPLAY(struct adj_opts, strict),
	CLI_OPT_REPLAY(struct adj_opts, tiebreak),
	{ .name = "limit", .arg = "POSITIONS", .help = N_("search at most "
	  "POSITIONS distinct positions per game\n(default 5000000)"),
	  .kind = CLI_NUMBER, .offset = offsetof(struct adj_opts, limit),
	  .min = 1, .max = 1000000000000ULL },
	{ .name = "format", .arg = "F", .help = N_("text (default), or yaml"),
	  .kind = CLI_CHOICE, .offset = offsetof(struct adj_opts, format),
	  .values = "text yaml" },
	CLI_OPT_END
};

struct adj {
	const struct adj_opts *o;
	int found;
	int status;
	int yaml_games;		/* documents written */
};

/* --- text ---------------------------------------------------------------- */

enum { COL_PLAYER, COL_NOW, COL_MAX, COL_MIN, COL_GUARANTEED, COL_CAN_WIN,
	COL_SURE_WIN, NCOLS };

static const struct cli_column columns[NCOLS] = {
	/* TRANSLATORS: the headings of talat adjudicate's table: the
	 * points now, the most and the fewest a player can finish with,
	 * the points a player can be sure of, whether the player can
	 * still win, whether the player wins whatever happens. The columns
	 * widen to fit a longer heading. */
	{ N_("player"), 6, CLI_LEFT }, { N_("now"), 3, CLI_RIGHT },
	{ N_("max"), 3, CLI_RIGHT }, { N_("min"), 3, CLI_RIGHT },
	{ N_("guaranteed"), 10, CLI_RIGHT }, { N_("can win"), 7, CLI_LEFT },
	{ N_("sure win"), 0, CLI_LEFT }
};

/* A figure, "?" when undetermined. */
static int
figure_cell(struct cli_table *t, int v)
{
	return v < 0 ? cli_table_cell(t, "?") : cli_table_cell(t, "%d", v);
}

static int
yes_no_cell(struct cli_table *t, int v)
{
	return cli_table_cell(t, "%s", v < 0 ? "?" : v ? _("yes") : _("no"));
}

static int
print_table(const struct talat_adjudication *a)
{
	const struct talat_adjudged *p;
	struct cli_table t;
	int i, rc = 0;

	cli_table_init(&t, columns, NCOLS, "  ");
	for (i = 0; i < a->nplayers && rc == 0; i++) {
		p = &a->players[i];
		if (cli_table_cell(&t, "%c", talat_colour_char(p->colour)) < 0 ||
		    figure_cell(&t, p->now) < 0 || figure_cell(&t, p->max) < 0 ||
		    figure_cell(&t, p->min) < 0 ||
		    figure_cell(&t, p->guaranteed) < 0 ||
		    yes_no_cell(&t, p->can_win) < 0 ||
		    yes_no_cell(&t, p->sure_win) < 0)
			rc = -1;
	}
	if (rc == 0)
		cli_table_print(&t, stdout);
	cli_table_free(&t);
	return rc;
}

/* The colour letters of the players in `set` (bit per colour), in turn
 * order, as a list "W, B and G": in the reader's language (text), or in
 * English (english: the YAML document's verdict). */
static void
colour_list(const struct talat_adjudication *a, unsigned set, int english,
    char buf[32])
{
	static const char *const letters[TALAT_NCOLOURS] = { "W", "B", "G" };
	const char *items[TALAT_NCOLOURS];
	size_t n = 0;
	int i, c;

	for (i = 0; i < a->nplayers; i++) {
		c = a->players[i].colour;
		if (set & (1u << c))
			items[n++] = letters[c];
	}
	if (!english) {
		tl_list(buf, 32, items, n, TL_AND);
		return;
	}
	buf[0] = '\0';
	for (i = 0; i < (int)n; i++)
		snprintf(buf + strlen(buf), 32 - strlen(buf), "%s%s",
		    i == 0 ? "" : i + 1 < (int)n ? ", " : " and ", items[i]);
}

/* The players who can win (can 1) or cannot (can 0). */
static unsigned
who(const struct talat_adjudication *a, int can)
{
	unsigned set = 0;
	int i;

	for (i = 0; i < a->nplayers; i++)
		if (a->players[i].can_win == can)
			set |= 1u << a->players[i].colour;
	return set;
}

static void
print_verdict(const struct talat_adjudication *a)
{
	unsigned w = a->winners, can = who(a, 1), cannot = who(a, 0);
	char l1[32], l2[32];

	if (!a->determined) {
		fputs(_("  verdict: undetermined\n"), stdout);
		return;
	}
	if (w != 0) {
		colour_list(a, w, 0, l1);
		/* TRANSLATORS: the colour letters of the winners, "W" or
		 * "W and B" (a list: msgctxt "list"). */
		printf((w & (w - 1)) ? _("  verdict: decided: %s share the "
		    "win\n") : _("  verdict: decided: %s wins\n"), l1);
		return;
	}
	colour_list(a, can, 0, l1);
	colour_list(a, cannot, 0, l2);
	if (cannot == 0)
		/* TRANSLATORS: the colour letters of the players, "W, B
		 * and G". */
		printf(_("  verdict: undecided: %s can still win\n"), l1);
	else
		/* TRANSLATORS: colour letters, "W and B", then "G". */
		printf(_("  verdict: undecided: %s can still win; %s cannot\n"),
		    l1, l2);
}

static int
print_text(const struct adj *ad, const char *file,
    const struct talat_game *g, const struct talat_adjudication *a)
{
	const struct talat_adjudged *p;
	char *fcopy;
	int i;

	/* TRANSLATORS: the file, the number of the game in it, its line. */
	printf(_("%s: game %ld (line %ld): "), cli_term(file, &fcopy),
	    g->index, g->loc.line);
	free(fcopy);
	if (a->to_act < 0)
		printf(_("the game is over after ply %ld\n"), a->stops_after);
	else
		/* TRANSLATORS: the last ply, the colour letter to act. */
		printf(_("stops after ply %ld, %c to act\n"), a->stops_after,
		    talat_colour_char(a->to_act));
	if (print_table(a) < 0)
		return -1;
	for (i = 0; i < a->nplayers && a->determined; i++) {
		p = &a->players[i];
		if (a->to_act < 0)
			break;
		/* TRANSLATORS: colour letter, its most points, the
		 * continuation (TGN plies) that ends with them. */
		printf(_("  %c max %d: %s\n"), talat_colour_char(p->colour),
		    p->max, p->witness_max);
		printf(_("  %c min %d: %s\n"), talat_colour_char(p->colour),
		    p->min, p->witness_min);
	}
	print_verdict(a);
	if (a->determined)
		printf(P_("  (%lu position searched)\n",
		    "  (%lu positions searched)\n", a->positions),
		    a->positions);
	else
		printf(_("  (undetermined: the search stopped at its limit of "
		    "%llu positions: see --limit)\n"), ad->o->limit);
	printf("\n");
	return 0;
}

/* --- YAML ---------------------------------------------------------------- */

static void
yaml_figure(const char *key, int v)
{
	if (v < 0)
		printf("    %s: null\n", key);
	else
		printf("    %s: %d\n", key, v);
}

static void
yaml_bool(const char *key, int v)
{
	printf("    %s: %s\n", key, v < 0 ? "null" : v ? "true" : "false");
}

static void
yaml_verdict(const struct talat_adjudication *a)
{
	unsigned w = a->winners, can = who(a, 1), cannot = who(a, 0);
	char l1[32], l2[32];

	if (!a->determined) {
		printf("verdict: undetermined\n");
		return;
	}
	if (w != 0) {
		colour_list(a, w, 1, l1);
		printf((w & (w - 1)) ? "verdict: 'decided: %s share the win'\n"
		    : "verdict: 'decided: %s wins'\n", l1);
		return;
	}
	colour_list(a, can, 1, l1);
	colour_list(a, cannot, 1, l2);
	if (cannot == 0)
		printf("verdict: 'undecided: %s can still win'\n", l1);
	else
		printf("verdict: 'undecided: %s can still win; %s cannot'\n",
		    l1, l2);
}

static void
print_yaml(struct adj *ad, const struct talat_game *g,
    const struct talat_adjudication *a)
{
	const struct talat_adjudged *p;
	int i;

	if (ad->yaml_games++ > 0)
		printf("---\n");
	printf("game: %ld\n", g->index);
	printf("stops_after: %ld\n", a->stops_after);
	if (a->to_act < 0)
		printf("to_act: null\n");
	else
		printf("to_act: %c\n", talat_colour_char(a->to_act));
	printf("players:\n");
	for (i = 0; i < a->nplayers; i++) {
		p = &a->players[i];
		printf("  - player: %c\n", talat_colour_char(p->colour));
		yaml_figure("now", p->now);
		yaml_figure("max", p->max);
		yaml_figure("min", p->min);
		yaml_figure("guaranteed", p->guaranteed);
		yaml_bool("can_win", p->can_win);
		yaml_bool("sure_win", p->sure_win);
		if (p->witness_max == NULL)
			printf("    witness_max: null\n    witness_min: null\n");
		else
			printf("    witness_max: '%s'\n    witness_min: '%s'\n",
			    p->witness_max, p->witness_min);
	}
	yaml_verdict(a);
	printf("positions: %lu\n", a->positions);
	printf("determined: %s\n", a->determined ? "true" : "false");
}

/* --- the walk ------------------------------------------------------------ */

static int
adjudicate_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	struct adj *ad = ctx;
	struct talat_adjudicate_options ao;
	struct talat_adjudication a;
	int rc;

	if (ad->o->game != 0 && (unsigned long long)g->index != ad->o->game)
		return 0;
	ad->found = 1;
	if (r->status == TALAT_INVALID || !r->started) {
		cli_print_result(stderr, file, r, 0);
		cli_error("adjudicate", _("%s: game %ld is invalid: it cannot "
		    "be adjudicated"), file, g->index);
		ad->status = EXIT_RECORD;
		return 0;
	}
	memset(&ao, 0, sizeof ao);
	ao.tiebreak = ad->o->replay.tiebreak;
	ao.limit = (unsigned long)ad->o->limit;
	if ((rc = talat_adjudicate(r, &ao, &a)) < 0) {
		cli_nomem("adjudicate");
		return -1;
	}
	if (rc > 0)
		ad->status = EXIT_RECORD;
	if (ad->o->format == ADJ_YAML)
		print_yaml(ad, g, &a);
	else if (print_text(ad, file, g, &a) < 0) {
		talat_adjudication_free(&a);
		cli_nomem("adjudicate");
		return -1;
	}
	talat_adjudication_free(&a);
	return ferror(stdout) ? -1 : 0;
}

static int
adjudicate_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct adj_opts *o = opts;
	struct adj ad = { .o = o };
	const struct cli_walk w = { .cmd = e->name, .replay = &o->replay,
	    .game = adjudicate_game, .ctx = &ad };
	int st;

	if (argc > 1) {
		cli_usage_error(e->name, _("one FILE at most, not %d"), argc);
		return EXIT_USAGE;
	}
	st = cli_walk(&w, argc, argv);
	if (st == EXIT_USAGE)
		return st;
	if (o->game != 0 && !ad.found) {
		cli_error(e->name, _("%s: there is no game %ld"),
		    cli_display_name(argc > 0 ? argv[0] : "-"), (long)o->game);
		return EXIT_USAGE;
	}
	return ad.status ? ad.status : o->game ? EXIT_OK : st;
}

const struct cli_entry cli_cmd_adjudicate = {
	.name = "adjudicate",
	.synopsis = "[FILE]",
	.summary = N_("Tell what each player can still get from an unfinished "
	    "game, exactly."),
	.options = adj_options,
	.defaults = &adj_defaults,
	.size = sizeof(struct adj_opts),
	.files = "*.tgn",
	.exit_status = N_("0 every figure determined, 1 a figure undetermined "
	    "(--limit)\nor a game invalid, 2 usage or I/O failure."),
	.exec = adjudicate_exec
};
