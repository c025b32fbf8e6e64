# SPDX-License-Identifier: ISC
# Counts plies in canonical TGN: placements, steps, captures and passes
# outside tags and comments.
/^\[/ { next }
{
	line = $0
	gsub(/\{[^}]*\}/, "", line)
	sub(/;.*/, "", line)
	n = split(line, tok, /[ \t]+/)
	for (i = 1; i <= n; i++)
		if (tok[i] ~ /^[0-9]*\.?([SML][346]@|(WB|BG|GW):[a-e][1-5][-x]|pass)/)
			plies++
}
END { print plies + 0 }
