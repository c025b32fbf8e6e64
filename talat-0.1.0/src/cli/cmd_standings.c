/* SPDX-License-Identifier: ISC */
/* cmd_standings.c: talat standings: per event, the players' table, the
 * games not counted and head to head (arbiter.md section 5). The
 * computing is libtalat's (talat/tournament.h); this prints it. */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

/* The formats, in the order of "values" (cli.h's CLI_STANDINGS_*). */
enum standings_format { FMT_TEXT, FMT_YAML, FMT_CSV, FMT_JSON };

struct standings_opts {
	struct cli_replay replay;
	int format;
	const char *event;
	unsigned long long after_round;
	int crosstable;
};

static const struct standings_opts standings_defaults = {
	.replay = CLI_REPLAY_DEFAULTS, .format = FMT_TEXT, .event = NULL,
	.after_round = 0, .crosstable = 0
};

static const struct cli_option standings_options[] = {
	CLI_OPT_REPLAY(struct standings_opts, strict),
	CLI_OPT_REPLAY(struct standings_opts, tiebreak),
	{ .name = "format", .arg = "F", .help = N_("text (default), yaml (one "
	  "document per event),\ncsv (the players' tables, the event "
	  "first) or\njson (with --event)"), .kind = CLI_CHOICE,
	  .offset = offsetof(struct standings_opts, format),
	  .values = "text yaml csv json" },
	{ .name = "event", .arg = "FILE", .help = N_("the standings of "
	  "an event file: its roster, games,\nrulings and byes, with the "
	  "crosstable"), .kind = CLI_STRING,
	  .offset = offsetof(struct standings_opts, event),
	  .values = "@file" },
	{ .name = "after-round", .arg = "N", .help = N_("with --event: as if "
	  "no round after N had been\nplayed"), .kind = CLI_NUMBER,
	  .offset = offsetof(struct standings_opts, after_round),
	  .min = 1, .max = 999999999 },
	{ .name = "crosstable", .help = N_("with --event and --format csv: "
	  "the crosstable\ninstead of the table"), .kind = CLI_FLAG,
	  .offset = offsetof(struct standings_opts, crosstable) },
	CLI_OPT_END
};

static int
standings_file(void *ctx, const char *file)
{
	return talat_standings_file(ctx, file);
}

static int
standings_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	(void)file;
	if (talat_standings_game(ctx, g, r) < 0) {
		cli_nomem("standings");
		return -1;
	}
	return 0;
}

/* Characters (UTF-8 code points) in s as written for a terminal, for
 * the event's underline. */
static size_t
width(const char *s)
{
	return cli_term_width(s, strlen(s));
}

static const struct cli_column table_columns[] = {
	/* TRANSLATORS: the headings of talat standings' table. */
	{ N_("Rank"), 0, CLI_RIGHT }, { N_("Player"), 0, CLI_LEFT },
	{ N_("Games"), 0, CLI_RIGHT }, { N_("Wins"), 0, CLI_RIGHT },
	{ N_("Points"), 0, CLI_RIGHT }, { N_("Captured"), 0, CLI_RIGHT }
};

/* Head to head: player, opponent, ahead-behind-level. */
static const struct cli_column h2h_columns[] = {
	{ NULL, 0, CLI_LEFT }, { NULL, 0, CLI_LEFT }, { NULL, 0, CLI_LEFT }
};

/* The players' table of an event: 0, or -1 when memory ran out. */
static int
print_table(const struct talat_standing *rows, size_t n)
{
	struct cli_table t;
	char wins[32];
	size_t i;
	int rc = 0;

	if (n == 0) {
		fputs(_("No complete game counted.\n"), stdout);
		return 0;
	}
	cli_table_init(&t, table_columns, 6, "");
	for (i = 0; i < n && rc == 0; i++) {
		cli_wins_local(rows[i].wins6, wins);
		if (cli_table_cell(&t, "%ld", rows[i].rank) < 0 ||
		    cli_table_cell(&t, "%s", rows[i].player) < 0 ||
		    cli_table_cell(&t, "%ld", rows[i].games) < 0 ||
		    cli_table_cell(&t, "%s", wins) < 0 ||
		    cli_table_cell(&t, "%ld", rows[i].points) < 0 ||
		    cli_table_cell(&t, "%ld", rows[i].captured) < 0)
			rc = -1;
	}
	if (rc == 0)
		cli_table_print(&t, stdout);
	cli_table_free(&t);
	return rc;
}

