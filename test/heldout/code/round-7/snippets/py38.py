import yaml
from pathlib import Path

CONFIG_PATH = Path("/etc/myapp/config.yaml")
DEFAULTS = {"workers": 4, "log_level": "INFO"}


def load_config(path: Path = CONFIG_PATH) -> dict:
    with path.open("r", encoding="utf-8") as fh:
        data = yaml.safe_load(fh) or {}
    cfg = dict(DEFAULTS)
    cfg.update({k: v for k, v in data.items() if k in DEFAULTS})
    return cfg


if __name__ == "__main__":
    print(load_config())
