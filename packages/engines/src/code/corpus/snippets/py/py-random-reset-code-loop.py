import random


def make_reset_code(length=6):
    code = ""
    for _ in range(length):
        code += str(random.randint(0, 9))
    return code
