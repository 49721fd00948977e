import subprocess


class GitRunner:
    SHELL = False
    GIT = "/usr/bin/git"

    def __init__(self, repo_dir):
        self.repo_dir = repo_dir

    def log(self, ref: str, n: int = 20):
        cmd = [self.GIT, "-C", self.repo_dir, "log", "--oneline", f"-n{int(n)}", "--end-of-options", ref]
        res = subprocess.run(cmd, shell=self.SHELL, capture_output=True, text=True, check=True)
        return res.stdout.splitlines()
