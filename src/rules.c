/* rules.c: not yet written */
#include "talat.h"
