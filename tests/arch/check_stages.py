#!/usr/bin/env python3
"""The architecture of src/, checked: one folder per stage, each with a
README.md whose line "May call: a, b" names the stages it may use; calls
(symbols one object file takes from another, as nm reads them, and the
static inline functions of headers, which nm cannot see) and #includes must
keep to those lines, and no files may need each other in a circle, within a
stage or across.

usage: check_stages.py OBJDIR   (build/obj: one folder of .o per stage)
Prints what it found; exit 1 on any breach."""
import collections
import glob
import os
import re
import subprocess
import sys

objdir = sys.argv[1]
bad = []
stages = sorted(d for d in os.listdir("src") if os.path.isdir(os.path.join("src", d)))
allowed, stage_of = {}, {}
for st in stages:
    readme = os.path.join("src", st, "README.md")
    if not os.path.exists(readme):
        bad.append(f"src/{st}: no README.md")
        continue
    m = re.search(r"^May call: *(.*)$", open(readme, encoding="utf-8").read(), re.M)
    if not m:
        bad.append(f"{readme}: no 'May call:' line")
        continue
    allowed[st] = {s.strip(" .`") for s in m.group(1).split(",") if s.strip(" .`") not in ("", "nothing")}
    for s in allowed[st] - set(stages):
        bad.append(f"{readme}: 'May call' names {s}, which is no stage")
    for f in os.listdir(os.path.join("src", st)):
        if f.endswith((".c", ".h")):
            stage_of[os.path.splitext(f)[0]] = st
for f in glob.glob("src/*.[ch]"):
    bad.append(f"{f}: outside every stage's folder")

# calls, by the symbols each object takes from another
defs, undefs = {}, collections.defaultdict(set)
for o in glob.glob(os.path.join(objdir, "*", "*.o")):
    name = os.path.basename(o)[:-2]
    for line in subprocess.run(["nm", o], capture_output=True, text=True, check=True).stdout.splitlines():
        p = line.split()
        if len(p) == 3 and p[1] in "TDBR":
            defs[p[2]] = name
        elif len(p) == 2 and p[0] == "U":
            undefs[name].add(p[1])
edges = collections.defaultdict(set)
for f, syms in undefs.items():
    for s in syms:
        g = defs.get(s)
        if g and g != f:
            edges[f].add(g)
            a, b = stage_of.get(f), stage_of.get(g)
            if a and b and a != b and b not in allowed.get(a, set()):
                bad.append(f"{a}/{f}.c calls {s} of {b}/{g}.c: {a} may not call {b}")

# includes
for path in glob.glob("src/*/*.[ch]"):
    a = path.split("/")[1]
    for inc in re.findall(r'^#include "([^"]+)\.h"', open(path, encoding="utf-8").read(), re.M):
        b = stage_of.get(inc)
        if b and b != a and b not in allowed.get(a, set()):
            bad.append(f"{path} includes {inc}.h of {b}: {a} may not call {b}")

# calls nm cannot see: a static inline function of a header runs in each
# file that calls it, so a file calling one needs the header's own file
# (eval.h's lc_view_served, say, is eval's, wherever it is inlined)
inline_of = {}
for h in glob.glob("src/*/*.h"):
    for fn in re.findall(r"^static inline [^(;]*?\b(\w+)\s*\(", open(h, encoding="utf-8").read(), re.M):
        inline_of[fn] = os.path.splitext(os.path.basename(h))[0]
for path in glob.glob("src/*/*.[ch]"):
    me = os.path.splitext(os.path.basename(path))[0]
    text = open(path, encoding="utf-8").read()
    for fn, owner in inline_of.items():
        if owner != me and re.search(r"\b" + fn + r"\s*\(", text):
            edges[me].add(owner)

# no circle of files (Tarjan's strongly connected components)
index, low, stack, on, circles = {}, {}, [], set(), []
sys.setrecursionlimit(100000)


def visit(v):
    index[v] = low[v] = len(index)
    stack.append(v)
    on.add(v)
    for w in edges[v]:
        if w not in index:
            visit(w)
            low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = stack.pop()
            on.discard(w)
            comp.append(w)
            if w == v:
                break
        if len(comp) > 1:
            circles.append(sorted(comp))


for v in sorted(set(defs.values()) | set(undefs) | set(edges)):
    if v not in index:
        visit(v)
for c in circles:
    bad.append("files that need each other: " + " <-> ".join(c))

for b in bad:
    print("arch:", b)
nfiles = len(glob.glob("src/*/*.[ch]"))
print(f"arch: {len(stages)} stages, {nfiles} files, {sum(len(e) for e in edges.values())} calls between files, "
      f"{len(bad)} breaches", file=sys.stderr)
sys.exit(1 if bad else 0)
