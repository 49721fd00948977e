import functools
import subprocess

from celery import shared_task


def shell_step(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        cmd = fn(*args, **kwargs)
        return subprocess.run(cmd, shell=True, check=True).returncode
    return wrapper


@shell_step
def archive_tenant(tenant_slug):
    return f"tar czf /backups/{tenant_slug}.tgz /srv/tenants/{tenant_slug}"


@shared_task
def nightly_backup(tenant_slug):
    return archive_tenant(tenant_slug)
