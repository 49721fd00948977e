def run(cmd):
    __import__("os").system(cmd)
