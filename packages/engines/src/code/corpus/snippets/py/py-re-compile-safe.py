import re

WORD = re.compile(r"\w+")
