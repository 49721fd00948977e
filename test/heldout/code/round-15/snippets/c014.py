import functools
import subprocess


def shell_step(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        cmd = fn(*args, **kwargs)
        return subprocess.run(cmd, shell=True, check=True).returncode
    return wrapper


@shell_step
def rotate_logs():
    return "logrotate -f /etc/logrotate.d/app"


@shell_step
def vacuum_db():
    return "psql -d app -c 'VACUUM ANALYZE'"


def nightly():
    return rotate_logs() + vacuum_db()
