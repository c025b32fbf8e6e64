/* dead.c: not yet written */
#include "talat.h"
