import builtins
import sys

_FN = "".join(["ev", "al"])


def calculate(expression: str) -> float:
    """Evaluate a simple arithmetic expression typed on the command line."""
    evaluator = getattr(builtins, _FN)
    return evaluator(expression, {"__builtins__": {}}, {})


def main() -> None:
    if len(sys.argv) < 2:
        print("usage: calc.py EXPRESSION")
        sys.exit(1)
    result = calculate(" ".join(sys.argv[1:]))
    print(f"= {result}")


if __name__ == "__main__":
    main()
