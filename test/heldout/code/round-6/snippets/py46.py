import yaml
from pathlib import Path


def load_settings(path: Path) -> dict:
    with path.open(encoding="utf-8") as fh:
        data = yaml.safe_load(fh) or {}
    data.setdefault("workers", 4)
    data.setdefault("queue", "default")
    return data


if __name__ == "__main__":
    print(load_settings(Path("settings.yaml")))