/* Head to head: 0, or -1 when memory ran out. */
static int
print_head_to_head(const struct talat_head_to_head *h2h, size_t n)
{
	struct cli_table t;
	size_t i;
	int rc = 0;

	if (n == 0)
		return 0;
	fputs(_("\nHead to head (games ahead, behind, level on points):\n"),
	    stdout);
	cli_table_init(&t, h2h_columns, 3, "  ");
	for (i = 0; i < n && rc == 0; i++)
		if (cli_table_cell(&t, "%s", h2h[i].player) < 0 ||
		    cli_table_cell(&t, "%s", h2h[i].opponent) < 0 ||
		    cli_table_cell(&t, "%ld-%ld-%ld", h2h[i].ahead,
		    h2h[i].behind, h2h[i].level) < 0)
			rc = -1;
	if (rc == 0)
		cli_table_print(&t, stdout);
	cli_table_free(&t);
	return rc;
}

/* One game listed under a table: file, line, number in the file, the
 * words of why it is not counted (or how it is counted). */
static void
print_game(FILE *to, const char *file, long line, long game,
    const char *reason)
{
	char *copy, *fcopy;

	/* TRANSLATORS: file, line, game number in the file, why the game
	 * is not counted (or how it is counted). */
	fprintf(to, _("  %s:%ld (game %ld): %s\n"), cli_term(file, &fcopy),
	    line, game, cli_term(reason, &copy));
	free(copy);
	free(fcopy);
}

/* The games of event e listed under its table, on `to`: those counted
 * by their replay, then those not counted. */
static void
print_games(FILE *to, const struct talat_standings *s, size_t e)
{
	const struct talat_not_counted *nc;
	const struct talat_by_replay *br;
	size_t nb = talat_standings_by_replay(s, e, &br);
	size_t nn = talat_standings_not_counted(s, e, &nc);
	size_t i;

	if (nb > 0)
		fputs(_("\nCounted by the replay:\n"), to);
	for (i = 0; i < nb; i++)
		print_game(to, br[i].file, br[i].line, br[i].game,
		    br[i].reason);
	if (nn > 0)
		fputs(_("\nNot counted:\n"), to);
	for (i = 0; i < nn; i++)
		print_game(to, nc[i].file, nc[i].line, nc[i].game,
		    nc[i].reason);
}

/* The events one after the other: 0, or -1 when memory ran out. */
static int
print_text(const struct talat_standings *s)
{
	const char *noevent = _("(no event)");
	const struct talat_standing *rows;
	const struct talat_head_to_head *h2h;
	size_t e, i, n, nh;

	for (e = 0; e < talat_standings_events(s); e++) {
		const char *ev = talat_standings_event(s, e);

		n = talat_standings_table(s, e, &rows);
		nh = talat_standings_head_to_head(s, e, &h2h);
		if (e > 0)
			putchar('\n');
		cli_term_puts(stdout, ev[0] ? ev : noevent);
		putchar('\n');
		for (i = width(ev[0] ? ev : noevent); i > 0; i--)
			putchar('=');
		printf("\n\n");
		if (print_table(rows, n) < 0)
			return -1;
		print_games(stdout, s, e);
		if (print_head_to_head(h2h, nh) < 0)
			return -1;
	}
	return 0;
}

