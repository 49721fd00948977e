import subprocess

RUN_OPTS = {"shell": True, "capture_output": True, "text": True}


def grep_logs(pattern, logfile="/var/log/app.log"):
    proc = subprocess.run("grep -i '" + pattern + "' " + logfile, **RUN_OPTS)
    return proc.stdout.splitlines()


def handle(event):
    return {"lines": grep_logs(event["query"])}
