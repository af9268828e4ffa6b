#!/usr/bin/env python3
"""check.py — the JSON Schemas of schemas/ against what lotcert reads and writes.

  python3 tests/schemas/check.py LOTCERT REF_CANDIDATE

Run from the repository root with a Python that has jsonschema (Debian's
python3-jsonschema; `make deps` installs it). Checks, each counted:
  - every rules file (bundled and tests/rules/) validates against
    rules.schema.json, and every case file against cases.schema.json;
  - requests generated from each rules file, and every case's unit as a
    request, validate against request.schema.json and against the game's own
    schema from `lotcert schema`; the answers of the reference candidate and
    of `lotcert serve` against answer.schema.json and the game's answer
    schema; serve's lines against outcome.schema.json;
  - each schema refuses what it must (a wrong grid size, an unknown grid,
    a status that is no status...): a schema that accepts everything fails;
  - on the mutilation corpus (every line of every rules file deleted,
    doubled, or given another value; one mutant in LC_SCHEMA_STRIDE, which
    make test sets to 2, each file starting at another), the schema never refuses a file lotcert
    loads, and it refuses every file lotcert refuses for a reason a schema
    can state (types, unknown or missing keys, words outside a list).
YAML is read with lotcert's typing: plain digits are integers, plain
true/false booleans, plain null, ~ and nothing null, anything else text (an
editor's YAML 1.2 reads the same files the same way).
"""
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

import jsonschema
import yaml

ROOT = os.getcwd()
SCHEMAS = os.path.join(ROOT, "schemas")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tally import Tally  # noqa: E402

TALLY = Tally("schemas")
ok = TALLY.ok


class LotcertLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """PyYAML with lotcert's scalar typing instead of YAML 1.1's."""


LotcertLoader.yaml_implicit_resolvers = {}
for tag, regex, first in [
        ("tag:yaml.org,2002:int", r"^-?[0-9]+$", list("-0123456789")),
        ("tag:yaml.org,2002:float", r"^[0-9]+\.[0-9]+$", list("0123456789")),
        ("tag:yaml.org,2002:bool", r"^(?:true|false)$", list("tf")),
        ("tag:yaml.org,2002:null", r"^(?:~|null|)$", ["~", "n", ""])]:
    LotcertLoader.add_implicit_resolver(tag, re.compile(regex), first)
LotcertLoader.add_constructor("tag:yaml.org,2002:int", lambda loader, node: int(node.value))


def load_yaml(text):
    return yaml.load(text, Loader=LotcertLoader)


def schema_file(name):
    with open(os.path.join(SCHEMAS, name), encoding="utf-8") as f:
        return json.load(f)


def validator(schema):
    """A draft 2020-12 validator that knows the schemas of schemas/ by their
    own $id, as any validator given the files would: a relative $ref
    resolves against the $id of the schema it is in (jsonschema 4.10 of
    Debian 12 takes a store, newer ones a registry)."""
    cls = jsonschema.Draft202012Validator
    cls.check_schema(schema)
    known = [schema_file(name) for name in sorted(os.listdir(SCHEMAS)) if name.endswith(".json")]
    missing = [k.get("title") for k in known if not k.get("$id")]
    assert not missing, "schemas without an $id: %s" % missing
    try:
        from referencing import Registry, Resource
        registry = Registry().with_resources((k["$id"], Resource.from_contents(k)) for k in known)
        return cls(schema, registry=registry)
    except ImportError:
        return cls(schema, resolver=jsonschema.RefResolver.from_schema(schema, store={k["$id"]: k for k in known}))


def first_error(v, doc):
    e = jsonschema.exceptions.best_match(v.iter_errors(doc))
    return None if e is None else "%s: %s" % ("/".join(map(str, e.absolute_path)), e.message[:200])


def valid(v, doc, what):
    err = first_error(v, doc)
    return ok(err is None, "%s: %s" % (what, err))


def invalid(v, doc, what):
    return ok(first_error(v, doc) is not None, "%s: the schema accepts it" % what)


