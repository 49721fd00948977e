import yaml

def config(text):
    return yaml.load(text, Loader=yaml.SafeLoader)
