/* SPDX-License-Identifier: ISC */
/* diag.c: the catalogue of diagnostics (talat/diag.h) and raising one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/diag.h"
#include "i18n.h"
#include "base_private.h"
#include "diag_private.h"

struct kind {
	const char *code;
	enum talat_severity severity;
	const char *template;
};

static const struct kind kinds[TALAT_D_COUNT] = {
	{ "", TALAT_SEV_ERROR, "" },
#define KIND(name, code, sev, tmpl) { code, TALAT_SEV_##sev, tmpl },
	TALAT_DIAG_TABLE(KIND)
#undef KIND
};

static const char *const severity_names[] = { N_("error"), N_("warning"),
	N_("note") };

const char *
talat_severity_name(enum talat_severity severity)
{
	return (unsigned)severity <= TALAT_SEV_NOTE ?
	    severity_names[severity] : "error";
}

int
talat_severity_from_name(const char *s)
{
	int i;

	for (i = 0; i <= TALAT_SEV_NOTE; i++)
		if (strcmp(s, severity_names[i]) == 0)
			return i;
	return -1;
}

static const struct kind *
kind_of(enum talat_diag_kind kind)
{
	return &kinds[(unsigned)kind < TALAT_D_COUNT ? kind : TALAT_D_NONE];
}

const char *
talat_diag_code(enum talat_diag_kind kind)
{
	return kind_of(kind)->code;
}

enum talat_severity
talat_diag_severity(enum talat_diag_kind kind)
{
	return kind_of(kind)->severity;
}

const char *
talat_diag_template(enum talat_diag_kind kind)
{
	return kind_of(kind)->template;
}

int
talat_diag_kind_of_code(const char *code)
{
	int k;

	for (k = 1; k < TALAT_D_COUNT; k++)
		if (strcmp(kinds[k].code, code) == 0)
			return k;
	return -1;
}

void
talat_diag_free(struct talat_diag *d)
{
	free(d->message);
	free(d->source);
	free(d->suggestion);
	d->message = d->source = d->suggestion = NULL;
}

/* The translated template of kind formatted into buf: each template is a
 * literal here, so that no format is ever a variable (-Wformat=2). */
static int
text_of(char *buf, size_t size, enum talat_diag_kind kind, va_list ap)
{
	switch (kind) {
#define TEXT_OF(name, code, sev, tmpl) \
	case TALAT_D_##name: \
		return vsnprintf(buf, size, _(tmpl), ap);
	TALAT_DIAG_TABLE(TEXT_OF)
#undef TEXT_OF
	case TALAT_D_NONE:
	case TALAT_D_COUNT:
		break;
	}
	buf[0] = '\0';
	return 0;
}

int
talat_msg_vset(struct talat_msg *m, enum talat_diag_kind kind, va_list ap)
{
	int n;

	m->kind = (unsigned)kind < TALAT_D_COUNT ? kind : TALAT_D_NONE;
	n = text_of(m->text, sizeof(m->text), m->kind, ap);
	/* Cut to fit, never inside a character. */
	if (n >= (int)sizeof(m->text))
		m->text[talat_utf8_prefix(m->text, sizeof(m->text) - 1,
		    (size_t)-1)] = '\0';
	return -1;
}

int
talat_msg_set(struct talat_msg *m, enum talat_diag_kind kind, ...)
{
	va_list ap;

	va_start(ap, kind);
	talat_msg_vset(m, kind, ap);
	va_end(ap);
	return -1;
}