def yaml_files(top):
    for d, _, names in sorted(os.walk(top)):
        for n in sorted(names):
            if n.endswith(".yaml") and n != "README.md":
                yield os.path.join(d, n)


def lotcert(args, stdin=None):
    return subprocess.run([LC] + args, input=stdin, capture_output=True, text=True)


def check_files(rules_files):
    rules_v = validator(schema_file("rules.schema.json"))
    cases_v = validator(schema_file("cases.schema.json"))
    for path in rules_files:
        text = open(path, encoding="utf-8").read()
        ok(text.startswith("# yaml-language-server: $schema="), path + ": no yaml-language-server line on top")
        valid(rules_v, load_yaml(text), path)
    for path in yaml_files("cases"):
        text = open(path, encoding="utf-8").read()
        ok(text.startswith("# yaml-language-server: $schema="), path + ": no yaml-language-server line on top")
        valid(cases_v, load_yaml(text), path)


def game_schemas(rules):
    out = {}
    for what in ("request", "answer", "outcome"):
        r = lotcert(["schema", "--rules", rules, "--what", what])
        ok(r.returncode == 0, "lotcert schema --rules %s --what %s: exit %d %s" % (rules, what, r.returncode, r.stderr))
        out[what] = validator(json.loads(r.stdout))
    return out


def answers(cmd, requests):
    r = subprocess.run(cmd, input="".join(json.dumps(q) + "\n" for q in requests), capture_output=True, text=True)
    ok(r.returncode == 0, "%s: exit %d" % (cmd, r.returncode))
    lines = r.stdout.splitlines()
    ok(len(lines) == len(requests), "%s: %d answers to %d requests" % (cmd, len(lines), len(requests)))
    return [json.loads(line) for line in lines]


def check_traffic(rules, game_id, sample, bundled):
    """Generated requests (the first `sample`) and every case's unit, as
    requests; serve's and the reference candidate's answers to them. The
    generic schemas see the sample, the game's own schemas everything."""
    generic = {w: validator(schema_file(w + ".schema.json")) for w in ("request", "answer", "outcome")}
    own = game_schemas(rules)
    r = lotcert(["generate", "--rules", rules, "--seed", "12", "--units", "3000"])
    ok(r.returncode == 0, "generate --rules %s: exit %d" % (rules, r.returncode))
    requests = [json.loads(line) for line in r.stdout.splitlines()[:sample]]
    requests += [{"id": c["id"], "game": game_id, "unit": c["unit"]} for c in CASE_UNITS.get(game_id, [])]
    served = answers([LC, "serve", "--rules", rules], requests)
    for k, (q, a) in enumerate(zip(requests, served)):
        valid(own["request"], q, "%s request %s (lotcert schema)" % (game_id, q["id"]))
        valid(own["outcome"], a, "%s serve line %s (lotcert schema --what outcome)" % (game_id, a.get("id")))
        if k < sample:
            valid(generic["request"], q, "%s request %s (request.schema.json)" % (game_id, q["id"]))
            valid(generic["outcome"], a, "%s serve line %s (outcome.schema.json)" % (game_id, a.get("id")))
            valid(generic["answer"], a, "%s serve answer %s (answer.schema.json)" % (game_id, a.get("id")))
            valid(own["answer"], a, "%s serve answer %s (lotcert schema --what answer)" % (game_id, a.get("id")))
    if bundled:   # the reference candidate knows the bundled games only
        for k, a in enumerate(answers([REF], requests)):
            valid(own["answer"], a, "%s reference answer %s (lotcert schema)" % (game_id, a.get("id")))
            if k < sample:
                valid(generic["answer"], a, "%s reference answer %s (answer.schema.json)" % (game_id, a.get("id")))
    wrong_shapes(own, generic, requests[0], served[0], game_id)
    # emission lines that declare their lot: both schemas take them, and no other key
    r = lotcert(["generate", "--rules", rules, "--seed", "12", "--units", "3000", "--declare-lots"])
    for line in r.stdout.splitlines()[:sample]:
        q = json.loads(line)
        ok("lot_cents" in q, "%s: generate --declare-lots wrote no lot_cents" % game_id)
        valid(own["request"], q, "%s declared line %s (lotcert schema)" % (game_id, q["id"]))
        valid(generic["request"], q, "%s declared line %s (request.schema.json)" % (game_id, q["id"]))
        q["lot_cents"] = -1
        invalid(generic["request"], q, "%s: a negative lot" % game_id)


