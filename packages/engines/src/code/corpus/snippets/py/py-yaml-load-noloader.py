from yaml import load

def config(text):
    return load(text)
