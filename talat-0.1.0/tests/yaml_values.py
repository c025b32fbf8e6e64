#!/usr/bin/python3
# SPDX-License-Identifier: ISC
"""yaml_values.py: `talat yaml` as another YAML 1.1 reader (PyYAML) sees it.

1. For every example record of the spec, the values in EXPECTED.txt:
   status, plies, scores (points, captured, start_line, zihin_start_line,
   in turn order), winners, tiebreak, freezes, final position, and the
   place of the first error.
2. Every value is of its type: the numbers are ints, everything else
   stays a string (tag values such as 2019.07.17 included).
3. Strings that YAML 1.1 would read as something else come back as the
   same strings (a record written here with such tags and comments).
4. PyYAML's own rendering of a summary converts back to the same record
   as talat's rendering (talat from-yaml reads more than talat writes).
5. No mapping holds a key twice: a record with repeated tags keeps the
   first of each name under `tags` and the others under `duplicate_tags`
   (name, value, line, index), and converts back to itself.

Environment: TALAT (the binary), SPECDIR (the spec, with examples/).
Exit 77 (skip) when PyYAML is missing or the binary is not built.
"""
import os
import re
import subprocess
import sys
import tempfile

try:
    import yaml
except ImportError:
    print("yaml_values: PyYAML is missing; skipped")
    sys.exit(77)

TALAT = os.environ.get("TALAT", "./talat")
SPECDIR = os.environ.get("SPECDIR", "doc/spec")
EXAMPLES = os.path.join(SPECDIR, "examples")

if not os.access(TALAT, os.X_OK):
    print("yaml_values: %s is not built; skipped" % TALAT)
    sys.exit(77)

if not os.path.isfile(os.path.join(EXAMPLES, "EXPECTED.txt")):
    print("yaml_values: no %s/EXPECTED.txt (set SPECDIR)" % EXAMPLES)
    sys.exit(1)

failures = 0
checks = 0


def check(cond, what):
    global failures, checks
    checks += 1
    if not cond:
        failures += 1
        print("FAIL: " + what)


def talat(*args, stdin=None):
    return subprocess.run([TALAT] + list(args), input=stdin,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)


# --- EXPECTED.txt ------------------------------------------------------------

def parse_captured(text):
    text = text.strip()
    return [] if text in ("", "-") else text.split(",")


def parse_scores(text):
    """W 31 (captured A,B; start line 2), G 26 (...) -> ordered list."""
    out = []
    for m in re.finditer(r"([WBG]) (\d+) \(([^)]*)\)", text):
        entry = {"colour": m.group(1), "points": int(m.group(2))}
        for part in m.group(3).split(";"):
            part = part.strip()
            if part.startswith("captured"):
                entry["captured"] = parse_captured(part[len("captured"):])
            elif part.startswith("zihin start line"):
                entry["zihin_start_line"] = int(part.split()[-1])
            elif part.startswith("start line"):
                entry["start_line"] = int(part.split()[-1])
            else:
                raise ValueError("unknown score part: " + part)
        out.append(entry)
    return out


def parse_expected(path):
    games = {}
    cur = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("Expected"):
                continue
            if not line.startswith(" "):
                cur = {"freezes": [], "tiebreak": None}
                games[line.strip()] = cur
                continue
            key, _, value = line.strip().partition(": ")
            if key == "status":
                cur["status"] = value
            elif key == "plies":
                cur["plies"] = int(value)
            elif key == "scores":
                cur["scores"] = parse_scores(value)
            elif key == "winners":
                m = re.match(r"([^(]*?)\s*(?:\(tiebreak: (\w+)\))?$", value)
                cur["winners"] = sorted(c.strip() for c in
                                        m.group(1).split(","))
                cur["tiebreak"] = m.group(2)
            elif key.startswith("board "):
                m = re.match(r"(?:dead after ply (\d+)|not dead)"
                             r"(?:, declared after ply (\d+))?$", value)
                cur["freezes"].append({
                    "board": key.split()[1],
                    "dead_after_ply": int(m.group(1)) if m.group(1) else None,
                    "declared_after_ply":
                        int(m.group(2)) if m.group(2) else None})
            elif key == "final position":
                cur["final_position"] = value
            elif key == "first error":
                m = re.match(r"line (\d+), column (\d+), ply (\d+): ", value)
                cur["first_error"] = tuple(int(x) for x in m.groups())
            else:
                raise ValueError("unknown line in EXPECTED.txt: " + line)
    return games


