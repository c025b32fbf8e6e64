/* SPDX-License-Identifier: ISC */
/* cmd_standings.c: talat standings: per event, the players' table, the
 * games not counted and head to head (arbiter.md section 5). The
 * computing is libtalat's (talat/tournament.h); this prints it. */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

enum standings_format { FMT_TEXT, FMT_YAML, FMT_CSV };	/* "values" order */

struct standings_opts {
	int strict;
	int tiebreak;
	int format;
};

static const struct standings_opts standings_defaults = {
	0, TALAT_TIEBREAK_UNSHARED, FMT_TEXT
};

static const struct cli_option standings_options[] = {
	CLI_OPT_STRICT(struct standings_opts, strict),
	CLI_OPT_TIEBREAK(struct standings_opts, tiebreak),
	{ "format", 0, "F", N_("text (default), yaml (one document per event) or"
	  "\ncsv (the players' tables, the event first)"),
	  CLI_CHOICE, offsetof(struct standings_opts, format), 0, 0,
	  "text yaml csv" },
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
		fprintf(stderr, _("talat %s: out of memory\n"), "standings");
		return -1;
	}
	return 0;
}

/* Characters (UTF-8 code points) in s as written for a terminal, for
 * alignment. */
static size_t
width(const char *s)
{
	return cli_term_width(s, strlen(s));
}

static void
pad(size_t n)
{
	while (n-- > 0)
		putchar(' ');
}

/* s left-aligned in w characters. */
static void
left(const char *s, size_t w)
{
	size_t n = width(s);

	cli_term_puts(stdout, s);
	pad(n < w ? w - n : 0);
}

/* s right-aligned in w characters. */
static void
right(const char *s, size_t w)
{
	size_t n = width(s);

	pad(n < w ? w - n : 0);
	cli_term_puts(stdout, s);
}

static size_t
max_size(size_t a, size_t b)
{
	return a > b ? a : b;
}

static void
print_text(const struct talat_standings *s)
{
	static const char *const heads[] = {
		/* TRANSLATORS: the headings of talat standings' table. */
		N_("Rank"), N_("Player"), N_("Games"), N_("Wins"),
		N_("Points"), N_("Captured")
	};
	const char *noevent = _("(no event)");
	const struct talat_standing *rows;
	const struct talat_head_to_head *h2h;
	const struct talat_not_counted *nc;
	size_t e, i, j, n, nh, nn, w[6], wp, wo;
	char cell[6][32], *copy;

	for (e = 0; e < talat_standings_events(s); e++) {
		const char *ev = talat_standings_event(s, e);

		n = talat_standings_table(s, e, &rows);
		nh = talat_standings_head_to_head(s, e, &h2h);
		nn = talat_standings_not_counted(s, e, &nc);
		if (e > 0)
			putchar('\n');
		cli_term_puts(stdout, ev[0] ? ev : noevent);
		putchar('\n');
		for (i = width(ev[0] ? ev : noevent); i > 0; i--)
			putchar('=');
		printf("\n\n");
		for (j = 0; j < 6; j++)
			w[j] = width(_(heads[j]));
		for (i = 0; i < n; i++) {
			w[1] = max_size(w[1], width(rows[i].player));
			snprintf(cell[0], 32, "%ld", rows[i].rank);
			snprintf(cell[2], 32, "%ld", rows[i].games);
			cli_wins_text(rows[i].wins6, cell[3]);
			snprintf(cell[4], 32, "%ld", rows[i].points);
			snprintf(cell[5], 32, "%ld", rows[i].captured);
			for (j = 0; j < 6; j++)
				if (j != 1)
					w[j] = max_size(w[j], strlen(cell[j]));
		}
		if (n == 0)
			fputs(_("No complete game counted.\n"), stdout);
		else {
			for (j = 0; j < 6; j++) {
				if (j > 0)
					printf("  ");
				if (j == 1 && j < 5)
					left(_(heads[j]), w[j]);
				else
					right(_(heads[j]), w[j]);
			}
			putchar('\n');
		}
		for (i = 0; i < n; i++) {
			snprintf(cell[0], 32, "%ld", rows[i].rank);
			snprintf(cell[2], 32, "%ld", rows[i].games);
			cli_wins_text(rows[i].wins6, cell[3]);
			snprintf(cell[4], 32, "%ld", rows[i].points);
			snprintf(cell[5], 32, "%ld", rows[i].captured);
			for (j = 0; j < 6; j++) {
				if (j > 0)
					printf("  ");
				if (j == 1)
					left(rows[i].player, w[j]);
				else
					right(cell[j], w[j]);
			}
			putchar('\n');
		}
		if (nn > 0) {
			fputs(_("\nNot counted:\n"), stdout);
			for (i = 0; i < nn; i++) {
				/* TRANSLATORS: file, line, game number in
				 * the file, why the game is not counted. */
				printf(_("  %s:%ld (game %ld): %s\n"), nc[i].file,
				    nc[i].line, nc[i].game,
				    cli_term(nc[i].reason, &copy));
				free(copy);
			}
		}
		if (nh > 0) {
			fputs(_("\nHead to head (games ahead, behind, level on "
			    "points):\n"), stdout);
			for (i = 0, wp = 0, wo = 0; i < nh; i++) {
				wp = max_size(wp, width(h2h[i].player));
				wo = max_size(wo, width(h2h[i].opponent));
			}
			for (i = 0; i < nh; i++) {
				printf("  ");
				left(h2h[i].player, wp);
				printf("  ");
				left(h2h[i].opponent, wo);
				printf("  %ld-%ld-%ld\n", h2h[i].ahead,
				    h2h[i].behind, h2h[i].level);
			}
		}
	}
}

