import tempfile

def scratch():
    return tempfile.mktemp(suffix=".txt")
