import subprocess

from celery import Celery

app = Celery("builds", broker="redis://localhost:6379/2")


@app.task(bind=True, max_retries=3)
def build_repo(self, repo_url: str, branch: str = "main") -> str:
    """Triggered by the GitHub webhook handler with values from the payload."""
    workdir = f"/srv/builds/{self.request.id}"
    subprocess.check_call(
        "git clone --depth 1 -b %s %s %s && make -C %s" % (branch, repo_url, workdir, workdir),
        shell=True,
    )
    return workdir
