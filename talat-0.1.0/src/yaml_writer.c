/* SPDX-License-Identifier: ISC */
/* yaml_writer.c: a stream of summaries through a write handler, each
 * document written directly (yaml_block.c) where that gives libyaml's
 * bytes, else by libyaml's emitter. */
#include <stdlib.h>
#include <string.h>
#include "yaml_private.h"

/* --- the writer: direct where it can, libyaml where it must ---------------- */

struct talat_yaml_writer {
	talat_yaml_write_fn write;
	void *data;
	yaml_emitter_t emitter;		/* for documents the block writer
					   refuses */
	struct yblock block;
	size_t direct, by_libyaml;	/* documents written each way */
};

struct talat_yaml_writer *
talat_yaml_writer_new(talat_yaml_write_fn write, void *data,
    struct talat_yaml_error *err)
{
	struct talat_yaml_writer *w;

	err->kind = TALAT_YAML_OK;
	if ((w = calloc(1, sizeof(*w))) == NULL) {
		yemit_error(err, TALAT_YAML_NOMEM, "out of memory");
		return NULL;
	}
	if (!yaml_emitter_initialize(&w->emitter)) {
		free(w);
		yemit_error(err, TALAT_YAML_NOMEM, "out of memory");
		return NULL;
	}
	w->write = write;
	w->data = data;
	yaml_emitter_set_output(&w->emitter, write, data);
	yblock_init(&w->block);
	if (yemit_open(&w->emitter, err) < 0) {
		talat_yaml_writer_free(w);
		return NULL;
	}
	return w;
}

static int
write_failed(struct talat_yaml_error *err)
{
	yemit_error(err, TALAT_YAML_EMITTER, "write error");
	return -1;
}

int
talat_yaml_writer_game(struct talat_yaml_writer *w, const char *file,
    const struct talat_game *g, const struct talat_result *r,
    struct talat_yaml_error *err)
{
	struct yemit m;
	int rc;

	memset(&m, 0, sizeof(m));
	m.b = &w->block;
	m.first = w->direct + w->by_libyaml == 0;
	m.err = err;
	err->kind = TALAT_YAML_OK;
	rc = yemit_document(&m, file, g, r);
	free(m.buf);
	if (rc == 0) {
		if (!w->write(w->data, (unsigned char *)w->block.buf,
		    w->block.len))
			return write_failed(err);
		w->direct++;
		return 0;
	}
	if (!m.unsupported)
		return -1;
	/* libyaml starts its own first document without "---". */
	if (w->by_libyaml == 0 && w->direct > 0 &&
	    !w->write(w->data, (unsigned char *)"---\n", 4))
		return write_failed(err);
	if (yemit_game(&w->emitter, file, g, r, err) < 0)
		return -1;
	w->by_libyaml++;
	return 0;
}

int
talat_yaml_writer_close(struct talat_yaml_writer *w,
    struct talat_yaml_error *err)
{
	return yemit_close(&w->emitter, err);
}

void
ywriter_counts(const struct talat_yaml_writer *w, size_t *direct,
    size_t *by_libyaml)
{
	*direct = w->direct;
	*by_libyaml = w->by_libyaml;
}

void
talat_yaml_writer_free(struct talat_yaml_writer *w)
{
	if (w == NULL)
		return;
	yaml_emitter_delete(&w->emitter);
	yblock_free(&w->block);
	free(w);
}