def check_pool_traffic(rules, game_id):
    """A pool game's units are drawings: every case's drawing as a request,
    serve's answers to them, against the generic schemas and the game's
    own; and what each must refuse."""
    generic = {w: validator(schema_file(w + ".schema.json")) for w in ("request", "answer")}
    own = game_schemas(rules)
    cases_v, cases = validator(schema_file("cases.schema.json")), list(CASE_UNITS.get(game_id, []))
    for path in yaml_files(os.path.join("tests", "cases", game_id)):   # a test game's suite, beside the bundled
        doc = load_yaml(open(path, encoding="utf-8").read())
        valid(cases_v, doc, path)
        cases += doc.get("cases", [])
    requests = [{"id": c["id"], "game": game_id, "draw": c["draw"]} for c in cases]
    ok(len(requests) > 0, "%s: no case drawing to send" % game_id)
    served = answers([LC, "serve", "--rules", rules], requests)
    for q, a in zip(requests, served):
        for name, v in (("request.schema.json", generic["request"]), ("lotcert schema", own["request"])):
            valid(v, q, "%s drawing %s (%s)" % (game_id, q["id"], name))
        for name, v in (("answer.schema.json", generic["answer"]), ("lotcert schema", own["answer"])):
            valid(v, a, "%s answer %s (%s)" % (game_id, a.get("id"), name))
        valid(own["outcome"], {k: v for k, v in a.items() if k != "id"}, "%s outcome %s" % (game_id, a.get("id")))
    q, a = requests[0], served[0]
    def broken(doc, change):
        d = json.loads(json.dumps(doc))
        change(d)
        return d
    for what, v, doc in (("a drawing without plays", "request", broken(q, lambda d: d["draw"].pop("plays"))),
                         ("a drawing and a unit", "request", broken(q, lambda d: d.update(unit={"grids": {}, "draws": {}}))),
                         ("a negative sum", "request", broken(q, lambda d: d["draw"]["assigned_cents"].update(
                             {next(iter(d["draw"]["assigned_cents"])): -1}))),
                         ("an answer without ranks", "answer", broken(a, lambda d: d.pop("ranks"))),
                         ("a negative gain", "answer", broken(a, lambda d: next(iter(d["ranks"].values())).update(
                             gain_cents=-5)))):
        invalid(generic[v], doc, "%s: %s (%s.schema.json)" % (game_id, what, v))
        invalid(own[v], doc, "%s: %s (lotcert schema)" % (game_id, what))
    invalid(own["request"], broken(q, lambda d: d["draw"]["assigned_cents"].update({"rang-99": 1})),
            "%s: a rank the game does not have (lotcert schema)" % game_id)


