import sys

import yaml

LOADER = yaml.SafeLoader


def load_config(path: str) -> dict:
    with open(path, encoding="utf-8") as fh:
        cfg = yaml.load(fh, Loader=LOADER) or {}
    cfg.setdefault("workers", 4)
    cfg.setdefault("queue", "default")
    return cfg


if __name__ == "__main__":
    conf = load_config(sys.argv[1] if len(sys.argv) > 1 else "config.yml")
    print(f"workers={conf['workers']} queue={conf['queue']}")
