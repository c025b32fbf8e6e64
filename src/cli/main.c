#include <stdio.h>
#include <string.h>
#include "cli/cli.h"
int main(int argc, char **argv) { if (argc > 1 && strcmp(argv[1], "check") == 0) return cmd_check(argc - 1, argv + 1); if (argc > 1 && strcmp(argv[1], "fmt") == 0) return cmd_fmt(argc - 1, argv + 1); fprintf(stderr, "talat: usage\n"); return 2; }
