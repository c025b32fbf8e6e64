/* SPDX-License-Identifier: ISC */
/*
 * cmd_html.c: talat html: one self-contained page that shows every game
 * of the records, position after position.
 *
 * The page carries the records' text and libtalat itself, compiled to
 * WebAssembly (src/wasm/): the browser reads, replays and draws a game
 * with the same code as talat check when it is shown. talat writes the
 * page's options and catalogues, the engine (as base64) and the page's
 * script (the modules of src/html/js/, joined) first, then, as it reads
 * the games, each game's text into the page, in parts of PART_GAMES
 * games, each part followed by its index (where each game starts in it,
 * its status,
 * players, event, round and date: what the list of games shows and
 * filters on), and at the end the standings of each event, by the
 * library. So the page's script runs, and its engine shows the first
 * game, while the rest of a large page still arrives (issue 38). Nothing
 * is drawn in advance, so the page is about as large as the records.
 */
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "html/assets.h"
#include "internal.h"
#include "json.h"

struct html_opts {
	struct cli_replay replay;
	int lang;		/* --lang: index in viewer_langs, 0 "en" */
	int entry;
	const char *event;	/* --event: the event file */
};

static const struct html_opts html_defaults = {
	.replay = CLI_REPLAY_DEFAULTS,
	.lang = 0,
	.event = NULL
};

static const struct cli_option html_options[] = {
	CLI_OPT_REPLAY(struct html_opts, strict),
	CLI_OPT_REPLAY(struct html_opts, tiebreak),
	CLI_OPT_REPLAY(struct html_opts, max_errors),
	{ .name = "lang", .arg = "LANG", .help = N_("the language of the "
	  "page when the browser of its reader\nasks for none of those it "
	  "has (default en)"), .kind = CLI_CHOICE,
	  .offset = offsetof(struct html_opts, lang), .values = viewer_langs },
	{ .name = "entry", .help = N_("open the page at the entry of a "
	  "scoresheet; with no\nFILE, read none: a page to enter games"),
	  .kind = CLI_FLAG, .offset = offsetof(struct html_opts, entry) },
	{ .name = "event", .arg = "FILE", .help = N_("the page of an event "
	  "file: its games, its rounds\nwith their tables, results and "
	  "rulings, an entry link\nfor each table without its game, the "
	  "standings and\ncrosstable after each round (no FILE)"),
	  .kind = CLI_STRING, .offset = offsetof(struct html_opts, event),
	  .values = "@file" },
	CLI_OPT_END
};

/* Games a part of the records holds. */
#define PART_GAMES 200

struct html {
	long games;		/* games written so far */
	long part;		/* of them in the part open, 0: none open */
	unsigned long long off;	/* UTF-16 units of the part so far */
	long files;		/* files begun */
	struct tl_text index;	/* one JSON array per game of the part */
	struct tl_text names;	/* the new files' names, JSON strings */
	struct talat_standings *standings;
	struct talat_repairs repairs;	/* of the did-you-mean notes */
	/* --event: the page's games (their files and lines), the names of
	 * the files walked; where the page is, for page_start(). */
	int event;
	struct cli_html_game *pg;
	size_t npg, cappg;
	char **fnames;
	size_t nfnames, capfnames;
	int nomem;
	const char **at;
	const struct html_opts *o;
};

static void
text_json_or_empty(struct tl_text *t, const char *s)
{
	tl_text_json(t, s != NULL ? s : "");
}

/*
 * A game's text inside the <script type="text/plain"> of the records,
 * byte for byte: the browser keeps a script's text as it is, but for a
 * carriage return (made a line feed), NUL and bytes that are not UTF-8
 * (made U+FFFD). Those are written as ESC (U+001B) and a letter, and so
 * are ESC itself and '<' (so that nothing ends the element): ESC e,
 * ESC r, ESC 0, ESC l, and ESC x with two hexadecimal digits for a byte
 * that is not UTF-8. The page's script undoes it (gameBytes in
 * src/html/js/records.js). Returns the length of what was written in
 * UTF-16 code units, as the page's script counts characters.
 */
