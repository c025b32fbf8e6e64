/* SPDX-License-Identifier: ISC */
/*
 * cmd_html.c: talat html: one self-contained page that shows every game
 * of the records, position after position.
 *
 * talat computes everything the page shows: for each ply the TPN after it
 * and the pieces of its picture (talat_svg_pieces), the scores as they
 * stand, the freezes and the diagnostics. The page's script (viewer.js)
 * only puts them on the screen. Each game is one JSON document in a
 * <script type="application/json"> element, written as soon as the game
 * is read, so memory stays flat however many games there are.
 */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "html/assets.h"

struct html_opts {
	int strict;
	int tiebreak;
	unsigned long long max_errors;
};

static const struct html_opts html_defaults = {
	0, TALAT_TIEBREAK_UNSHARED, CLI_MAX_ERRORS_DEFAULT
};

static const struct cli_option html_options[] = {
	CLI_OPT_STRICT(struct html_opts, strict),
	CLI_OPT_TIEBREAK(struct html_opts, tiebreak),
	CLI_OPT_MAX_ERRORS(struct html_opts, max_errors),
	CLI_OPT_END
};

struct html {
	struct talat_replay_options opts;
	long games;		/* games written so far */
	char *buf;		/* pieces of one position */
	size_t cap;
	struct talat_repairs repairs;	/* of the did-you-mean notes */
};

/*
 * The characters of a JSON string, safe inside a <script> element: '<'
 * before '/' or '!' is written \u003c, so that no "</script" or "<!--"
 * appears.
 */
static void
json_chars_n(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + n;

	for (; p < end; p++) {
		if (*p == '"' || *p == '\\')
			printf("\\%c", *p);
		else if (*p == '\n')
			fputs("\\n", stdout);
		else if (*p < 0x20 || *p == 0x7f)	/* NUL too: \u0000 */
			printf("\\u%04x", *p);
		else if (*p == '<' && p + 1 < end && (p[1] == '/' || p[1] == '!'))
			fputs("\\u003c", stdout);
		else
			putchar(*p);
	}
}

static void
json_chars(const char *s)
{
	json_chars_n(s, strlen(s));
}

static void
json_string(const char *s)
{
	putchar('"');
	json_chars(s);
	putchar('"');
}

static void
json_key(const char *key, const char *value)
{
	printf("\"%s\":", key);
	json_string(value);
	putchar(',');
}

static void
put_tags(const struct talat_game *g)
{
	size_t i;

	fputs("\"tags\":[", stdout);
	for (i = 0; i < g->ntags; i++) {
		printf("%s[", i ? "," : "");
		json_string(g->tags[i].name);
		putchar(',');
		json_string(g->tags[i].value);
		putchar(']');
	}
	fputs("],", stdout);
}

static void
put_diags(const struct talat_result *r)
{
	size_t i;

	fputs("\"diags\":[", stdout);
	for (i = 0; i < r->ndiags; i++) {
		const struct talat_diag *d = &r->diags[i];

		printf("%s{\"ply\":%ld,\"line\":%ld,\"col\":%ld,\"sev\":\"%s\","
		    "\"msg\":", i ? "," : "", d->ply, d->loc.line,
		    d->loc.column, talat_severity_name(d->severity));
		json_string(d->message);
		if (d->kind != TALAT_D_NONE) {
			fputs(",\"code\":", stdout);
			json_string(talat_diag_code(d->kind));
		}
		putchar('}');
	}
	fputs("],", stdout);
}

/* Comments joined by line feeds. */
static void
put_comments(const struct talat_comment *c, size_t n)
{
	size_t i;

	if (n == 0)
		return;
	fputs(",\"cm\":\"", stdout);
	for (i = 0; i < n; i++) {
		if (i)
			fputs("\\n", stdout);
		json_chars(c[i].text);
	}
	fputs("\"", stdout);
}

/* What happened to the boards after ply n: deaths and declarations. */
static void
put_events(const struct talat_result *r, long n)
{
	int i, any = 0;

	for (i = 0; i < r->nfreezes; i++) {
		const struct talat_freeze *f = &r->freezes[i];
		const char *what = NULL;

		if (f->declared_after_ply == n)
			what = "frozen";
		else if (f->dead_after_ply == n)
			what = "dead";
		if (what == NULL)
			continue;
		printf("%s\"%s %s\"", any++ ? "," : ",\"ev\":[",
		    talat_board_name(f->board), what);
	}
	if (any)
		putchar(']');
}

/* One entry of the ply list: the position after the kth replayed ply
 * (k = 0: the start), drawn. */
