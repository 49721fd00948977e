import json
import sys


HANDLERS = {
    "run": exec,
    "show": print,
}


def main():
    payload = json.load(sys.stdin)
    action = payload.get("action", "show")
    handler = HANDLERS[action]
    handler(payload["body"])


if __name__ == "__main__":
    main()
