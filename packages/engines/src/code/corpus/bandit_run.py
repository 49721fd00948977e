"""Run Bandit with the ast.Constant visitor that Bandit 1.7.0 added upstream.

Bandit < 1.7 dispatches on ``visit_Str``/``visit_Bytes``; Python >= 3.8 parses every literal as ``ast.Constant``, so
its string-based checks (B104, B105-B107, B608, ...) never run. Debian 12 ships bandit 1.6.2 on Python 3.11. This
wrapper backports the upstream method (a no-op on Bandit >= 1.7, which defines it) and then runs Bandit's own CLI.
Usage: python3 bandit_run.py -f json -q FILE
"""
import sys

from bandit.cli import main as bandit_main
from bandit.core import node_visitor

if not hasattr(node_visitor.BanditNodeVisitor, "visit_Constant"):

    def visit_Constant(self, node):  # same body as bandit 1.7.0
        if isinstance(node.value, str):
            self.visit_Str(node)
        elif isinstance(node.value, bytes):
            self.visit_Bytes(node)

    node_visitor.BanditNodeVisitor.visit_Constant = visit_Constant

if __name__ == "__main__":
    sys.argv[0] = "bandit"
    sys.exit(bandit_main.main())
