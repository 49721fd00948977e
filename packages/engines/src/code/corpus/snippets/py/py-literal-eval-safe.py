import ast

def parse(s):
    return ast.literal_eval(s)