def wrong_shapes(own, generic, request, answer, game_id):
    """What the schemas must refuse: each a copy of a good line, broken once."""
    def broken(doc, change):
        d = json.loads(json.dumps(doc))
        change(d)
        return d
    grids = request["unit"]["grids"]
    grid = next((g for g in grids if grids[g]), next(iter(grids)))   # a grid of cells, where there is one
    draw = next(iter(request["unit"]["draws"]), None)   # a game of symbols may have none
    changes = [
            ("a grid unknown", lambda d: d["unit"]["grids"].__setitem__("no-such-grid", d["unit"]["grids"][grid])),
            ("no id", lambda d: d.pop("id"))]
    try:   # a grid of spots: the game's schema lets its row hold fewer cells
        spots = own["request"].schema["properties"]["unit"]["properties"]["grids"]["properties"][grid]["items"]["minItems"] == 0
    except (KeyError, TypeError):
        spots = False
    if grids[grid]:
        changes += [("a row missing", lambda d: d["unit"]["grids"][grid].pop())]
        if not spots:   # a grid of spots holds as many cells as numbers played
            changes.append(("a cell missing", lambda d: d["unit"]["grids"][grid][0].pop()))
        changes += [
                    ("a cell that is a word", lambda d: d["unit"]["grids"][grid][0].__setitem__(0, "X"))]
    else:   # a grid of no cells (a sum alone): a row is one too many
        changes.append(("a row on a grid of no cells", lambda d: d["unit"]["grids"][grid].append([1])))
    if draw is None:
        changes.append(("a draw unknown", lambda d: d["unit"]["draws"].__setitem__("no-such-draw", [1])))
    else:
        changes += [("a drawn number as text", lambda d: d["unit"]["draws"][draw].__setitem__(0, "7")),
                    ("a draw missing", lambda d: d["unit"]["draws"].pop(draw))]
    for what, change in changes:
        invalid(own["request"], broken(request, change), "%s request with %s (lotcert schema)" % (game_id, what))
    invalid(own["request"], broken(request, lambda d: d.__setitem__("game", "another-game")),
            "%s request of another game (lotcert schema)" % game_id)
    for what, change in [
            ("status 'won'", lambda d: d.__setitem__("status", "won")),
            ("amount as text", lambda d: d.__setitem__("amount_cents", "200")),
            ("a negative amount", lambda d: d.__setitem__("amount_cents", -1)),
            ("a loss that pays", lambda d: d.update(status="lose", amount_cents=5)),
            ("no status", lambda d: d.pop("status")),
            ("an error that is no text", lambda d: d.__setitem__("error", 5))]:
        invalid(generic["answer"], broken(answer, change), "%s answer with %s (answer.schema.json)" % (game_id, what))
        invalid(own["answer"], broken(answer, change), "%s answer with %s (lotcert schema)" % (game_id, what))
    invalid(own["answer"], broken(answer, lambda d: d.__setitem__("grids", {"no-such-grid": 0})),
            "%s answer naming an unknown grid (lotcert schema)" % game_id)
    invalid(own["answer"], broken(answer, lambda d: d.__setitem__("notes", ["no-such-note"])),
            "%s answer with a note the rules do not declare (lotcert schema)" % game_id)


# The mutilation corpus: the same slips as tests/unit/test_mutilate.c.
VALUES = ["[x]", "{a: 1}", "-1", "0", "99999999999999999999", "\"7\"", "~", "bogus", "1.5", "true", "[]",
          "[[0, 0]]", "[1, 2]", "[99, 1]", "sum", "highest", "marked", "per-draw", "note",
          "{family: rows, exactly: 2}", "{at_least: 2}", "false", "2"]
# lotcert's refusals a schema can state; the others (an id that names
# nothing, a prize table that does not add up, a row beyond the grid's own
# size, a second active clause) need the rest of the file.
STATABLE = re.compile(r"unknown key|expected a mapping|expected a sequence|expected true or false|expected a text"
                      r"|expected format|expected a citation|expected from \d+ to \d+ (readings|ranges|cell sets)"
                      r"|expected an integer from|expected a percentage|expected (\w+, )*\w+ or \w+, found"
                      r"|expected a pair|expected a cell|expected a range|expected at least one|missing key")
NEEDS_FILE = re.compile(r"from 0 to [0-6]\b|not a grid|not a draw|is not in|not one of the readings|already|twice"
                        r"|does not apply|second active|no anomaly remedy|needs note|low > high|exceeds|more than"
                        r"|is not selectable|no clause|no level|exactly one of"
                        r"|one amount per stake")   # amounts per stake, unless they multiply with it (the emission's)


def mutants(text):
    """Each line deleted, doubled, and given two of VALUES (in turn, so that
    every value meets every kind of line across a file)."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        yield "\n".join(lines[:i] + lines[i + 1:])
        yield "\n".join(lines[:i] + [line, line] + lines[i + 1:])
        if ": " in line:
            head = line[:line.index(": ")]
            for v in (VALUES[i % len(VALUES)], VALUES[(i * 7 + 3) % len(VALUES)]):
                yield "\n".join(lines[:i] + [head + ": " + v] + lines[i + 1:])


def schema_verdict(text):
    """None: not YAML; "": valid; else the schema's first complaint."""
    try:
        doc = load_yaml(text)
    except yaml.YAMLError:
        return None
    # is_valid stops at the first error: the message is asked only when needed
    return "" if RULES_V.is_valid(doc) else "refused"


