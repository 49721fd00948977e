import dill

def restore(b):
    return dill.loads(b)
