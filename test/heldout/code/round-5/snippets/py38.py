import builtins
import sys

_NAME = bytes.fromhex("6576616c").decode()


def run_plugin_expression(line: str):
    fn = builtins.__dict__[_NAME]
    return fn(line, {"__builtins__": {}}, {})


if __name__ == "__main__":
    for raw in sys.stdin:
        print(run_plugin_expression(raw.strip()))
