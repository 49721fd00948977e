"""Run Bandit with the visitor for `ast.Constant` that Bandit 1.7.0 added upstream.

Bandit 1.6.2 (Debian bookworm's package) dispatches string checks from `visit_Str`. On Python >= 3.8 the parser
produces `ast.Constant` for every literal, so without this visitor the string checks (hard-coded passwords B105-B107,
SQL built from strings B608, binding to all interfaces B104, temp paths B108) never run. This wrapper adds the same
`visit_Constant` that Bandit 1.7.0 ships, then hands over to Bandit's own command line. With Bandit >= 1.7 it changes
nothing.

Usage: python3 run_bandit.py [bandit arguments...]   (run it with the interpreter Bandit is installed for)
"""

import sys

from bandit.core import node_visitor

if not hasattr(node_visitor.BanditNodeVisitor, "visit_Constant"):

    def visit_Constant(self, node):
        if isinstance(node.value, str):
            self.visit_Str(node)
        elif isinstance(node.value, bytes):
            self.visit_Bytes(node)

    node_visitor.BanditNodeVisitor.visit_Constant = visit_Constant

from bandit.cli.main import main  # noqa: E402

if __name__ == "__main__":
    sys.argv[0] = "bandit"
    sys.exit(main())
