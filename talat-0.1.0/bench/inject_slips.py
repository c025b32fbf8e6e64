#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""inject_slips.py: one transcription slip in every game of a TGN stream.

Reads canonical TGN (talat gen, talat fmt) on standard input and writes
the same games with one slip each, chosen at random (seeded) among: a
wrong file letter, a wrong rank, '-' for 'x' or 'x' for '-', the wrong
board, the wrong tower type in a placement, two plies exchanged, a ply
written twice. The slip may happen to leave the game legal; the record
is written anyway. Usage: inject_slips.py [SEED] < in.tgn > out.tgn
"""
import random
import re
import sys

PLY = re.compile(r'(?<![\w:@])((?:[SML][346]@)?(?:WB|BG|GW):[a-e][1-5](?:[-x][a-e][1-5])?)')
BOARDS = ["WB", "BG", "GW"]
TYPES = [s + d for s in "SML" for d in "346"]


def slip_one(ply, rng):
    kind = rng.choice(["file", "rank", "sign", "board", "type"])
    if kind == "type" and "@" in ply:
        t = rng.choice([t for t in TYPES if t != ply[:2]])
        return t + ply[2:]
    m = re.match(r'((?:[SML][346]@)?)(WB|BG|GW):([a-e])([1-5])(?:([-x])([a-e])([1-5]))?$', ply)
    pre, board, f1, r1, sign, f2, r2 = m.groups()
    if kind == "board":
        board = rng.choice([b for b in BOARDS if b != board])
    elif kind == "sign" and sign:
        sign = "x" if sign == "-" else "-"
    elif kind == "rank":
        if sign:
            r2 = rng.choice([r for r in "12345" if r != r2])
        else:
            r1 = rng.choice([r for r in "12345" if r != r1])
    else:
        if sign:
            f2 = rng.choice([f for f in "abcde" if f != f2])
        else:
            f1 = rng.choice([f for f in "abcde" if f != f1])
    tail = (sign + f2 + r2) if sign else ""
    return "%s%s:%s%s%s" % (pre, board, f1, r1, tail)


def slip_game(text, rng):
    head, sep, moves = text.partition("\n\n")
    plies = list(PLY.finditer(moves))
    if len(plies) < 3:
        return text
    i = rng.randrange(len(plies) - 1)
    a, b = plies[i], plies[i + 1]
    kind = rng.random()
    if kind < 0.15:      # exchanged with the next ply
        new = moves[:a.start()] + b.group(1) + moves[a.end():b.start()] + a.group(1) + moves[b.end():]
    elif kind < 0.25:    # written twice
        new = moves[:a.end()] + " " + a.group(1) + moves[a.end():]
    else:
        new = moves[:a.start()] + slip_one(a.group(1), rng) + moves[a.end():]
    return head + sep + new


def main():
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    games = re.split(r'\n(?=\[Event )', sys.stdin.read())
    sys.stdout.write("\n".join(slip_game(g, rng) for g in games))


main()