static unsigned long long
put_record(const char *text, size_t n)
{
	unsigned long long units = 0;
	const unsigned char *s = (const unsigned char *)text, *end = s + n;
	const unsigned char *run = s;
	char esc[5];
	size_t k;

	while (s < end) {
		k = 1;
		esc[0] = '\x1b';
		esc[2] = '\0';
		switch (*s) {
		case 0x1b: esc[1] = 'e'; break;
		case '\r': esc[1] = 'r'; break;
		case '\0': esc[1] = '0'; break;
		case '<': esc[1] = 'l'; break;
		default:
			if (*s < 0x80 ||
			    (k = talat_utf8_len((const char *)s,
			    (size_t)(end - s))) > 0) {
				units += k == 4 ? 2 : 1;
				s += k;
				continue;
			}
			k = 1;
			snprintf(esc + 1, sizeof esc - 1, "x%02X", *s);
		}
		fwrite(run, 1, (size_t)(s - run), stdout);
		fputs(esc, stdout);
		units += strlen(esc);
		s += k;
		run = s;
	}
	fwrite(run, 1, (size_t)(s - run), stdout);
	return units;
}

static int
html_file(void *ctx, const char *file)
{
	struct html *h = ctx;

	if (h->names.len > 0)
		tl_text_put(&h->names, ",");
	h->files++;
	tl_text_json(&h->names, file);
	if (!h->event)
		return talat_standings_file(h->standings, file);
	if (tl_grow(&h->fnames, &h->capfnames, h->nfnames + 1,
	    sizeof(*h->fnames), 16) < 0 ||
	    (h->fnames[h->nfnames] = strdup(file)) == NULL) {
		h->nomem = 1;
		return -1;
	}
	h->nfnames++;
	return 0;
}

/*
 * The game's entry of the index: [file, number in the file, line,
 * column, status (enum talat_status), last ply, Event, Round, Date,
 * players (colours in turn order), their names, where its text starts
 * in the records and its length (in UTF-16 code units)].
 */
static void
index_game(struct html *h, const struct talat_game *g,
    const struct talat_result *r, unsigned long long off,
    unsigned long long len)
{
	static const char *const tagname[TALAT_NCOLOURS] = {
		"White", "Black", "Grey"
	};
	struct tl_text *t = &h->index;
	char players[TALAT_NCOLOURS + 1];
	int i;

	if (h->part > 1)
		tl_text_put(t, ",\n");
	tl_text_put(t, "[");
	tl_text_long(t, h->files - 1);
	tl_text_put(t, ",");
	tl_text_long(t, g->index);
	tl_text_put(t, ",");
	tl_text_long(t, g->loc.line);
	tl_text_put(t, ",");
	tl_text_long(t, g->loc.column);
	tl_text_put(t, ",");
	tl_text_long(t, (long)r->status);
	tl_text_put(t, ",");
	tl_text_long(t, r->nplies > 0 ? r->plies[r->nplies - 1].ply : 0);
	tl_text_put(t, ",");
	text_json_or_empty(t, talat_game_tag(g, "Event"));
	tl_text_put(t, ",");
	text_json_or_empty(t, talat_game_tag(g, "Round"));
	tl_text_put(t, ",");
	text_json_or_empty(t, talat_game_tag(g, "Date"));
	for (i = 0; i < r->nplayers; i++)
		players[i] = talat_colour_char(r->order[i]);
	players[i] = '\0';
	tl_text_put(t, ",\"");
	tl_text_put(t, players);
	tl_text_put(t, "\",[");
	for (i = 0; i < r->nplayers; i++) {
		if (i)
			tl_text_put(t, ",");
		text_json_or_empty(t, talat_game_tag(g,
		    tagname[r->order[i]]));
	}
	tl_text_put(t, "],");
	tl_text_long(t, (long)off);
	tl_text_put(t, ",");
	tl_text_long(t, (long)len);
	tl_text_put(t, "]");
}

/*
 * The part of the records open ends: its index follows it, {"files":
 * [the files begun since the part before], "games": [one entry a game,
 * where it starts in the part]}. 0, or -1 when memory ran out.
 */