static void
print_yaml(const struct talat_standings *s)
{
	const struct talat_standing *rows;
	const struct talat_head_to_head *h2h;
	const struct talat_not_counted *nc;
	const struct talat_by_replay *br;
	size_t e, i, n, nh, nn, nb;
	char wins[32];

	for (e = 0; e < talat_standings_events(s); e++) {
		n = talat_standings_table(s, e, &rows);
		nh = talat_standings_head_to_head(s, e, &h2h);
		nn = talat_standings_not_counted(s, e, &nc);
		nb = talat_standings_by_replay(s, e, &br);
		printf("---\nevent: ");
		cli_yaml_string(stdout, talat_standings_event(s, e));
		printf("\nplayers:%s\n", n ? "" : " []");
		for (i = 0; i < n; i++) {
			cli_wins_text(rows[i].wins6, wins);
			printf("- rank: %ld\n  player: ", rows[i].rank);
			cli_yaml_string(stdout, rows[i].player);
			printf("\n  games: %ld\n  wins: %s\n  points: %ld\n"
			    "  captured: %ld\n", rows[i].games, wins,
			    rows[i].points, rows[i].captured);
		}
		printf("head_to_head:%s\n", nh ? "" : " []");
		for (i = 0; i < nh; i++) {
			printf("- player: ");
			cli_yaml_string(stdout, h2h[i].player);
			printf("\n  opponent: ");
			cli_yaml_string(stdout, h2h[i].opponent);
			printf("\n  ahead: %ld\n  behind: %ld\n  level: %ld\n",
			    h2h[i].ahead, h2h[i].behind, h2h[i].level);
		}
		printf("not_counted:%s\n", nn ? "" : " []");
		for (i = 0; i < nn; i++) {
			printf("- file: ");
			cli_yaml_string(stdout, nc[i].file);
			printf("\n  line: %ld\n  game: %ld\n  reason: ",
			    nc[i].line, nc[i].game);
			cli_yaml_string(stdout, nc[i].reason);
			putchar('\n');
			if (nc[i].tag != NULL) {
				printf("  tag: ");
				cli_yaml_string(stdout, nc[i].tag);
				putchar('\n');
			}
		}
		printf("counted_by_replay:%s\n", nb ? "" : " []");
		for (i = 0; i < nb; i++) {
			printf("- file: ");
			cli_yaml_string(stdout, br[i].file);
			printf("\n  line: %ld\n  game: %ld\n  claim:\n",
			    br[i].line, br[i].game);
			if (br[i].score != NULL) {
				printf("    Score: ");
				cli_yaml_string(stdout, br[i].score);
				putchar('\n');
			}
			if (br[i].winner != NULL) {
				printf("    Winner: ");
				cli_yaml_string(stdout, br[i].winner);
				putchar('\n');
			}
			printf("  reason: ");
			cli_yaml_string(stdout, br[i].reason);
			putchar('\n');
		}
	}
}


static void
print_csv(const struct talat_standings *s)
{
	const struct talat_standing *rows;
	size_t e, i, n;
	char wins[32];

	printf("event,rank,player,games,wins,points,captured\n");
	for (e = 0; e < talat_standings_events(s); e++) {
		n = talat_standings_table(s, e, &rows);
		for (i = 0; i < n; i++) {
			cli_wins_text(rows[i].wins6, wins);
			cli_csv_field(stdout, talat_standings_event(s, e));
			printf(",%ld,", rows[i].rank);
			cli_csv_field(stdout, rows[i].player);
			printf(",%ld,%s,%ld,%ld\n", rows[i].games, wins,
			    rows[i].points, rows[i].captured);
		}
	}
	/* What the text lists under each table, which a spreadsheet's
	 * rows have no room for, on standard error. */
	for (e = 0; e < talat_standings_events(s); e++) {
		const struct talat_by_replay *br;
		const struct talat_not_counted *nc;
		const char *ev = talat_standings_event(s, e);

		if (talat_standings_by_replay(s, e, &br) == 0 &&
		    talat_standings_not_counted(s, e, &nc) == 0)
			continue;
		fputc('\n', stderr);
		cli_term_puts(stderr, ev[0] ? ev : _("(no event)"));
		fputs(":\n", stderr);
		print_games(stderr, s, e);
	}
}

static int
standings_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct standings_opts *o = opts;
	struct talat_standings *s = talat_standings_new();
	const struct cli_walk w = { .cmd = e->name, .replay = &o->replay,
	    .file_begin = standings_file, .game = standings_game, .ctx = s };
	int status;

	if (o->event != NULL) {
		talat_standings_free(s);
		if (argc > 0) {
			cli_usage_error(e->name, _("--event reads the games "
			    "its file names: give no FILE"));
			return EXIT_USAGE;
		}
		return cli_standings_event(e->name, o->event,
		    (long)o->after_round, o->format, o->crosstable);
	}
	if (o->format == FMT_JSON || o->after_round > 0 || o->crosstable) {
		talat_standings_free(s);
		cli_usage_error(e->name, _("--format json, --after-round and "
		    "--crosstable go with --event"));
		return EXIT_USAGE;
	}
	if (s == NULL)
		return cli_nomem(e->name);
	status = cli_walk(&w, argc, argv);
	if (status != EXIT_USAGE) {
		if (talat_standings_finish(s) < 0)
			status = cli_nomem(e->name);
		else if (o->format == FMT_YAML)
			print_yaml(s);
		else if (o->format == FMT_CSV)
			print_csv(s);
		else if (print_text(s) < 0)
			status = cli_nomem(e->name);
	}
	talat_standings_free(s);
	return status;
}

const struct cli_entry cli_cmd_standings = {
	.name = "standings",
	.synopsis = "[FILE...]",
	.summary = N_("Rank the players of each event by wins and points, "
	    "with head to head."),
	.options = standings_options,
	.defaults = &standings_defaults,
	.size = sizeof(struct standings_opts),
	.files = "*.tgn",
	.exec = standings_exec
};
