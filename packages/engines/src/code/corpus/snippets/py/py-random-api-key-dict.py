import random


def issue_key(owner):
    return {"owner": owner, "api_key": "%032x" % random.getrandbits(128)}