static int
part_end(struct html *h)
{
	if (h->index.nomem || h->names.nomem)
		return -1;
	if (h->part == 0)
		return 0;
	fputs("</script>\n<script type=\"application/json\" class=\"part\">"
	    "{\"files\":[", stdout);
	if (h->names.p != NULL)
		fputs(h->names.p, stdout);
	fputs("],\"games\":[\n", stdout);
	if (h->index.p != NULL)
		fputs(h->index.p, stdout);
	fputs("]}</script>\n", stdout);
	h->names.len = h->index.len = 0;
	if (h->names.p != NULL)
		h->names.p[0] = '\0';
	if (h->index.p != NULL)
		h->index.p[0] = '\0';
	h->part = 0;
	h->off = 0;
	return 0;
}

static int
html_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	struct html *h = ctx;
	unsigned long long off;
	long c;

	if (h->part == 0)
		fputs("<script type=\"text/plain\" class=\"records\">", stdout);
	off = h->off;
	h->games++;
	h->part++;
	if (h->event) {
		/* The event's walk printed its diagnostics. */
		if (tl_grow(&h->pg, &h->cappg, h->npg + 1,
		    sizeof(*h->pg), 64) < 0) {
			h->nomem = 1;
			return -1;
		}
		h->pg[h->npg].file = h->fnames[h->nfnames - 1];
		h->pg[h->npg++].line = g->loc.line;
	} else {
		cli_print_result(stderr, file, r, 1);
		if (talat_standings_game(h->standings, g, r) < 0) {
			cli_nomem("html");
			return -1;
		}
	}
	/* The game's text starts at its first token: blanks before it keep
	 * its columns. A line feed ends it. */
	for (c = 1; c < g->loc.column; c++, h->off++)
		putchar(' ');
	if (g->source_text != NULL)
		h->off += put_record(g->source_text, g->source_len);
	putchar('\n');
	index_game(h, g, r, off, h->off - off);
	h->off++;
	if (h->index.nomem || (h->part >= PART_GAMES && part_end(h) < 0)) {
		cli_nomem("html");
		return -1;
	}
	return 0;
}

/* The standings of each event, as talat standings gives them, into t
 * (t->nomem set when memory ran out). */
