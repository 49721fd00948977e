import json
import sys


class Commands:
    def do_status(self, args):
        return {"status": "ok"}

    def do_version(self, args):
        return {"version": "2.4.1"}


ALLOWED = ("status", "version")


def main():
    req = json.load(sys.stdin)
    name = req.get("command", "status")
    if name not in ALLOWED:
        print(json.dumps({"error": "unknown command"}))
        return 1
    handler = getattr(Commands(), "do_" + name)
    print(json.dumps(handler(req.get("args", {}))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
