/* SPDX-License-Identifier: ISC */
/* yaml_writer.c: a stream of summaries through a write handler, by
 * libyaml's emitter (yaml_event.c). */
#include <stdlib.h>
#include "yaml_private.h"

struct talat_yaml_writer {
	struct yml_out o;
};

struct talat_yaml_writer *
talat_yaml_writer_new(talat_yaml_write_fn write, void *data,
    struct talat_yaml_error *err)
{
	struct talat_yaml_writer *w;

	err->kind = TALAT_YAML_OK;
	if ((w = calloc(1, sizeof(*w))) == NULL) {
		yml_error(err, TALAT_YAML_NOMEM, "out of memory");
		return NULL;
	}
	if (yml_out_open(&w->o, write, data, err) < 0) {
		talat_yaml_writer_free(w);
		return NULL;
	}
	return w;
}

int
talat_yaml_writer_game(struct talat_yaml_writer *w, const char *file,
    const struct talat_game *g, const struct talat_result *r,
    struct talat_yaml_error *err)
{
	err->kind = TALAT_YAML_OK;
	w->o.err = err;
	return yml_document(&w->o, file, g, r);
}

int
talat_yaml_writer_close(struct talat_yaml_writer *w,
    struct talat_yaml_error *err)
{
	err->kind = TALAT_YAML_OK;
	w->o.err = err;
	return yml_out_close(&w->o);
}

void
talat_yaml_writer_free(struct talat_yaml_writer *w)
{
	if (w == NULL)
		return;
	yml_out_free(&w->o);
	free(w);
}