static void
standings_json(struct tl_text *t, const struct talat_standings *s)
{
	const struct talat_standing *rows;
	const struct talat_head_to_head *h2h;
	const struct talat_not_counted *nc;
	const struct talat_by_replay *br;
	size_t e, i, n;
	char wins[32];

	tl_text_put(t, "[");
	for (e = 0; e < talat_standings_events(s); e++) {
		tl_text_put(t, e ? ",\n{\"event\":" : "{\"event\":");
		tl_text_json(t, talat_standings_event(s, e));
		tl_text_put(t, ",\"rows\":[");
		n = talat_standings_table(s, e, &rows);
		for (i = 0; i < n; i++) {
			cli_wins_text(rows[i].wins6, wins);
			tl_text_put(t, i ? ",[" : "[");
			tl_text_long(t, rows[i].rank);
			tl_text_put(t, ",");
			tl_text_json(t, rows[i].player);
			tl_text_put(t, ",");
			tl_text_long(t, rows[i].games);
			tl_text_put(t, ",\"");
			tl_text_put(t, wins);
			tl_text_put(t, "\",");
			tl_text_long(t, rows[i].points);
			tl_text_put(t, ",");
			tl_text_long(t, rows[i].captured);
			tl_text_put(t, "]");
		}
		tl_text_put(t, "],\"h2h\":[");
		n = talat_standings_head_to_head(s, e, &h2h);
		for (i = 0; i < n; i++) {
			tl_text_put(t, i ? ",[" : "[");
			tl_text_json(t, h2h[i].player);
			tl_text_put(t, ",");
			tl_text_json(t, h2h[i].opponent);
			tl_text_put(t, ",");
			tl_text_long(t, h2h[i].ahead);
			tl_text_put(t, ",");
			tl_text_long(t, h2h[i].behind);
			tl_text_put(t, ",");
			tl_text_long(t, h2h[i].level);
			tl_text_put(t, "]");
		}
		tl_text_put(t, "],\"nc\":[");
		n = talat_standings_not_counted(s, e, &nc);
		for (i = 0; i < n; i++) {
			tl_text_put(t, i ? ",[" : "[");
			tl_text_json(t, nc[i].file);
			tl_text_put(t, ",");
			tl_text_long(t, nc[i].game);
			tl_text_put(t, ",");
			tl_text_json(t, nc[i].reason);
			/* And the same for the page to word in the reader's
			 * language: why, the player without a name or the game
			 * repeated. */
			tl_text_put(t, ",");
			tl_text_long(t, (long)nc[i].why);
			tl_text_put(t, ",");
			if (nc[i].why == TALAT_NC_NO_NAME) {
				char c[2] = { talat_colour_char(nc[i].colour),
				    '\0' };
				tl_text_json(t, c);
			} else
				text_json_or_empty(t, nc[i].dup_file);
			tl_text_put(t, ",");
			tl_text_long(t, nc[i].dup_line);
			/* The misspelt tag that holds the name missing. */
			tl_text_put(t, ",");
			text_json_or_empty(t, nc[i].tag);
			tl_text_put(t, "]");
		}
		/* The games counted by their replay: file, game, the
		 * library's words, the claims as written. */
		tl_text_put(t, "],\"br\":[");
		n = talat_standings_by_replay(s, e, &br);
		for (i = 0; i < n; i++) {
			tl_text_put(t, i ? ",[" : "[");
			tl_text_json(t, br[i].file);
			tl_text_put(t, ",");
			tl_text_long(t, br[i].game);
			tl_text_put(t, ",");
			tl_text_json(t, br[i].reason);
			tl_text_put(t, ",");
			text_json_or_empty(t, br[i].score);
			tl_text_put(t, ",");
			text_json_or_empty(t, br[i].winner);
			tl_text_put(t, "]");
		}
		tl_text_put(t, "]}");
	}
	tl_text_put(t, "]");
}

/*
 * The page is src/html/viewer.html with its markers <!--talat:NAME-->
 * replaced, in this order: lang (the page's default language), title,
 * description, style (viewer.css), noscript (title, description and
 * noscript: page_text()), data (the options, the catalogues), engine
 * (talat.wasm in base64), script (src/wasm/engine.js and viewer.js),
 * records (the games' text in parts, each with its index) and
 * standings. page_to() writes the page up to the next marker, which
 * must be `name`, and steps over it.
 */
static void
page_to(const char **at, const char *name)
{
	char marker[32];
	const char *m;

	snprintf(marker, sizeof(marker), "<!--talat:%s-->", name);
	if ((m = strstr(*at, marker)) == NULL) {
		fputs(*at, stdout);
		*at += strlen(*at);
		return;
	}
	fwrite(*at, 1, (size_t)(m - *at), stdout);
	*at = m + strlen(marker);
}

/*
 * The marker `name`, followed by a text in English up to `end`: the text
 * as it is, or t, its translation in the page's default language, where
 * there is one (written as HTML text, or an attribute's value in double
 * quotes).
 */
static void
page_text(const char **at, const char *name, const char *end, const char *t)
{
	const char *e;

	page_to(at, name);
	if (t == NULL || (e = strstr(*at, end)) == NULL)
		return;
	for (; *t != '\0'; t++)
		if (*t == '&')
			fputs("&amp;", stdout);
		else if (*t == '<')
			fputs("&lt;", stdout);
		else if (*t == '"')
			fputs("&quot;", stdout);
		else
			putchar(*t);
	*at = e;
}

/* Before the records: the options, the catalogues, the engine and the
 * script, which then runs while the records arrive. */
