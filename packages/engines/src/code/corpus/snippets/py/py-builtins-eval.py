import builtins

def calc(s):
    return builtins.eval(s)
