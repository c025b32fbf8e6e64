#!/bin/sh
# SPDX-License-Identifier: ISC
# embed.sh NAME [FILE]: writes C source defining FILE's bytes as the array
# NAME (with a NUL after them) and their number as NAME_len; a NAME
# ending in _b64 gets FILE in base64, and no FILE gives no bytes. The
# build runs it on the HTML viewer's files (src/html/) and the engine
# (src/wasm/), so that they are files of their own and talat still needs
# no file beside it at run time.
set -e
name=$1
file=${2:-/dev/null}
[ -r "$file" ] || { echo "embed.sh: cannot read $file" >&2; exit 1; }
printf '/* Generated from %s by embed.sh: do not edit. */\n' \
    "$(basename "$file")"
printf '#include <stddef.h>\nconst char %s[] = {\n' "$name"
case $name in
*_b64) base64 -w0 "$file" ;;
*) cat "$file" ;;
esac | od -An -v -tx1 | sed -e 's/ *\([0-9a-f][0-9a-f]\)/0x\1,/g'
printf '0x00 };\nconst size_t %s_len = sizeof(%s) - 1;\n' "$name" "$name"