/* A YAML double-quoted scalar: always valid, whatever the text (C0,
 * DEL and the C1 controls, which YAML does not allow raw, escaped). */
static void
yaml_string(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			printf("\\%c", c);
		else if (c < 0x20 || c == 0x7F)
			printf("\\x%02X", c);
		else if (c == 0xC2 && (unsigned char)s[1] >= 0x80 &&
		    (unsigned char)s[1] <= 0x9F)
			printf("\\u%04X", (unsigned char)*++s);
		else
			putchar(c);
	}
	putchar('"');
}

static void
print_yaml(const struct talat_standings *s)
{
	const struct talat_standing *rows;
	const struct talat_head_to_head *h2h;
	const struct talat_not_counted *nc;
	size_t e, i, n, nh, nn;
	char wins[32];

	for (e = 0; e < talat_standings_events(s); e++) {
		n = talat_standings_table(s, e, &rows);
		nh = talat_standings_head_to_head(s, e, &h2h);
		nn = talat_standings_not_counted(s, e, &nc);
		printf("---\nevent: ");
		yaml_string(talat_standings_event(s, e));
		printf("\nplayers:%s\n", n ? "" : " []");
		for (i = 0; i < n; i++) {
			cli_wins_text(rows[i].wins6, wins);
			printf("- rank: %ld\n  player: ", rows[i].rank);
			yaml_string(rows[i].player);
			printf("\n  games: %ld\n  wins: %s\n  points: %ld\n"
			    "  captured: %ld\n", rows[i].games, wins,
			    rows[i].points, rows[i].captured);
		}
		printf("head_to_head:%s\n", nh ? "" : " []");
		for (i = 0; i < nh; i++) {
			printf("- player: ");
			yaml_string(h2h[i].player);
			printf("\n  opponent: ");
			yaml_string(h2h[i].opponent);
			printf("\n  ahead: %ld\n  behind: %ld\n  level: %ld\n",
			    h2h[i].ahead, h2h[i].behind, h2h[i].level);
		}
		printf("not_counted:%s\n", nn ? "" : " []");
		for (i = 0; i < nn; i++) {
			printf("- file: ");
			yaml_string(nc[i].file);
			printf("\n  line: %ld\n  game: %ld\n  reason: ",
			    nc[i].line, nc[i].game);
			yaml_string(nc[i].reason);
			putchar('\n');
		}
	}
}

/* A CSV field (RFC 4180, lines ending in LF): quoted when it holds a
 * comma, a quote or a line end, quotes doubled. */
static void
csv_field(const char *s)
{
	if (strpbrk(s, ",\"\n") == NULL) {
		fputs(s, stdout);
		return;
	}
	putchar('"');
	for (; *s; s++) {
		if (*s == '"')
			putchar('"');
		putchar(*s);
	}
	putchar('"');
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
			csv_field(talat_standings_event(s, e));
			printf(",%ld,", rows[i].rank);
			csv_field(rows[i].player);
			printf(",%ld,%s,%ld,%ld\n", rows[i].games, wins,
			    rows[i].points, rows[i].captured);
		}
	}
}

static int
standings_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct standings_opts *o = opts;
	struct talat_standings *s;
	struct cli_walk w;
	int status;

	if ((s = talat_standings_new()) == NULL) {
		fprintf(stderr, _("talat %s: out of memory\n"), "standings");
		return EXIT_USAGE;
	}
	memset(&w, 0, sizeof(w));
	w.cmd = e->name;
	w.strict = o->strict;
	w.tiebreak = o->tiebreak;
	w.file_begin = standings_file;
	w.game = standings_game;
	w.ctx = s;
	status = cli_walk(&w, argc, argv);
	if (status != EXIT_USAGE) {
		if (talat_standings_finish(s) < 0) {
			fprintf(stderr, _("talat %s: out of memory\n"), "standings");
			status = EXIT_USAGE;
		} else if (o->format == FMT_YAML)
			print_yaml(s);
		else if (o->format == FMT_CSV)
			print_csv(s);
		else
			print_text(s);
	}
	talat_standings_free(s);
	return status;
}

const struct cli_entry cli_cmd_standings = {
	"standings", "[FILE...]",
	N_("Rank the players of each event by wins and points, with head to head."),
	standings_options, &standings_defaults,
	sizeof(struct standings_opts), "*.tgn", NULL, 0, NULL, standings_exec
};
