import os

def run(cmd):
    getattr(os, "system")(cmd)
