import subprocess as sp

def build(target):
    sp.check_call("make " + target, shell=True)
