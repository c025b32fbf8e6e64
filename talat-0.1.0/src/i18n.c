/* SPDX-License-Identifier: ISC */
/* i18n.c: the library's text domain, bound once (see i18n.h). */
#define _GNU_SOURCE		/* secure_getenv */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "i18n.h"

#if ENABLE_NLS
#include <libintl.h>
#include <pthread.h>

static pthread_once_t bound = PTHREAD_ONCE_INIT;

static void
bind_domain(void)
{
	bindtextdomain(PACKAGE, tl_localedir());
	bind_textdomain_codeset(PACKAGE, "UTF-8");
}

/* A translation is used only when it fits its message as a format
 * (tl_format_fits): a catalogue reached through LANGUAGE or
 * TALAT_LOCALEDIR whose translation reads other arguments than the
 * message's would make printf read what is not there. */
const char *
tl_gettext(const char *msgid)
{
	const char *t;

	pthread_once(&bound, bind_domain);
	t = dgettext(PACKAGE, msgid);
	return t == msgid || tl_format_fits(t, msgid, NULL) ? t : msgid;
}

const char *
tl_ngettext(const char *one, const char *many, unsigned long n)
{
	const char *t;

	pthread_once(&bound, bind_domain);
	t = dngettext(PACKAGE, one, many, n);
	return t == one || t == many || tl_format_fits(t, one, many) ? t :
	    n == 1 ? one : many;
}

const char *
tl_pgettext(const char *ctx_id, const char *id)
{
	const char *t = tl_gettext(ctx_id);

	return t == ctx_id ? id : t;
}
#endif

/* Whether the running program is the talat of the build tree: its file
 * (/proc/self/exe, a physical path) in TALAT_BUILDDIR, or in .libs/
 * there, where libtool keeps the program its wrapper runs. */
static int
in_build_tree(void)
{
	static const char dir[] = TALAT_BUILDDIR;
	char exe[4096];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	const char *rest, *slash;

	if (n <= 0 || (size_t)n < sizeof dir)
		return 0;
	exe[n] = '\0';
	if (memcmp(exe, dir, sizeof dir - 1) != 0 || exe[sizeof dir - 1] != '/')
		return 0;
	rest = exe + sizeof dir;
	if (strncmp(rest, ".libs/", 6) == 0)
		rest += 6;
	slash = strchr(rest, '/');
	return slash == NULL;
}

/*
 * TALAT_LOCALEDIR, but never for a program running with privileges it
 * was given (set-user-ID, set-group-ID, file capabilities): whoever runs
 * it must not point it at catalogues of his own, whose translations are
 * printf formats. secure_getenv gives nothing there; without it, the
 * variable counts only when the real and effective IDs agree.
 */
static const char *
localedir_env(void)
{
#if HAVE_SECURE_GETENV
	return secure_getenv("TALAT_LOCALEDIR");
#else
	if (getuid() != geteuid() || getgid() != getegid())
		return NULL;
	return getenv("TALAT_LOCALEDIR");
#endif
}

const char *
tl_localedir(void)
{
	const char *d = localedir_env();

	if (d != NULL && *d != '\0')
		return d;
	return in_build_tree() ? TALAT_BUILDDIR "/locale" : LOCALEDIR;
}
