/* SPDX-License-Identifier: ISC */
/* notes.c: printing a game's diagnostics (check, fix, show). */
#include "cli/cli.h"

void
cli_print_result(FILE *out, const char *file, const struct talat_result *r,
    int warnings)
{
	size_t i;

	for (i = 0; i < r->ndiags; i++)
		if (warnings || r->diags[i].severity != TALAT_SEV_WARNING)
			cli_print_diag(out, file, &r->diags[i]);
}
