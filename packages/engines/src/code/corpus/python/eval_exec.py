"""Dynamic code execution from user input."""
import ast
import builtins


def calculator(expr):
    return eval(expr)  # expect: code_injection


def run_plugin(request):
    source = request.form["code"]
    exec(source)  # expect: code_injection
    code_obj = compile(source, "<plugin>", "exec")  # expect: code_injection
    return code_obj


def safe_parse(text):
    # Near misses: literal_eval is safe, a constant expression cannot carry input.
    value = ast.literal_eval(text)
    total = eval("2 + 3")
    return value, total


def builtin_alias(s):
    return builtins.eval(s)  # expect: code_injection
