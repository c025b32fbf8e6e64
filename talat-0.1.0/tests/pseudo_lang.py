# SPDX-License-Identifier: ISC
"""pseudo_lang.py: the pseudo-language en@pseudo, and what it finds (tests/pseudo.sh).

  pseudo_lang.py po TALAT.POT OUT.PO    writes the catalogue of en@pseudo
  pseudo_lang.py scan TALAT.POT FILE... reads talat's output in en@pseudo
  pseudo_lang.py scan-page TALAT.POT FILE...  reads the texts of the page
                                        of talat html in en@pseudo
                                        (tests/html_texts.html), where the
                                        records' text is left out already

The catalogue translates every message of the sources: each letter of the
prose becomes a non-ASCII one (a -> á, s -> š, ...), the message is framed
by U+27E6 and U+27E7 and made a third longer with U+00B7. What stays as it
is: conversions (%s, %2$ld), option names (--strict), and the words that a
translator leaves alone too: notation, codes, tag names, names with digits
or in capitals. So in talat's output under LANGUAGE=en@pseudo:

 - an English word of the messages left in prose is text that the sources
   do not mark for translation (or mark but print untranslated);
 - a frame opened and not closed (or the reverse) is text cut, or a
   message printed in pieces;
 - a pseudo letter touching an ASCII letter or digit is a translated word
   glued to what a placeholder gives (a possessive "%c's", a plural
   ending "%s" after a word, a word built around a value);
 - two frames joined by "; " or ", " outside any frame are two messages
   joined by a separator written in C (a list is joined by the
   catalogue's templates, msgctxt "list");
 - a number such as 0.50 is a decimal point written in C (the
   catalogue's separator, msgctxt "decimal separator", comes framed).

scan prints one line per finding, "FILE:LINE: what: the line", and exits
1 when it found any.
"""
import re
import sys

LOWER = "áƀçđéƒĝĥîĵķļɱñóþǫŕšţúṽŵẋýž"
UPPER = "ÁƁÇĐÉƑĜĤÎĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ"
PSEUDO = set(LOWER + UPPER)
OPEN, CLOSE, PAD = "\u27e6", "\u27e7", "\u00b7"
TRANS = str.maketrans("abcdefghijklmnopqrstuvwxyz" +
                      "ABCDEFGHIJKLMNOPQRSTUVWXYZ", LOWER + UPPER)

# What a translator leaves as it is: a C conversion; an option; a word
# with a digit, an underscore, an @ or a colon in it (notation, YAML keys,
# file names); a word in capitals (TGN, WB, W, YYYY); a tag name in a tag
# ([Score "..."]) or before a quoted value (Date "..."); a manual page
# (talat-diagnostics(7)); a quoted token ('freeze', '--help').
KEEP = re.compile(r"""
    %(?:\d+\$)?[-+ #0']*(?:\*|\d+)?(?:\.(?:\*|\d+))?(?:hh|h|ll|l|L|z|j|t)?[diouxXcsp%]
  | --?[A-Za-z][-A-Za-z]*(?:=\S*)?
  | [A-Za-z0-9_.+/-]*[0-9_@/][A-Za-z0-9_.:@+/-]*
  | [A-Za-z0-9_+/-]+[:.][A-Za-z0-9][A-Za-z0-9_.:@+/-]*
  | \b[A-Z][A-Z]*\b
  | \[[A-Z][a-z]+\ "
  | \b[A-Z][a-z]+(?=\ ")
  | \b[a-z][-a-z]*\(\d\)
  | '[^'\n]*'
  | \b(?:talat|iconv|latin1|base64|source_text)\b
  | !!?[A-Za-z][-A-Za-z0-9_./:]*
""", re.X)


