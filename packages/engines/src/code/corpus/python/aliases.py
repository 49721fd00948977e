import hashlib as hl
from subprocess import check_output
from xml.etree.ElementTree import fromstring as parse_xml
from yaml import load


def run(c):
    return check_output(c, shell=True)  # expect: command_injection


def cfg(s):
    return load(s)  # expect: insecure_deserialization


def digest(b):
    return hl.md5(b).hexdigest()  # expect: weak_hash


def doc(x):
    return parse_xml(x)  # expect: xxe


def shadowed(load_fn, s):
    # Near miss: a local function that happens to be called `eval`.
    def eval(v):
        return v
    return eval(s)
