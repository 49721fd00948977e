import yaml
from yaml import load as yload


def read_config(text):
    return yaml.load(text)  # expect: insecure_deserialization


def read_full(text):
    return yaml.load(text, Loader=yaml.Loader)  # expect: insecure_deserialization


def read_alias(text):
    return yload(text, Loader=yaml.UnsafeLoader)  # expect: insecure_deserialization


def read_safe(text):
    # Near misses: safe loaders.
    a = yaml.safe_load(text)
    b = yaml.load(text, Loader=yaml.SafeLoader)
    c = yaml.load(text, yaml.CSafeLoader)
    return a, b, c
