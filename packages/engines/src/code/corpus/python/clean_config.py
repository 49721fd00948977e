"""Clean configuration loading from the environment and files."""
import configparser
import json
import os
from dataclasses import dataclass

import yaml


@dataclass
class Config:
    database_url: str
    api_key: str
    debug: bool = False


def load(path):
    with open(path) as fh:
        raw = yaml.safe_load(fh) if path.endswith(".yaml") else json.load(fh)
    return Config(
        database_url=os.environ.get("DATABASE_URL", raw.get("database_url", "")),
        api_key=os.environ["API_KEY"],
        debug=raw.get("debug", False),
    )


def load_ini(path):
    parser = configparser.ConfigParser()
    parser.read(path)
    return dict(parser["server"])