def loader_verdicts(folder):
    """{path: None (loaded) or lotcert's message} for every file of folder,
    from one `lotcert lint` over it: a loaded file has its summary on stdout,
    a refused one its FILE:LINE:COLUMN error first on stderr."""
    r = lotcert(["lint", folder])
    loaded = set(m.group(1) for m in re.finditer(r"\((?:ticket|internet|draw), (\S+)\)$", r.stdout, re.M))
    first = {}
    for line in r.stderr.splitlines():
        path = line.split(":", 1)[0]
        first.setdefault(path, line[len(path) + 1:])
    out = {}
    for name in os.listdir(folder):
        path = os.path.join(folder, name)
        out[path] = None if path in loaded else first.get(path, "refused without a message")
    return out


def check_mutilations(rules_files):
    tally = {"agree": 0, "beyond": 0, "not yaml": 0}
    with tempfile.TemporaryDirectory() as tmp, concurrent.futures.ProcessPoolExecutor(2) as pool:
        for n, path in enumerate(rules_files):
            folder = os.path.join(tmp, "f%d" % n)
            os.mkdir(folder)
            texts = list(mutants(open(path, encoding="utf-8").read()))
            texts = texts[n % STRIDE::STRIDE]   # one mutant in STRIDE (make check-long: every one)
            for k, text in enumerate(texts):
                with open(os.path.join(folder, "m%05d.yaml" % k), "w", encoding="utf-8") as f:
                    f.write(text)
            loader = loader_verdicts(folder)
            for k, schema_err in enumerate(pool.map(schema_verdict, texts, chunksize=32)):
                m = os.path.join(folder, "m%05d.yaml" % k)
                where = "%s, mutant %d" % (path, k)
                if schema_err is None:
                    tally["not yaml"] += 1   # an editor says so before any schema
                elif loader[m] is None:
                    ok(schema_err == "", "%s: lotcert loads it, the schema refuses: %s"
                       % (where, schema_err and first_error(RULES_V, load_yaml(texts[k]))))
                elif schema_err:
                    tally["agree"] += 1
                elif STATABLE.search(loader[m]) and not NEEDS_FILE.search(loader[m]):
                    ok(False, "%s: lotcert refuses it (%s), the schema accepts it" % (where, loader[m]))
                else:
                    tally["beyond"] += 1
    print("schemas: mutilation corpus: %(agree)d refusals shared by the schema and lotcert, %(beyond)d that need "
          "the whole file (lotcert lint's), %(not yaml)d not YAML" % tally)
    ok(tally["agree"] > tally["beyond"], "the schema states fewer refusals than it leaves to lotcert")


def case_units():
    out = {}
    for path in yaml_files("cases"):
        doc = load_yaml(open(path, encoding="utf-8").read())
        if "cases" in doc:
            out.setdefault(doc["game"], []).extend(doc["cases"])
    return out


RULES_V = validator(schema_file("rules.schema.json"))
STRIDE = int(os.environ.get("LC_SCHEMA_STRIDE", "1"))

if __name__ == "__main__":
    LC, REF = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    bundled = sorted(os.path.join("rules", n) for n in os.listdir("rules") if n.endswith(".yaml"))
    others = sorted(yaml_files("tests/rules"))
    check_files(bundled + others)
    CASE_UNITS = case_units()
    for rules in bundled + others:
        doc = load_yaml(open(rules, encoding="utf-8").read())
        if "ranks" in doc:   # a pool game: its units are whole drawings
            check_pool_traffic(rules, doc["game"]["id"])
        else:
            check_traffic(rules, doc["game"]["id"], 100, rules in bundled)
    check_mutilations(bundled + others)
    TALLY.finish()
