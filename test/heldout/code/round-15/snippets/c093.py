import ast


class ComplexityCounter:
    def __init__(self):
        self.score = 0

    def visit(self, node):
        method = getattr(self, "visit_" + type(node).__name__, self.generic_visit)
        return method(node)

    def generic_visit(self, node):
        for child in ast.iter_child_nodes(node):
            self.visit(child)

    def visit_If(self, node):
        self.score += 1
        self.generic_visit(node)

    def visit_For(self, node):
        self.score += 2
        self.generic_visit(node)


def complexity(source: str) -> int:
    c = ComplexityCounter()
    c.visit(ast.parse(source))
    return c.score
