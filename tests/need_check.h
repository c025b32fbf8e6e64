/* SPDX-License-Identifier: ISC */
/* need_check.h: forced into the unit tests when configure found no Check. */
#error "make check needs Check (check >= 0.11; Debian: apt-get install check), which configure did not find: install it and run ./configure again"
