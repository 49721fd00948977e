import subprocess as sp
from subprocess import Popen as P
from os import system as run_cmd


def deploy(branch):
    sp.call("git checkout " + branch, shell=True)  # expect: command_injection
    P(["sh", "-c", branch], shell=True)  # expect: command_injection
    run_cmd("make deploy BRANCH=%s" % branch)  # expect: command_injection


def build(target):
    sp.check_call(["make", target])
