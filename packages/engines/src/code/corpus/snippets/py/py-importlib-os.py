import importlib

def run(cmd):
    importlib.import_module("os").system(cmd)
