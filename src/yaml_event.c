/* SPDX-License-Identifier: ISC */
/*
 * yaml_event.c: the one home of the events given to libyaml's emitter
 * (talat yaml's summaries, talat diff's and talat reconcile's documents):
 * the emitter set up as every YAML output of talat is written (Unicode,
 * unlimited width, indent 2, LF), scalars, collections and documents,
 * and libyaml's failures as a struct talat_yaml_error.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/base.h"
#include "yaml_private.h"
#include "base_private.h"

void
yml_error(struct talat_yaml_error *err, enum talat_yaml_error_kind kind,
    const char *fmt, ...)
{
	va_list ap;

	err->kind = kind;
	err->diag = TALAT_D_NONE;	/* a failure, no diagnostic */
	err->line = err->column = 0;
	va_start(ap, fmt);
	vsnprintf(err->message, sizeof(err->message), fmt, ap);
	va_end(ap);
}

int
yml_out_nomem(struct yml_out *o)
{
	yml_error(o->err, TALAT_YAML_NOMEM, "out of memory");
	return -1;
}

static int
failed(struct yml_out *o)
{
	if (o->e.error == YAML_MEMORY_ERROR)
		return yml_out_nomem(o);
	yml_error(o->err, TALAT_YAML_EMITTER, "%s",
	    o->e.problem ? o->e.problem : "the YAML emitter failed");
	return -1;
}

/* Emits an initialized event. The emitter owns it from here, also when
 * emitting fails, so it is never deleted here. */
int
yml_emit(struct yml_out *o, yaml_event_t *ev)
{
	return yaml_emitter_emit(&o->e, ev) ? 0 : failed(o);
}

/* yml_out_file's write handler. */
static int
write_fp(void *data, unsigned char *buf, size_t size)
{
	struct yml_out *o = data;

	if (fwrite(buf, 1, size, o->fp) == size)
		return 1;
	o->werrno = errno ? errno : EIO;
	return 0;
}

int
yml_out_open(struct yml_out *o, talat_yaml_write_fn write, void *data,
    struct talat_yaml_error *err)
{
	yaml_event_t ev;

	memset(o, 0, sizeof(*o));
	o->err = err;
	err->kind = TALAT_YAML_OK;
	if (!yaml_emitter_initialize(&o->e))
		return yml_out_nomem(o);
	o->ready = 1;
	yaml_emitter_set_output(&o->e, write, data);
	yaml_emitter_set_unicode(&o->e, 1);
	yaml_emitter_set_width(&o->e, -1);
	yaml_emitter_set_indent(&o->e, 2);
	yaml_emitter_set_break(&o->e, YAML_LN_BREAK);
	if (!yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING))
		return yml_out_nomem(o);
	return yml_emit(o, &ev);
}

int
yml_out_file(struct yml_out *o, FILE *fp, struct talat_yaml_error *err)
{
	if (yml_out_open(o, write_fp, o, err) < 0)
		return -1;
	o->fp = fp;
	return 0;
}

int
yml_out_close(struct yml_out *o)
{
	yaml_event_t ev;

	if (!yaml_stream_end_event_initialize(&ev))
		return yml_out_nomem(o);
	if (yml_emit(o, &ev) < 0)
		return -1;
	return yaml_emitter_flush(&o->e) ? 0 : failed(o);
}

int
yml_out_errno(const struct yml_out *o)
{
	return o->werrno ? o->werrno : o->err->kind == TALAT_YAML_NOMEM ?
	    ENOMEM : EINVAL;
}

void
yml_out_free(struct yml_out *o)
{
	if (o->ready)
		yaml_emitter_delete(&o->e);
	free(o->buf);
	o->buf = NULL;
	o->ready = 0;
}

/* s itself when it is valid UTF-8 (libyaml's emitter takes nothing
 * else), else a copy in o->buf with U+FFFD for each byte that does not
 * start a valid sequence (a message may quote a record's text cut in the
 * middle of a character). NULL: out of memory. */
static const char *
valid_utf8(struct yml_out *o, const char *s, size_t *len)
{
	size_t n = *len, i, k, out;

	for (i = 0; i < n; i += k)
		if ((k = talat_utf8_len(s + i, n - i)) == 0)
			break;
	if (i == n)
		return s;
	if (n > (SIZE_MAX - 1) / 3 ||
	    tl_grow(&o->buf, &o->cap, n * 3 + 1, 1, 64) < 0)
		return NULL;
	for (i = 0, out = 0; i < n; i += k) {
		if ((k = talat_utf8_len(s + i, n - i)) == 0) {
			memcpy(o->buf + out, "\xEF\xBF\xBD", 3);
			out += 3;
			k = 1;
		} else {
			memcpy(o->buf + out, s + i, k);
			out += k;
		}
	}
	o->buf[out] = '\0';
	*len = out;
	return o->buf;
}

int
yml_scalar(struct yml_out *o, const char *s, size_t len,
    yaml_scalar_style_t style)
{
	yaml_event_t ev;

	if (!yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (const yaml_char_t *)s, (int)len, 1, 1, style))
		return yml_out_nomem(o);
	return yml_emit(o, &ev);
}

int
yml_plain(struct yml_out *o, const char *s)
{
	return yml_scalar(o, s, strlen(s), YAML_PLAIN_SCALAR_STYLE);
}

int
yml_str_len(struct yml_out *o, const char *s, size_t len)
{
	if ((s = valid_utf8(o, s, &len)) == NULL)
		return yml_out_nomem(o);
	return yml_scalar(o, s, len, yml_must_quote(s, len) ?
	    YAML_SINGLE_QUOTED_SCALAR_STYLE : YAML_PLAIN_SCALAR_STYLE);
}

int
yml_str(struct yml_out *o, const char *s)
{
	return yml_str_len(o, s, strlen(s));
}

int
yml_int(struct yml_out *o, long v)
{
	char buf[24], *p = buf + sizeof(buf);
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	return yml_scalar(o, p, (size_t)(buf + sizeof(buf) - p),
	    YAML_PLAIN_SCALAR_STYLE);
}

int
yml_null(struct yml_out *o)
{
	return yml_scalar(o, "null", 4, YAML_PLAIN_SCALAR_STYLE);
}

int
yml_key_str(struct yml_out *o, const char *k, const char *v)
{
	return yml_plain(o, k) < 0 || (v != NULL ? yml_str(o, v) :
	    yml_null(o)) < 0 ? -1 : 0;
}

int
yml_key_int(struct yml_out *o, const char *k, long v)
{
	return yml_plain(o, k) < 0 || yml_int(o, v) < 0 ? -1 : 0;
}

int
yml_event(struct yml_out *o, yaml_event_type_t type)
{
	yaml_event_t ev;
	int ok;

	switch (type) {
	case YAML_DOCUMENT_START_EVENT:
		ok = yaml_document_start_event_initialize(&ev, NULL, NULL,
		    NULL, 1);
		break;
	case YAML_DOCUMENT_END_EVENT:
		ok = yaml_document_end_event_initialize(&ev, 1);
		break;
	case YAML_MAPPING_START_EVENT:
		ok = yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1,
		    YAML_BLOCK_MAPPING_STYLE);
		break;
	case YAML_MAPPING_END_EVENT:
		ok = yaml_mapping_end_event_initialize(&ev);
		break;
	case YAML_SEQUENCE_START_EVENT:
		ok = yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1,
		    YAML_BLOCK_SEQUENCE_STYLE);
		break;
	default:
		ok = yaml_sequence_end_event_initialize(&ev);
		break;
	}
	return ok ? yml_emit(o, &ev) : yml_out_nomem(o);
}
