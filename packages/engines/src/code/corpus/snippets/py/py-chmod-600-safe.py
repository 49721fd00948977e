import os

def protect(path):
    os.chmod(path, 0o600)
