"""Near misses: methods named eval/compile on objects are not the builtins."""
import re
import random

import torch


class Trainer:
    def __init__(self, model):
        self.model = model
        self.pattern = re.compile(r"^[a-z]+$")

    def evaluate(self, batch):
        self.model.eval()
        with torch.no_grad():
            return self.model(batch)

    def build(self, graph):
        graph.compile(optimizer="adam")
        noise = random.gauss(0, 1)
        jitter = random.uniform(0.1, 0.5)
        return noise + jitter

    def shuffle_data(self, rows):
        random.shuffle(rows)
        return rows
