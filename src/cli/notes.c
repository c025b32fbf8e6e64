/* notes.c: a game's diagnostics with the did-you-mean notes of its
 * repairs after the error they are about (check and fix). */
#include "cli/cli.h"

void
cli_print_result(FILE *out, const char *file, const struct talat_result *r,
    const struct talat_repairs *rs, int warnings)
{
	struct talat_diag note;
	struct talat_msg m;
	size_t i, j;

	for (i = 0; i < r->ndiags; i++) {
		if (!warnings && r->diags[i].severity != TALAT_SEV_ERROR)
			continue;
		cli_print_diag(out, file, &r->diags[i]);
		if (rs == NULL || rs->n == 0 || r->diags[i].ply != rs->ply ||
		    r->diags[i].severity != TALAT_SEV_ERROR)
			continue;
		for (j = 0; j < rs->n && j < CLI_MAX_NOTES; j++) {
			talat_repair_note(rs, &rs->list[j], &m);
			note = r->diags[i];
			note.kind = m.kind;
			note.severity = talat_diag_severity(m.kind);
			note.message = m.text;
			note.source = NULL;
			cli_print_diag(out, file, &note);
		}
	}
}
