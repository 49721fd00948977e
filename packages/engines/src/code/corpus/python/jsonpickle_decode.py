import json

import jsonpickle
import pandas as pd
from flask import request


def restore():
    obj = jsonpickle.decode(request.data)  # expect: insecure_deserialization
    return obj


def load_frame(path):
    return pd.read_pickle(path)  # expect: insecure_deserialization


def parse(text):
    # Near miss: JSON cannot construct objects.
    return json.loads(text)