INT_KEYS = {"game", "line", "column", "ply", "round", "start_line",
            "zihin_start_line", "points"}
NULLABLE_INT_KEYS = {"dead_after_ply", "declared_after_ply"}
BOOL_KEYS = {"fits", "provisional"}


def check_types(node, where):
    """Numbers under the number keys, booleans under the boolean keys,
    strings everywhere else."""
    if isinstance(node, dict):
        for k, v in node.items():
            check(isinstance(k, str), "%s: key %r is a string" % (where, k))
            sub = "%s.%s" % (where, k)
            if k in INT_KEYS and where.split(".")[-1] != "tags":
                check(type(v) is int, "%s is an int (%r)" % (sub, v))
            elif k in BOOL_KEYS:
                check(type(v) is bool, "%s is a boolean (%r)" % (sub, v))
            elif k in NULLABLE_INT_KEYS:
                check(v is None or type(v) is int,
                      "%s is an int or null (%r)" % (sub, v))
            else:
                check_types(v, sub)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            check_types(v, "%s[%d]" % (where, i))
    else:
        check(isinstance(node, str), "%s is a string (%r)" % (where, node))


def check_examples():
    expected = parse_expected(os.path.join(EXAMPLES, "EXPECTED.txt"))
    check(len(expected) == 6, "EXPECTED.txt describes 6 records (%d)"
          % len(expected))
    for name, exp in sorted(expected.items()):
        r = talat("yaml", os.path.join(EXAMPLES, name))
        want_rc = 1 if exp["status"] == "invalid" else 0
        check(r.returncode == want_rc, "%s: exit %d (%d)"
              % (name, want_rc, r.returncode))
        docs = list(yaml.safe_load_all(r.stdout.decode("utf-8")))
        check(len(docs) == 1, "%s: one document (%d)" % (name, len(docs)))
        d = docs[0]
        check_types(d, name)
        check(d["status"] == exp["status"], "%s: status %s (%s)"
              % (name, exp["status"], d["status"]))
        check(len(d["plies"]) == exp["plies"], "%s: %d plies (%d)"
              % (name, exp["plies"], len(d["plies"])))
        want = [e["colour"] for e in exp["scores"]]
        check(list(d["scores"].keys()) == want, "%s: scores in order %s (%s)"
              % (name, want, list(d["scores"].keys())))
        check(d["order"] == want, "%s: order %s (%s)"
              % (name, want, d["order"]))
        for e in exp["scores"]:
            got = d["scores"].get(e["colour"], {})
            for key in ("points", "captured", "start_line",
                        "zihin_start_line"):
                if key not in e:
                    check(key not in got, "%s: %s has no %s"
                          % (name, e["colour"], key))
                    continue
                check(got.get(key) == e[key], "%s: %s %s %r (%r)"
                      % (name, e["colour"], key, e[key], got.get(key)))
        check(sorted(d["winners"]) == exp["winners"], "%s: winners %s (%s)"
              % (name, exp["winners"], d["winners"]))
        check(d.get("tiebreak") == exp["tiebreak"], "%s: tiebreak %s (%s)"
              % (name, exp["tiebreak"], d.get("tiebreak")))
        got = sorted(d["freezes"], key=lambda f: f["board"])
        want = sorted(exp["freezes"], key=lambda f: f["board"])
        check(got == want, "%s: freezes %s (%s)" % (name, want, got))
        check(d["final_position"] == exp["final_position"],
              "%s: final position %s (%s)"
              % (name, exp["final_position"], d["final_position"]))
        errors = [x for x in d["diagnostics"] if x["severity"] == "error"]
        if "first_error" in exp:
            check(len(errors) > 0 and (errors[0]["line"], errors[0]["column"],
                  errors[0].get("ply")) == exp["first_error"],
                  "%s: first error at %s (%s)"
                  % (name, exp["first_error"], errors[:1]))
        else:
            check(errors == [], "%s: no errors (%s)" % (name, errors))


