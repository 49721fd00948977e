import os
import stat

SHARED_MODE = stat.S_IRWXU | stat.S_IRWXG | stat.S_IRWXO


def prepare_spool(directory="/var/spool/reports"):
    os.makedirs(directory, exist_ok=True)
    os.chmod(directory, SHARED_MODE)
    return directory


if __name__ == "__main__":
    print(prepare_spool())
