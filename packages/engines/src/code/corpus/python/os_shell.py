import os
import subprocess


def ping(host):
    os.system(f"ping -c 1 {host}")  # expect: command_injection


def read(name):
    return os.popen("cat " + name).read()  # expect: command_injection


def status(cmd):
    return subprocess.getoutput(cmd)  # expect: command_injection


def clear_screen():
    os.system("clear")  # expect: command_injection
