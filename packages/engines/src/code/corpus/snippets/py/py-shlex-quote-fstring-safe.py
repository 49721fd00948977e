import shlex
import subprocess

def search(word):
    q = shlex.quote(word)
    return subprocess.run(f"grep -r {q} /var/log/app", shell=True, capture_output=True)
