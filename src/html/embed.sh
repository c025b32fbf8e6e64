#!/bin/sh
# SPDX-License-Identifier: ISC
# embed.sh NAME FILE: writes C source defining FILE's bytes as the array
# NAME (with a NUL after them) and their number as NAME_len. The build
# runs it on the HTML viewer's script and style sheet (src/html/), so
# that they are source files of their own and talat still needs no file
# beside it at run time.
set -e
name=$1
file=$2
printf '/* Generated from %s by embed.sh: do not edit. */\n' \
    "$(basename "$file")"
printf '#include <stddef.h>\nconst char %s[] = {\n' "$name"
od -An -v -tx1 "$file" | sed -e 's/ *\([0-9a-f][0-9a-f]\)/0x\1,/g'
printf '0x00 };\nconst size_t %s_len = sizeof(%s) - 1;\n' "$name" "$name"
