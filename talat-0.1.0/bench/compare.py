#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""compare.py: the CPU time of one talat command in several builds.

    bench/compare.py [--runs N] [--cpu C] [--command CMD] FILE BUILD...

Runs `talat CMD FILE` (CMD default: check) of every BUILD directory N times
(default 15), the builds taking turns so that a load on the machine falls
on all of them alike, each run pinned to core C (default 1), its output
thrown away. Prints for each build the median CPU time (user + system, from
wait4) and its ratio to the first build's. CPU time, not wall time: on a
shared machine it is the steadier measure.

A build directory's `talat` is the libtool wrapper; the program itself,
`.libs/talat`, is run with LD_LIBRARY_PATH set to the build's `.libs`
when it exists (a wrapper would time the shell too).

Example (issue 15: `talat check` against the build where the session began):
    git worktree add /tmp/old 34f0f9a && (cd /tmp/old && autoreconf -fi &&
        ./configure && make)
    bench/compare.py corpus.tgn /tmp/old .
"""
import argparse
import os
import statistics
import sys


def program(build):
    libs = os.path.join(build, ".libs")
    if os.access(os.path.join(libs, "talat"), os.X_OK):
        return os.path.join(libs, "talat"), libs
    return os.path.join(build, "talat"), None


def run_once(build, cmd, path, cpu):
    prog, libs = program(build)
    pid = os.fork()
    if pid == 0:
        try:
            os.sched_setaffinity(0, {cpu})
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 1)
            os.dup2(null, 2)
            env = dict(os.environ)
            if libs:
                env["LD_LIBRARY_PATH"] = libs
            os.execve(prog, ["talat", cmd, path], env)
        finally:
            os._exit(127)
    _, status, ru = os.wait4(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit(f"compare.py: {prog} {cmd} {path}: exit status {code}")
    return ru.ru_utime + ru.ru_stime


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--cpu", type=int, default=1)
    ap.add_argument("--command", default="check")
    ap.add_argument("file")
    ap.add_argument("builds", nargs="+")
    a = ap.parse_args()
    times = {b: [] for b in a.builds}
    for _ in range(a.runs):
        for b in a.builds:
            times[b].append(run_once(b, a.command, a.file, a.cpu))
    base = statistics.median(times[a.builds[0]])
    print(f"talat {a.command} {a.file}: median CPU time of {a.runs} runs,"
          f" core {a.cpu}")
    for b in a.builds:
        m = statistics.median(times[b])
        print(f"{m * 1000:9.1f} ms  x{m / base:.3f}  {b}")


if __name__ == "__main__":
    main()
