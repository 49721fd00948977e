def mean(values):
    assert len(values) > 0
    return sum(values) / len(values)
