import logging

LEVELS = {"quiet": logging.WARNING, "normal": logging.INFO, "verbose": logging.DEBUG}
_factory = getattr(logging, "get" + "Logger")


def configure(verbosity: str = "normal") -> logging.Logger:
    logger = _factory("ingest")
    logger.setLevel(LEVELS.get(verbosity, logging.INFO))
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s"))
    logger.addHandler(handler)
    return logger


if __name__ == "__main__":
    log = configure("verbose")
    log.debug("ready")
