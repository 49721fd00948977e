def broken(x:
    return eval(x)  # expect: code_injection


def fine():
    return 1
