import subprocess
import sys


def unpack(archive):
    subprocess.Popen(["bash", "-c", "tar xzf " + archive + " -C /tmp/work"]).wait()


unpack(sys.argv[1])
