import subprocess

OPTS = {"shell": True, "text": True}

def run(cmd):
    return subprocess.Popen(cmd, **OPTS)
