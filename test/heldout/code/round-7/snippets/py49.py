import random

QUESTIONS = [
    "What is 7 x 8?",
    "Name a prime number above 50.",
    "What is the capital of Peru?",
    "How many sides has a hexagon?",
    "Spell 'necessary'.",
]


def build_quiz(n: int = 3, seed=None):
    rng = random.Random(seed)
    picked = rng.sample(QUESTIONS, k=min(n, len(QUESTIONS)))
    rng.shuffle(picked)
    return [{"q": q, "points": rng.choice([1, 2, 3])} for q in picked]


if __name__ == "__main__":
    for item in build_quiz(3):
        print(item)
