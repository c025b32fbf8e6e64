#include "cli/cli.h"
int cmd_frozen(int argc, char **argv) { (void)argc; (void)argv; return 2; }
