import builtins

_SIZE = "le" + "n"
measure = getattr(builtins, _SIZE)


def summarise(rows):
    total = measure(rows)
    widths = [measure(str(r)) for r in rows]
    return {"rows": total, "widest": max(widths, default=0)}


if __name__ == "__main__":
    print(summarise(["a", "bb", "ccc"]))