def unquote(s):
    out, i = [], 0
    esc = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r",
           "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
    while i < len(s):
        c = s[i]
        if c == "\\" and i + 1 < len(s):
            out.append(esc.get(s[i + 1], s[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def quote(s):
    s = s.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + s.replace("\n", "\\n").replace("\t", "\\t") + '"'


def read_pot(path):
    """The entries of a .pot: dicts with msgid, plural, flags, context."""
    entries, cur, field = [], None, None

    def new():
        e = {"flags": "", "msgid": "", "plural": None, "context": None}
        entries.append(e)
        return e
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("#,"):
                if cur is None or field is not None:
                    cur = new()
                    field = None
                cur["flags"] = line
            elif line.startswith("msgctxt "):
                if cur is None or field not in (None,):
                    cur = new()
                field = "context"
                cur[field] = unquote(line[9:-1])
            elif line.startswith("msgid "):
                if cur is None or field not in (None, "context"):
                    cur = new()
                field = "msgid"
                cur[field] = unquote(line[7:-1])
            elif line.startswith("msgid_plural "):
                field = "plural"
                cur[field] = unquote(line[14:-1])
            elif line.startswith("msgstr"):
                field = "msgstr"
            elif line.startswith('"') and field in ("msgid", "plural",
                                                    "context"):
                cur[field] += unquote(line[1:-1])
            elif not line.strip():
                cur, field = None, None
    return [e for e in entries if e["msgid"]]


def pseudo(text):
    """One message in en@pseudo."""
    lead = len(text) - len(text.lstrip(" \n"))
    trail = len(text) - len(text.rstrip(" \n"))
    head, body = text[:lead], text[lead:len(text) - trail]
    tail = text[len(text) - trail:]
    if not body:
        return text
    out, pos, letters = [], 0, 0
    for m in KEEP.finditer(body):
        prose = body[pos:m.start()]
        letters += sum(c.isalpha() for c in prose)
        out.append(prose.translate(TRANS))
        out.append(m.group(0))
        pos = m.end()
    prose = body[pos:]
    letters += sum(c.isalpha() for c in prose)
    out.append(prose.translate(TRANS))
    pad = PAD * ((letters + 2) // 3)
    return head + OPEN + "".join(out) + pad + CLOSE + tail


def write_po(pot, out):
    with open(out, "w", encoding="utf-8") as f:
        f.write('# en@pseudo: written by tests/pseudo_lang.py, for tests only.\n'
                'msgid ""\nmsgstr ""\n'
                '"Content-Type: text/plain; charset=UTF-8\\n"\n'
                '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n')
        for e in read_pot(pot):
            if e["flags"]:
                f.write(e["flags"] + "\n")
            if e["context"] is not None:
                f.write("msgctxt " + quote(e["context"]) + "\n")
            f.write("msgid " + quote(e["msgid"]) + "\n")
            if e["plural"] is None:
                f.write("msgstr " + quote(pseudo(e["msgid"])) + "\n\n")
            else:
                f.write("msgid_plural " + quote(e["plural"]) + "\n")
                f.write("msgstr[0] " + quote(pseudo(e["msgid"])) + "\n")
                f.write("msgstr[1] " + quote(pseudo(e["plural"])) + "\n\n")


# Words of the messages that are not English prose when they stand in
# talat's output: what placeholders give (TGN keywords, tag names, YAML
# keys, values of options, command names), never translated.
ALLOWED = set("""
    talat freeze pass Zihin Score Winner Stood Position Order Date Round
    Event Site White Black Grey Termination
    unshared top shared text svg yaml tgn check show frozen score diff fmt
    fix from help completion gen standings select html reconcile event
    adjudicate pair new
    games tags moves plies captured scores freezes index code points status
    source text name value ply tower board square bash words order
    event site tiebreak bye players rounds rulings table tables byes
    round ruling also adjudicated forfeit void withdrawn absent winners
    after reason game rank player wins byes
""".split())

# In the page of talat html, the words left as they are: its records'
# text is not there (tests/html_texts.html leaves it out), nor are YAML
# keys, commands or option values; TGN's keywords are, in messages.
ALLOWED_PAGE = set("talat freeze pass Zihin".split())

# What the C library says (strerror, regerror) in its own catalogue.
LIBC = re.compile(r"No such file or directory|Is a directory|"
                  r"Permission denied|Unmatched \( or \\\(")


def vocabulary(pot):
    """The English words of the messages (outside what KEEP keeps)."""
    words = set()
    for e in read_pot(pot):
        for text in (e["msgid"], e["plural"] or ""):
            for w in re.findall(r"[A-Za-z]+", KEEP.sub(" ", text)):
                if len(w) >= 2:
                    words.add(w.lower())
    return words


def scan(pot, files, page=False):
    words = vocabulary(pot)
    allowed = ALLOWED_PAGE if page else ALLOWED
    found = 0
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.read().split("\n")
        depth, comment = 0, False
        for n, line in enumerate(lines, 1):
            what = []
            if line.startswith("$ ") or line.startswith("[exit"):
                depth, comment = 0, False
                continue
            if not page:
                # A comment of a record over several lines.
                if comment:
                    comment = "}" not in line
                    continue
                if re.search(r"\{[^}]*$", line):
                    comment = True
                    line = line[:line.rindex("{")]
                # A heading of talat standings: an Event tag's value.
                if n < len(lines) and re.match(r"^=+$", lines[n]) \
                        or re.match(r"^=+$", line):
                    continue
            line = LIBC.sub(" ", line)
            # The text of a record, never translated: a source line
            # shown above its caret, TGN (tags, movetext, comments),
            # YAML keys and values.
            if not page and (
                    n < len(lines) and re.match(r"^[ \t]*\^$", lines[n])
                    or re.match(r"^\[[A-Za-z]\w* \".*\"\]$", line)
                    or re.match(r"^\d+\.[ .]", line)
                    or re.match(r"^ *(- )?[a-z_]+:( |$)", line)
                    or re.match(r"^ *- ", line)
                    or re.match(r"^[ \t]*\^$", line)):
                continue
            if not page:
                line = re.sub(r"\{[^}]*\}?", "{}", line)
                # Text quoted from an event file (a ruling's reason).
                line = re.sub(r'"[^"]*"', '""', line)
            line = re.sub(r" \[[a-z0-9-]+\]", " ", line)
            # The frames: nested, each closed on the line it opened or a
            # later one of the same command.
            for i, c in enumerate(line):
                if c == OPEN:
                    depth += 1
                elif c == CLOSE:
                    depth -= 1
                    if depth < 0:
                        what.append("a message closed but never opened "
                                    "(text cut or printed in pieces)")
                        depth = 0
                    # Two messages joined outside any message: a
                    # separator written in C, not the catalogue's
                    # template ("%1$s; %2$s", "%1$s, %2$s").
                    elif depth == 0 and re.match(
                            "[;,] ?" + OPEN, line[i + 1:]):
                        what.append("two messages joined by a separator "
                                    "written in C")
            # A decimal point written in C: the catalogue's separator
            # (msgctxt "decimal separator") is framed in en@pseudo.
            # (CSV, a machine format, keeps its point.)
            csv = line.count(",") >= 4 and OPEN not in line
            if not csv and re.search(r"(?<![\d.])\d+\.\d\d(?![\d.])",
                                     line):
                what.append("a decimal point written in C, not the "
                            "catalogue's separator")
            # In the page, each text is whole by itself.
            if page and depth > 0:
                what.append("a message opened but never closed (text cut)")
                depth = 0
            if "\ufffd" in line:
                what.append("a UTF-8 sequence cut")
            # Glue: a pseudo letter next to an ASCII letter or digit.
            for m in re.finditer(r"[A-Za-z0-9]['\u2019]?[%s]|[%s]['\u2019]?[A-Za-z0-9]"
                                 % (LOWER + UPPER, LOWER + UPPER), line):
                what.append("a translated word glued to a value: '%s'"
                            % m.group(0))
            # English left: a word of the messages, outside notation.
            # (a value in double quotes, such as a tag's "Online blitz,
            # final", is the record's text)
            plain = KEEP.sub(" ", re.sub(r'"[^"\n]*"', '""', line))
            for w in re.findall(r"(?<![\w%s])[A-Za-z]{2,}(?![\w%s])"
                                % (LOWER + UPPER, LOWER + UPPER), plain):
                if w.lower() in words and w not in allowed \
                        and w.lower() not in allowed:
                    what.append("English left: '%s'" % w)
                    break
            if what:
                found += 1
                for w in what:
                    print("%s:%d: %s: %s" % (path, n, w, line))
        if depth > 0:
            found += 1
            print("%s: a message opened but never closed (text cut)" % path)
    return 1 if found else 0


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "po":
        write_po(sys.argv[2], sys.argv[3])
        return 0
    if len(sys.argv) >= 3 and sys.argv[1] in ("scan", "scan-page"):
        return scan(sys.argv[2], sys.argv[3:], sys.argv[1] == "scan-page")
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