static void
page_start(const char **at, const struct html_opts *o,
    const struct cli_replay *replay, int event)
{
	static const char *const tiebreak[] = { "unshared", "top", "shared" };
	const struct viewer_catalogue *c;

	page_to(at, "data");
	printf("<script type=\"application/json\" id=\"index\">{"
	    "\"strict\":%s,\"tiebreak\":\"%s\",\"event\":%s,\"entry\":%s}"
	    "</script>", replay->strict ? "true" : "false",
	    tiebreak[replay->tiebreak], event ? "true" : "false",
	    o->entry ? "true" : "false");
	/* The catalogue of each language, for the script to choose from. */
	for (c = viewer_catalogues; c->lang != NULL; c++) {
		printf("\n<script type=\"text/plain\" class=\"catalogue\" "
		    "data-lang=\"%s\">", c->lang);
		fwrite(c->b64, 1, c->len, stdout);
		fputs("</script>", stdout);
	}
	page_to(at, "engine");
	fwrite(viewer_engine_b64, 1, viewer_engine_b64_len, stdout);
	page_to(at, "script");
	fwrite(viewer_engine_js, 1, viewer_engine_js_len, stdout);
	fwrite(viewer_js, 1, viewer_js_len, stdout);
	page_to(at, "records");
}

/*
 * Text from the catalogue of language `lang` ("en": the English of the
 * sources), whatever the locale: LANGUAGE set to it, and LC_MESSAGES
 * C.UTF-8 where it is C (in which gettext ignores LANGUAGE); restore()
 * puts both back as they were.
 */
struct language {
	char *env;		/* LANGUAGE as it was, or NULL */
	char *messages;		/* LC_MESSAGES as it was, or NULL */
};

static void
language_set(struct language *l, const char *lang)
{
	const char *v = getenv("LANGUAGE"), *m = setlocale(LC_MESSAGES, NULL);

	l->env = v != NULL ? strdup(v) : NULL;
	l->messages = m != NULL ? strdup(m) : NULL;
	if (m != NULL && (strcmp(m, "C") == 0 || strcmp(m, "POSIX") == 0))
		setlocale(LC_MESSAGES, "C.UTF-8");
	setenv("LANGUAGE", lang, 1);
}

static void
language_restore(struct language *l)
{
	if (l->env != NULL)
		setenv("LANGUAGE", l->env, 1);
	else
		unsetenv("LANGUAGE");
	if (l->messages != NULL)
		setlocale(LC_MESSAGES, l->messages);
	free(l->env);
	free(l->messages);
}

/*
 * The language of talat's messages as the page names it: that of the
 * catalogue whose title is the translation of the page's title
 * (TEXT.pageTitle of src/html/js/i18n.js), "en" when it is not
 * translated, NULL for a language that the page does not have.
 */
static const char *
message_language(void)
{
	const char *t = _("Talat games");
	const struct viewer_catalogue *c;

	if (strcmp(t, "Talat games") == 0)
		return "en";
	for (c = viewer_catalogues; c->lang != NULL; c++)
		if (c->title != NULL && strcmp(c->title, t) == 0)
			return c->lang;
	return NULL;
}

/*
 * After the records: with --event, the event's section, then the
 * standings and the rest of the page. The section is HTML that the
 * script does not translate: it is in the language of --lang when
 * given, else in that of talat's messages, and says which.
 */
static int
page_end(const char **at, const struct html *h, const struct tl_text *standings,
    const struct cli_event *ce)
{
	page_to(at, "standings");
	if (ce != NULL) {
		struct language l = { NULL, NULL };
		const char *lang;
		int rc;

		if (h->o->lang != 0) {
			lang = viewer_catalogues[h->o->lang - 1].lang;
			language_set(&l, lang);
		} else
			lang = message_language();
		rc = cli_html_event(stdout, ce, h->pg, h->npg, lang);
		if (h->o->lang != 0)
			language_restore(&l);
		if (rc < 0)
			return -1;
	}
	fputs("<script type=\"application/json\" id=\"standings-data\">",
	    stdout);
	fputs(standings->p, stdout);
	fputs("</script>", stdout);
	fputs(*at, stdout);
	return 0;
}

/* --event: the event file read, before its games: the page up to its
 * records, with the event's freeze mode and tiebreak. */
static int
event_ready(void *ctx, const struct talat_event *ev)
{
	struct html *h = ctx;
	struct cli_replay replay = h->o->replay;

	replay.strict = ev->strict;
	replay.tiebreak = ev->tiebreak;
	page_start(h->at, h->o, &replay, 1);
	return 0;
}

