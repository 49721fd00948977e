import pickle

def restore(blob):
    return pickle.loads(blob)