# --- strings that YAML 1.1 would read as something else -------------------------

AWKWARD = [
    "yes", "No", "ON", "Off", "y", "N", "true", "FALSE", "null", "~", "",
    "1", "-1", "+1", "1.5", "0x1F", "0b101", "017", "0o17", "1e3", "1E-3",
    ".5", "1_000", "1:20", "12:30", "1:20.5", ".inf", "-.Inf", ".NaN",
    "2026-11-20", "2026-11-20 10:00:00", "2019.07.17", "3", "<<", "=",
    "- x", "? x", ": x", "#x", "&a", "*a", "!x", "|", ">", "'", '"', "%",
    "@x", "`x", "[x]", "{x}", "a: b", "a #b", " lead", "trail ", "x:",
    "Günzburg", "Сида", "ÆØÅ 日本", "tab\there", "back\\slash \"q\"",
    "plain words", "W", "B", "G", "WL6", "c1",
]

# Tag names are letters, digits and '_': some are YAML 1.1 booleans.
AWKWARD_NAMES = ["yes", "On", "NULL", "y", "n", "True", "Off", "e3"]


def tgn_escape(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def check_awkward_strings():
    lines = []
    for i, s in enumerate(AWKWARD):
        lines.append('[T%d "%s"]' % (i, tgn_escape(s)))
    for name in AWKWARD_NAMES:
        lines.append('[%s "x"]' % name)
    lines.append("")
    # Comments: the same strings where a comment can hold them (trimmed,
    # not empty, no braces).
    comments = [s for s in AWKWARD
                if s.strip() == s and s and "{" not in s and "}" not in s]
    lines.append(" ".join("{ %s }" % s for s in comments))
    lines.append("1. L6@WB:c1 { yes } { 1e3 } M4@BG:b1!? { 2026-11-20 }")
    text = "\n".join(lines) + "\n"
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "awkward.tgn")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        r = talat("yaml", path)
        check(r.returncode == 0, "awkward.tgn: exit 0 (%d: %s)"
              % (r.returncode, r.stderr.decode("utf-8", "replace")))
        d = yaml.safe_load(r.stdout.decode("utf-8"))
        check_types(d, "awkward.tgn")
        want = {"T%d" % i: s for i, s in enumerate(AWKWARD)}
        want.update({name: "x" for name in AWKWARD_NAMES})
        check(d["tags"] == want, "awkward.tgn: tags come back as written")
        for k in want:
            if d["tags"].get(k) != want[k]:
                print("   %s: %r became %r" % (k, want[k], d["tags"].get(k)))
        check(d.get("comments") == comments,
              "awkward.tgn: game comments come back as written (%r)"
              % d.get("comments"))
        check(d["plies"][0]["comments"] == ["yes", "1e3"],
              "awkward.tgn: ply comments (%r)" % d["plies"][0].get("comments"))
        check(d["plies"][1]["annotation"] == "!?",
              "awkward.tgn: annotation !? (%r)"
              % d["plies"][1].get("annotation"))


