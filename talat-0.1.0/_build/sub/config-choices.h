/* Written by config.status: what configure chose (configure.ac). */
/* localedir=/work/wt/api39/talat-0.1.0/_inst/share/locale */
/* libdir=/work/wt/api39/talat-0.1.0/_inst/lib */
/* builddir=/work/wt/api39/talat-0.1.0/_build/sub */
/* CC=gcc */
/* CPPFLAGS= */
/* CFLAGS=-g -O2 */
/* LDFLAGS= */
/* LIBS= */
/* SAN_CFLAGS= */
/* LIB_OPT_CFLAGS=-fno-semantic-interposition */
/* USE_NLS=yes */
