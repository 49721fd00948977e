import subprocess

def grep(pattern, path):
    return subprocess.check_output("grep {} {}".format(pattern, path), shell=True)