def check_pyyaml_rendering():
    """Summaries as PyYAML writes them (other quoting, flow style) convert
    back to the same TGN as talat's own."""
    for name in sorted(os.listdir(EXAMPLES)):
        if not name.endswith(".tgn"):
            continue
        r = talat("yaml", os.path.join(EXAMPLES, name))
        ours = talat("from-yaml", stdin=r.stdout)
        check(ours.returncode == 0, "%s: from-yaml of talat yaml exits 0 (%s)"
              % (name, ours.stderr.decode("utf-8", "replace")))
        docs = list(yaml.safe_load_all(r.stdout.decode("utf-8")))
        for flow in (False, None, True):
            text = yaml.safe_dump_all(docs, default_flow_style=flow,
                                      allow_unicode=True, sort_keys=False)
            theirs = talat("from-yaml", stdin=text.encode("utf-8"))
            check(theirs.returncode == 0 and theirs.stdout == ours.stdout,
                  "%s: PyYAML's rendering (flow %s) gives the same TGN (%s)"
                  % (name, flow, theirs.stderr.decode("utf-8", "replace")))


class UniqueKeyLoader(yaml.SafeLoader):
    pass


def unique_mapping(loader, node):
    keys = [loader.construct_object(k) for k, _ in node.value]
    dups = sorted(set(k for k in keys if keys.count(k) > 1))
    check(dups == [], "no key twice in a mapping (%s)" % dups)
    return loader.construct_mapping(node)


UniqueKeyLoader.add_constructor(
    yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, unique_mapping)


def check_duplicate_tags():
    """Repeated tags: a valid document, and every tag kept in place."""
    text = ('[Event "a"]\n[Site "b"]\n[Event "c"] [Round "1"]\n'
            '[Site "d"]\n[Event "e"]\n\n1. L6@WB:c1\n')
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "dup.tgn")
        with open(path, "w") as f:
            f.write(text)
        r = talat("yaml", path)
        d = yaml.load(r.stdout.decode("utf-8"), Loader=UniqueKeyLoader)
        check(d["tags"] == {"Event": "a", "Site": "b", "Round": "1"},
              "dup.tgn: the first of each name in tags (%r)" % d["tags"])
        want = [{"name": "Event", "value": "c", "line": 3, "index": 3},
                {"name": "Site", "value": "d", "line": 4, "index": 5},
                {"name": "Event", "value": "e", "line": 5, "index": 6}]
        check(d.get("duplicate_tags") == want,
              "dup.tgn: duplicate_tags %r (%r)"
              % (want, d.get("duplicate_tags")))
        back = talat("from-yaml", stdin=r.stdout)
        fmt = talat("fmt", path)
        check(back.returncode == 0 and back.stdout == fmt.stdout,
              "dup.tgn: from-yaml of yaml is fmt (%s)"
              % back.stderr.decode("utf-8", "replace"))
        # Many tags (found by sorting): T0..T9 three times over, in turn.
        names = ["T%d" % (i % 10) for i in range(30)]
        with open(path, "w") as f:
            f.write("".join('[%s "%d"]\n' % (n, i)
                            for i, n in enumerate(names)))
            f.write("\n1. L6@WB:c1\n")
        r = talat("yaml", path)
        d = yaml.load(r.stdout.decode("utf-8"), Loader=UniqueKeyLoader)
        check(d["tags"] == dict(("T%d" % i, str(i)) for i in range(10)),
              "30 tags: the first ten in tags (%r)" % d["tags"])
        got = [(e["name"], e["value"], e["index"])
               for e in d.get("duplicate_tags", [])]
        want = [(names[i], str(i), i + 1) for i in range(10, 30)]
        check(got == want, "30 tags: twenty in duplicate_tags (%r)" % got)
        back = talat("from-yaml", stdin=r.stdout)
        fmt = talat("fmt", path)
        check(back.returncode == 0 and back.stdout == fmt.stdout,
              "30 tags: from-yaml of yaml is fmt (%s)"
              % back.stderr.decode("utf-8", "replace"))


check_examples()
check_awkward_strings()
check_pyyaml_rendering()
check_duplicate_tags()
print("yaml_values: %d passed, %d failed" % (checks - failures, failures))
sys.exit(1 if failures else 0)
