/* SPDX-License-Identifier: ISC */
/* pkgconfig_demo.c: a program built against the installed libtalat via
 * pkg-config: reads a TPN and prints whether each board is dead. */
#include <stdio.h>
#include <talat.h>

int
main(int argc, char **argv)
{
	struct talat_position p;
	char err[256];
	int b, dead;

	if (argc != 2 || talat_tpn_parse(argv[1], &p, err, sizeof(err)) != 0) {
		fprintf(stderr, "demo: %s\n", argc == 2 ? err : "usage: demo TPN");
		return 2;
	}
	for (b = 0; b < TALAT_NBOARDS; b++) {
		/* -1: the oracle could not finish (out of memory) */
		if ((dead = talat_board_dead(&p, b, NULL)) < 0) {
			fprintf(stderr, "demo: out of memory\n");
			return 2;
		}
		printf("%s %s\n", talat_board_name(b), dead ? "dead" : "live");
	}
	return 0;
}
