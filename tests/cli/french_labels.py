"""The kit's English labels and phrases that show on a French page.

Usage: french_labels.py LABELS.c CERTIFY.c TEXT
Reads each label's English and French strings from labels.c, and the
environment lines certify.c writes, and prints every English phrase (two
words or more, not the same in French) found in TEXT, the pdftotext of a
French report, outside quotes (« »). Exit 1 when one is found."""
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


def environment(path):
    """The English of certify.c's environment lines ("label: value")."""
    src = open(path, encoding="utf-8").read()
    for m in re.finditer(r'c->env\[c->nenv\+\+\], sizeof c->env\[0\],\s*"([^"]*)"', src):
        yield from phrases(m.group(1))


def main():
    found = set()
    flat = " ".join(open(sys.argv[3], encoding="utf-8").read().split())
    flat = re.sub(r"«[^»]*»", "« »", flat)   # a quote keeps its own words (the règlement's, a check's)
    pairs = list(labels(sys.argv[1]))
    french = " ".join(fr for en, fr in pairs)   # a French term quoted in English, a command: no English
    checked = set(p for en, fr in pairs if en != fr for p in phrases(en)) | set(environment(sys.argv[2]))
    checked = set(p for p in checked if p not in french)
    for p in sorted(checked):
        if re.search(r"(?<![\w-])" + re.escape(p) + r"(?![\w-])", flat):
            found.add(p)
    for p in sorted(found):
        print("English on a French page: " + p)
    print("%d English phrases of the kit looked for" % len(checked), file=sys.stderr)
    return 1 if found else 0


sys.exit(main())
