/* SPDX-License-Identifier: ISC */
/* i18n.c: the library's text domain, bound once (see i18n.h). */
#include <stdlib.h>
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

const char *
tl_gettext(const char *msgid)
{
	pthread_once(&bound, bind_domain);
	return dgettext(PACKAGE, msgid);
}

const char *
tl_ngettext(const char *one, const char *many, unsigned long n)
{
	pthread_once(&bound, bind_domain);
	return dngettext(PACKAGE, one, many, n);
}
#endif

const char *
tl_localedir(void)
{
	const char *d = getenv("TALAT_LOCALEDIR");

	return d != NULL && *d != '\0' ? d : LOCALEDIR;
}
