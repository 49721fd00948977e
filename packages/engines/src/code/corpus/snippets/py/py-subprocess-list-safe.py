import subprocess

def convert(src, dst):
    subprocess.run(["convert", src, "-resize", "50%", dst], check=True)
