#!/usr/bin/python3
"""Runs the installed Bandit (1.6.2) with a visitor for ast.Constant, so its string, bytes and number tests
(hard-coded passwords B105-B107, SQL strings B608, ...) see literals on Python >= 3.8, where the parser no longer
makes ast.Str nodes. Same command line as `bandit`. Used by oracle.py next to the plain `bandit` run."""
import sys

from bandit.cli import main as cli
from bandit.core import node_visitor


def visit_Constant(self, node):
    if isinstance(node.value, str):
        return self.visit_Str(node)
    if isinstance(node.value, bytes):
        return self.visit_Bytes(node)
    if hasattr(self, "visit_Num") and isinstance(node.value, (int, float, complex)) and not isinstance(node.value, bool):
        return self.visit_Num(node)
    return None


if not hasattr(node_visitor.BanditNodeVisitor, "visit_Constant"):
    node_visitor.BanditNodeVisitor.visit_Constant = visit_Constant

if __name__ == "__main__":
    sys.exit(cli.main())
