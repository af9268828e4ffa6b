#!/usr/bin/env python3
"""check_docs.py — the docs are the reference: their examples must hold.

  python3 tests/docs/check_docs.py LOTCERT

Run from the repository root. In every docs/*.md (and README.md):
  - a fenced block after `<!-- file: NAME -->` is written to NAME in a
    scratch folder (which also sees rules/, cases/, tests/ and schemas/);
  - a ```console block is run there, command by command (`$ ` lines, with
    `lotcert` the binary under test), and its output compared with the lines
    that follow: `...` alone stands for any lines, `...` inside a line for
    any text;
  - a block after `<!-- session: RULES -->` is replayed: its `> ` lines go to
    `lotcert serve --rules RULES`, and each `< ` line must agree with the
    answer (every field it shows, equal);
  - the table after `<!-- register -->` must be the interpretation register
    of the bundled rules files, entry by entry;
  - every relative link names a file of the repository.
Prints "docs: N passed, N failed".
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tally import Tally  # noqa: E402

TALLY = Tally("docs")
ok = TALLY.ok


def blocks(text):
    """(marker or None, info string, body lines, line number) per fenced block."""
    lines = text.split("\n")
    i, marker = 0, None
    while i < len(lines):
        m = re.match(r"^<!-- (.*) -->$", lines[i])
        if m:
            marker = m.group(1)
        elif lines[i].startswith("```"):
            info, start = lines[i][3:].strip(), i
            j = i + 1
            while j < len(lines) and not lines[j].startswith("```"):
                j += 1
            yield marker, info, lines[i + 1:j], start + 1
            marker, i = None, j
        elif lines[i].strip():
            marker = None if not lines[i].startswith("|") else marker
        i += 1


def line_matches(want, got):
    if "..." not in want:
        return want == got
    parts = [re.escape(p) for p in want.split("...")]
    return re.fullmatch(".*".join(parts), got) is not None


def output_matches(want, got):
    """want: expected lines with `...` wildcards; got: actual lines."""
    if not want:
        return not got
    if want[0] == "...":
        return any(output_matches(want[1:], got[k:]) for k in range(len(got) + 1))
    return bool(got) and line_matches(want[0], got[0]) and output_matches(want[1:], got[1:])


def run_console(body, where, scratch, env):
    cmds, cur = [], None
    for line in body:
        if line.startswith("$ "):
            cur = (line[2:], [])
            cmds.append(cur)
        elif cur:
            cur[1].append(line.rstrip())
    for cmd, want in cmds:
        r = subprocess.run(["bash", "-c", cmd + " 2>&1"], cwd=scratch, env=env, capture_output=True, text=True,
                           timeout=300)
        got = [line.rstrip() for line in r.stdout.rstrip("\n").split("\n")] if r.stdout.strip() else []
        while want and not want[-1]:
            want.pop()
        ok(output_matches(want, got), "%s: `%s` printed:\n%s" % (where, cmd, "\n".join(got[:40])))


def run_session(rules, body, where, lotcert):
    requests = [line[2:] for line in body if line.startswith("> ")]
    shown = [json.loads(line[2:]) for line in body if line.startswith("< ")]
    ok(len(requests) == len(shown) > 0, "%s: a session needs as many answers as requests" % where)
    r = subprocess.run([lotcert, "serve", "--rules", rules], input="\n".join(requests) + "\n", capture_output=True,
                       text=True)
    got = [json.loads(line) for line in r.stdout.splitlines()]
    ok(len(got) == len(requests), "%s: serve gave %d answers to %d requests" % (where, len(got), len(requests)))
    for want, have in zip(shown, got):
        ok(all(have.get(k) == v for k, v in want.items()),
           "%s: the docs show %s, lotcert serve answers %s" % (where, json.dumps(want), json.dumps(have)))


def check_register(body, where):
    rows = [[c.strip() for c in line.strip("|").split("|")] for line in body if line.startswith("|")][2:]
    want = []
    for path in sorted(glob.glob("rules/*.yaml")):
        doc = yaml.safe_load(open(path, encoding="utf-8"))
        for e in doc["interpretations"]:
            others = ", ".join("`%s`" % r["id"] for r in e["readings"] if r["id"] != e["default"])
            want.append(["`%s`" % doc["game"]["id"], "`%s`" % e["id"], e["cites"], e["question"],
                         "`%s`" % e["default"], others, "yes" if e.get("selectable") else "no"])
    ok(rows == want, "%s: the register table differs from the rules files:\n%s" %
       (where, "\n".join("| " + " | ".join(w) + " |" for w in want if w not in rows)))


def table_after_marker(text, marker):
    i = text.index("<!-- %s -->" % marker)
    return [line for line in text[i:].split("\n")[1:] if line.startswith("|") or not line.strip()][:200]


def check_links(path, text):
    for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", text):
        ok(os.path.exists(os.path.join(os.path.dirname(path), target)), "%s: link to %s: no such file" % (path, target))


def check_ci_templates(lotcert):
    """The CI templates are YAML, and every `lotcert COMMAND --option` and
    every docs page they name exists."""
    for path in sorted(glob.glob("ci/*.yml")):
        text = open(path, encoding="utf-8").read()
        try:
            yaml.safe_load(text)
            ok(True, path)
        except yaml.YAMLError as e:
            ok(False, "%s: not YAML: %s" % (path, e))
        for cmd, opts in re.findall(r"lotcert(?:\"|/lotcert)? (block|merge|certify)((?: [^|\n]*)?)", text):
            helptext = subprocess.run([lotcert, cmd, "--help"], capture_output=True, text=True).stdout
            for opt in re.findall(r"(--[a-z-]+)", opts):
                ok(opt in helptext, "%s: lotcert %s %s: no such option" % (path, cmd, opt))
        for page in re.findall(r"docs/[a-z-]+\.md", text):
            ok(os.path.exists(page), "%s: names %s: no such page" % (path, page))


def main():
    lotcert = os.path.abspath(sys.argv[1])
    root = os.getcwd()
    docs = sorted(glob.glob("docs/*.md")) + ["README.md"]
    with tempfile.TemporaryDirectory() as scratch:
        os.chmod(scratch, 0o755)   # lotcert as root runs the examples' candidates as nobody
        os.mkdir(os.path.join(scratch, "bin"))
        os.symlink(lotcert, os.path.join(scratch, "bin", "lotcert"))
        for d in ("rules", "cases", "tests", "schemas", "docs"):
            os.symlink(os.path.join(root, d), os.path.join(scratch, d))
        env = dict(os.environ, PATH=os.path.join(scratch, "bin") + ":" + os.environ["PATH"], LOTCERT_DATA=root)
        for path in docs:
            text = open(path, encoding="utf-8").read()
            check_links(path, text)
            if "<!-- register -->" in text:
                check_register(table_after_marker(text, "register"), path)
            for marker, info, body, line in blocks(text):
                where = "%s:%d" % (path, line)
                if marker and marker.startswith("file: "):
                    with open(os.path.join(scratch, marker[6:]), "w", encoding="utf-8") as f:
                        f.write("\n".join(body) + "\n")
                elif marker and marker.startswith("session: "):
                    run_session(marker[9:], body, where, lotcert)
                elif info == "console":
                    run_console(body, where, scratch, env)
        check_ci_templates(lotcert)
    TALLY.finish()


if __name__ == "__main__":
    main()
