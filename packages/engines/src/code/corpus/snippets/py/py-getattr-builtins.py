def run(src):
    return getattr(__builtins__, "eval")(src)
