"""What the hostile test candidates share: the Python candidate, loaded
from the path each is given (in the sandbox only named files are there),
and the case each misbehaves at, known by its id or, since request ids say
nothing of the case, by its unit (a JSON file)."""
import importlib.util
import json
import os


def load_candidate(path):
    spec = importlib.util.spec_from_file_location("python_candidate", path)
    pc = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(pc)
    return pc


def at_case(at):
    """A test of a request: is it the case `at` (an id, or a unit file)?"""
    unit = json.load(open(at)) if os.path.isfile(at) else None
    return lambda req: req.get("id") == at or (unit is not None and req.get("unit") == unit)
