import subprocess

def run(user_cmd):
    subprocess.call(["/bin/sh", "-c", user_cmd])
