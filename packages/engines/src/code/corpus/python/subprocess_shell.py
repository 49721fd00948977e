import subprocess


def archive(path):
    subprocess.run("tar czf backup.tgz " + path, shell=True)  # expect: command_injection


def grep(pattern, filename):
    proc = subprocess.Popen(f"grep {pattern} {filename}", shell=True, stdout=subprocess.PIPE)  # expect: command_injection
    return proc.communicate()[0]


def listing():
    return subprocess.check_output("ls -l /var/log", shell=True)  # expect: command_injection


def safe_listing(path):
    # Near misses: no shell, argument vector.
    subprocess.run(["ls", "-l", path], check=True)
    subprocess.run(path, shell=False)
    return subprocess.check_output(["git", "rev-parse", "HEAD"])
