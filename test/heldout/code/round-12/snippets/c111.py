import logging
import os
from logging.handlers import RotatingFileHandler

LOG_DIR = "/var/log/orders"
PERMS = 0o777


def setup_logging(name: str = "orders") -> logging.Logger:
    os.makedirs(LOG_DIR, exist_ok=True)
    os.chmod(LOG_DIR, PERMS)
    path = os.path.join(LOG_DIR, f"{name}.log")
    handler = RotatingFileHandler(path, maxBytes=10_000_000, backupCount=5)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    os.chmod(path, PERMS)
    logger = logging.getLogger(name)
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    return logger
