"""The kit's English labels and phrases that show on a French page.

Usage: french_labels.py LABELS.c SOURCE.c... TEXT
Reads each label's English and French strings from labels.c, and every
string the other C sources write (the environment, the findings, the
candidate's confinement, a failure's heads), and prints every English
phrase (two words or more, not the same in French) found in TEXT, the
pdftotext of a French report, outside quotes (« », nested or not: the words
of a rules file or of a check, quoted as such). Exit 1 when one is found."""
import re
import sys

STRING = re.compile(r'"((?:[^"\\]|\\.)*)"|(,)|(\})')


def labels(path):
    """(english, french) of each [L_...] = {"...", "..."} entry."""
    src = open(path, encoding="utf-8").read()
    for m in re.finditer(r"\[L_\w+\]\s*=\s*\{", src):
        parts, cur, i = [], "", m.end()
        while True:
            t = STRING.search(src, i)
            if t.group(1) is not None:
                cur += t.group(1).encode().decode("unicode_escape").encode("latin-1").decode("utf-8")
            elif t.group(2):
                parts.append(cur)
                cur = ""
            else:
                parts.append(cur)
                break
            i = t.end()
        if len(parts) == 2:
            yield parts[0], parts[1]


def phrases(text):
    """The runs of words between a label's formats and figures."""
    for piece in re.split(r"%[-0-9.]*[a-z]+|[0-9]+|\(|\)|:|;|\n", text):
        piece = " ".join(piece.split()).strip(" ,.")
        if len(piece.split()) >= 2 and len(piece) >= 8:
            yield piece


def literals(path):
    """The English of every string a C source writes, adjacent literals joined."""
    src = open(path, encoding="utf-8").read()
    src = re.sub(r"/\*.*?\*/|//[^\n]*", "", src, flags=re.S)   # comments say why, they are not written
    src = re.sub(r'^\s*#\s*include[^\n]*', "", src, flags=re.M)
    for m in re.finditer(r'"((?:[^"\\\n]|\\.)*)"(?:\s*"((?:[^"\\\n]|\\.)*)")*', src):
        text = "".join(re.findall(r'"((?:[^"\\\n]|\\.)*)"', m.group(0)))
        if re.search("[«»àâçéèêëîïôùûü]", text):   # a French string (a test's, the French table's)
            continue
        yield from (p for p in phrases(text.replace("\\n", "\n").replace('\\"', '"')) if re.search("[a-z]", p))


def unquoted(text):
    """text with each quote (« ... », nested ones within) made « »."""
    out, depth = [], 0
    for ch in text:
        if ch == "«":
            if not depth:
                out.append("« ")
            depth += 1
        elif ch == "»" and depth:
            depth -= 1
            if not depth:
                out.append("»")
        elif not depth:
            out.append(ch)
    return "".join(out)


def main():
    found = set()
    flat = unquoted(" ".join(open(sys.argv[-1], encoding="utf-8").read().split()))
    pairs = list(labels(sys.argv[1]))
    french = " ".join(fr for en, fr in pairs)   # a French term quoted in English, a command: no English
    checked = set(p for en, fr in pairs if en != fr for p in phrases(en))
    checked |= set(p for path in sys.argv[2:-1] for p in literals(path))
    checked = set(p for p in checked if p not in french)
    for p in sorted(checked):   # a substring first: the word-bounded search only where it may hold
        if p in flat and re.search(r"(?<![\w-])" + re.escape(p) + r"(?![\w-])", flat):
            found.add(p)
    for p in sorted(found):
        print("English on a French page: " + p)
    print("%d English phrases of the kit looked for" % len(checked), file=sys.stderr)
    return 1 if found else 0


sys.exit(main())
