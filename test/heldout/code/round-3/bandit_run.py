"""Run Bandit (1.6.x) on a directory and print its JSON report.

Bandit 1.6 visits string literals through `visit_Str`, which Python >= 3.8 no longer calls (literals are
`ast.Constant`), so its string-based tests (B608 SQL expressions, B105/B106 passwords) would never run.
This wrapper adds a `visit_Constant` that dispatches to the 1.6 visitors, then runs Bandit's own CLI.
Usage: python3 bandit_run.py <dir>   (run with the interpreter that has Bandit installed)
"""
import ast
import sys

from bandit.core import node_visitor
from bandit import cli
from bandit.cli import main as bandit_main


def visit_Constant(self, node):
    if isinstance(node.value, str):
        return self.visit_Str(node)
    if isinstance(node.value, bytes):
        return self.visit_Bytes(node)
    return self.update_scores(self.tester.run_tests(self.context, "Num"))


if not hasattr(node_visitor.BanditNodeVisitor, "visit_Constant"):
    node_visitor.BanditNodeVisitor.visit_Constant = visit_Constant

sys.argv = ["bandit", "-r", "-q", "-f", "json", sys.argv[1]]
bandit_main.main()
