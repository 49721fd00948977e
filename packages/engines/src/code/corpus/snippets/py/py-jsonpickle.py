import jsonpickle

def restore(s):
    return jsonpickle.decode(s)