static int
html_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct html_opts *o = opts;
	const char *at = viewer_html;
	const struct viewer_catalogue *c;
	struct html h = { .games = 0 };
	struct tl_text standings = { NULL, 0, 0, 0 };
	struct cli_event ce;
	int st, broken;
	size_t i;
	const struct cli_walk w = { .cmd = e->name, .replay = &o->replay,
	    .shows_diags = 1, .keep_text = 1, .repairs = &h.repairs,
	    .file_begin = html_file, .game = html_game, .ctx = &h };

	if (viewer_engine_b64_len == 0) {
		cli_error(e->name, _("this talat was built without the page's "
		    "engine (configure --disable-wasm)"));
		return EXIT_USAGE;
	}
	memset(&ce, 0, sizeof(ce));
	h.at = &at;
	h.o = o;
	if (o->event != NULL) {
		FILE *fp;

		if (argc > 0) {
			cli_usage_error(e->name, _("--event reads the games "
			    "of the event file, and no FILE"));
			return EXIT_USAGE;
		}
		/* An event file that cannot be read: no page at all. */
		if ((fp = fopen(o->event, "r")) == NULL) {
			cli_error_errno(e->name, o->event);
			return EXIT_USAGE;
		}
		fclose(fp);
		h.event = 1;
		ce.print = 1;
		ce.keep_text = 1;
		ce.ready = event_ready;
		ce.file_begin = html_file;
		ce.game = html_game;
		ce.ctx = &h;
	}
	if ((h.standings = talat_standings_new()) == NULL)
		return cli_nomem(e->name);
	c = o->lang == 0 ? NULL : &viewer_catalogues[o->lang - 1];
	page_to(&at, "lang");
	fputs(c == NULL ? "en" : c->lang, stdout);
	page_text(&at, "title", "</title>", c == NULL ? NULL : c->title);
	page_text(&at, "description", "\">",
	    c == NULL ? NULL : c->description);
	page_to(&at, "style");
	fwrite(viewer_css, 1, viewer_css_len, stdout);
	page_text(&at, "noscript", "</p>", c == NULL ? NULL : c->noscript);
	if (h.event) {
		/* The event's games, replayed under its settings (the page
		 * goes on when its file is read: event_ready). */
		st = cli_event_load(e->name, o->event, &ce);
		if (!ce.readied)
			event_ready(&h, &ce.ev);
	} else {
		page_start(&at, o, &o->replay, 0);
		/* --entry without a file: a page to enter games, reading
		 * none. */
		st = o->entry && argc == 0 ? EXIT_OK : cli_walk(&w, argc, argv);
	}
	/* The standings are made whole before any of them is written: a
	 * page without them would never load. Out of memory, the page
	 * stops there (exit 2). */
	broken = part_end(&h) < 0 || h.nomem ||
	    talat_standings_finish(h.standings) < 0 || h.names.nomem;
	if (!broken) {
		standings_json(&standings, h.standings);
		broken = standings.nomem;
	}
	if (!broken && !h.index.nomem &&	/* (html_game said that one) */
	    page_end(&at, &h, &standings,
	    h.event && ce.eg != NULL ? &ce : NULL) < 0)
		broken = 1;
	if (broken)
		st = cli_nomem(e->name);
	free(standings.p);
	free(h.index.p);
	free(h.names.p);
	free(h.pg);
	for (i = 0; i < h.nfnames; i++)
		free(h.fnames[i]);
	free(h.fnames);
	if (h.event)
		cli_event_free(&ce);
	talat_standings_free(h.standings);
	talat_repairs_free(&h.repairs);
	/* An invalid game is shown with its error, and makes the status
	 * 1 as in every command. */
	return st;
}

const struct cli_entry cli_cmd_html = {
	.name = "html",
	.synopsis = "[FILE...]",
	.summary = N_("Write one self-contained HTML page to step through every "
	    "game."),
	.options = html_options,
	.defaults = &html_defaults,
	.size = sizeof(struct html_opts),
	.files = "*.tgn",
	.exec = html_exec
};
