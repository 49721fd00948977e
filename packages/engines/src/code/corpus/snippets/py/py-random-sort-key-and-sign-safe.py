import random


def shuffled(items):
    return sorted(items, key=lambda _: random.random())


def step(x):
    sign = random.choice([-1, 1])
    return x + sign * random.random()