static int
put_entry(struct html *h, const struct talat_game *g,
    const struct talat_result *full, const struct talat_result *rc,
    size_t k)
{
	struct talat_score scores[TALAT_NCOLOURS];
	struct talat_svg_marks m;
	const struct talat_position *p = &rc->final;
	char tpn[TALAT_TPN_MAX], text[16];
	unsigned winners;
	int tiebreak, i;
	size_t n;
	long ply = p->ply - 1;

	if (k > 0)
		ply = full->plies[k - 1].ply;
	printf("%s{\"n\":%ld,", k ? ",\n" : "", ply);
	if (k > 0) {
		const struct talat_ply *pl = &full->plies[k - 1];
		const struct talat_move *mv = &g->moves[pl->move];

		talat_action_text(&pl->action, text);
		json_key("t", text);
		printf("\"c\":\"%c\",", talat_colour_char(pl->actor));
		if (mv->annotation != TALAT_ANN_NONE)
			json_key("ann", talat_annotation_text(mv->annotation));
	}
	talat_tpn_write(p, tpn);
	json_key("tpn", tpn);
	talat_score(p, full->order, full->nplayers, scores, &winners,
	    &tiebreak);
	fputs("\"s\":[", stdout);
	for (i = 0; i < full->nplayers; i++)
		printf("%s%d", i ? "," : "", scores[full->order[i]].points);
	putchar(']');
	if (k > 0)
		put_comments(g->moves[full->plies[k - 1].move].comments,
		    g->moves[full->plies[k - 1].move].ncomments);
	else
		put_comments(g->comments, g->ncomments);
	put_events(full, ply);
	talat_svg_marks_of(rc, &m);
	n = talat_svg_pieces(NULL, 0, p, &m);
	if (n + 1 > h->cap) {
		free(h->buf);
		h->cap = n + 1;
		if ((h->buf = malloc(h->cap)) == NULL) {
			h->cap = 0;
			return -1;
		}
	}
	talat_svg_pieces(h->buf, h->cap, p, &m);
	fputs(",\"svg\":", stdout);
	json_string(h->buf);
	putchar('}');
	return 0;
}

static int
html_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	struct html *h = ctx;
	struct talat_result rc;
	size_t k;
	int i, rv = 0;

	h->games++;
	for (k = 0; k < r->ndiags; k++)
		cli_print_diag(stderr, file, &r->diags[k]);
	printf("<script type=\"application/json\" class=\"game\">{"
	    "\"game\":%ld,\"index\":%ld,", h->games, g->index);
	json_key("file", file);
	json_key("status", talat_status_name(r->status));
	fputs("\"players\":[", stdout);
	for (i = 0; i < r->nplayers; i++)
		printf("%s\"%c\"", i ? "," : "", talat_colour_char(r->order[i]));
	printf("],\"zihin\":");
	if (r->zihin >= 0)
		printf("\"%c\",", talat_colour_char(r->zihin));
	else
		printf("null,");
	printf("\"winners\":\"");
	for (i = 0; i < TALAT_NCOLOURS; i++)
		if (r->winners & (1u << i))
			putchar(talat_colour_char(i));
	printf("\",");
	put_tags(g);
	put_diags(r);
	/* A game with a syntax error: the plies stop where the reader did;
	 * its text as written goes along, so that nothing of it is lost. */
	if (g->syntax_errors > 0 && g->source_text != NULL) {
		/* All of it: it may hold NUL bytes (source_len). */
		fputs("\"source\":\"", stdout);
		json_chars_n(g->source_text, g->source_len);
		fputs("\",", stdout);
	}
	fputs("\"plies\":[\n", stdout);
	talat_result_init(&rc);
	for (k = 0; k <= r->nplies && rv == 0; k++) {
		if (talat_replay_prefix(g, r, &h->opts, k, &rc) < 0 ||
		    put_entry(h, g, r, &rc, k) < 0)
			rv = -1;
	}
	talat_result_free(&rc);
	fputs("]}</script>\n", stdout);
	if (rv < 0)
		fprintf(stderr, _("talat %s: out of memory\n"), "html");
	return rv;
}

/*
 * The page is src/html/viewer.html with its markers <!--talat:NAME-->
 * replaced, in this order: style (viewer.css), picture (the frame of the
 * pictures, with an empty group for the pieces), games (one JSON
 * document per game) and script (viewer.js). page_to() writes the page
 * up to the next marker, which must be `name`, and steps over it.
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

static void
page_begin(const char **at)
{
	size_t n = talat_svg_frame(NULL, 0);
	char *frame;

	page_to(at, "style");
	fwrite(talat_viewer_css, 1, talat_viewer_css_len, stdout);
	page_to(at, "picture");
	if ((frame = malloc(n + 1)) != NULL) {
		talat_svg_frame(frame, n + 1);
		fputs(frame, stdout);
		free(frame);
	}
	fputs("<g id=\"pieces\"></g>" TALAT_SVG_END, stdout);
	page_to(at, "games");
}

static void
page_end(const char **at)
{
	page_to(at, "script");
	fwrite(talat_viewer_js, 1, talat_viewer_js_len, stdout);
	fputs(*at, stdout);
}

static int
html_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct html_opts *o = opts;
	const char *at = talat_viewer_html;
	struct html h;
	struct cli_walk w;
	int st;

	memset(&h, 0, sizeof(h));
	h.opts.strict = o->strict;
	h.opts.tiebreak = o->tiebreak;
	memset(&w, 0, sizeof(w));
	w.cmd = e->name;
	w.strict = o->strict;
	w.tiebreak = o->tiebreak;
	w.max_errors = (int)o->max_errors;
	w.shows_diags = 1;
	w.game = html_game;
	w.repairs = &h.repairs;
	w.ctx = &h;
	page_begin(&at);
	st = cli_walk(&w, argc, argv);
	page_end(&at);
	free(h.buf);
	talat_repairs_free(&h.repairs);
	/* An invalid game is shown with its error, and makes the status
	 * 1 as in every command. */
	return st;
}

const struct cli_entry cli_cmd_html = {
	"html", "[FILE...]",
	N_("Write one self-contained HTML page to step through every game."),
	html_options, &html_defaults, sizeof(struct html_opts), "*.tgn",
	NULL, 0, NULL, html_exec
};
