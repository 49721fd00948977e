import os

def run(cmd):
    fn = getattr(os, "sys" + "tem")
    fn(cmd)
