import os

def archive(name):
    return os.popen(f"tar czf /tmp/{name}.tgz /srv/data").read()
