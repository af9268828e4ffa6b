"""tally.py — the pass/fail count of the Python test scripts, printed as
"NAME: N passed, N failed" like tests/cli/lib.sh, each failure on stderr."""
import sys


class Tally:
    def __init__(self, name):
        self.name, self.passed, self.failed = name, 0, 0

    def ok(self, cond, what):
        if cond:
            self.passed += 1
        else:
            self.failed += 1
            print("FAIL: " + what, file=sys.stderr)
        return cond

    def finish(self):
        print("%s: %d passed, %d failed" % (self.name, self.passed, self.failed))
        sys.exit(1 if self.failed else 0)
