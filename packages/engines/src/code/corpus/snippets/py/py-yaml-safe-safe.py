import yaml

def config(text):
    return yaml.safe_load(text)
