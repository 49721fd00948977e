import random


def roll_dice(count=2):
    return [random.randint(1, 6) for _ in range(count)]


def shuffle_deck(deck):
    random.shuffle(deck)
    return deck
