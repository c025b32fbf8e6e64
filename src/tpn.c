/* tpn.c: not yet written */
#include "talat.h"
