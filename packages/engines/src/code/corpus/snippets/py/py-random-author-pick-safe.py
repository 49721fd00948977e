import random

AUTHORS = ["Ada", "Grace", "Linus"]


def featured_author():
    author = random.choice(AUTHORS)
    return author
