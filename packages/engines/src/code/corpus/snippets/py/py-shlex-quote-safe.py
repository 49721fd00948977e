import os
import shlex

def listing(path):
    os.system("ls -l " + shlex.quote(path))
