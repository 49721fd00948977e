import json

def restore(s):
    return json.loads(s)
