/* cli.h: what the talat subcommands share. */
#ifndef TALAT_CLI_H
#define TALAT_CLI_H
int cmd_check(int argc, char **argv);
int cmd_show(int argc, char **argv);
int cmd_frozen(int argc, char **argv);
int cmd_fmt(int argc, char **argv);
#endif
