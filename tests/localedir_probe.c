/* SPDX-License-Identifier: ISC */
/*
 * localedir_probe.c: prints whether the kernel runs it in secure mode
 * (AT_SECURE: set-user-ID, set-group-ID, capabilities) and the catalogue
 * directory i18n.c chooses, for tests/localedir.sh. Linked with
 * src/i18n.c alone, so that a set-group-ID copy needs no library of the
 * build tree (the loader would not look there).
 */
#include <stdio.h>
#include <sys/auxv.h>
#include "i18n.h"

int
main(void)
{
	printf("%lu %s\n", getauxval(AT_SECURE), tl_localedir());
	return 0;
}
