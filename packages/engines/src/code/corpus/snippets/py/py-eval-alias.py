evaluate = eval

def calc(s):
    return evaluate(s)
