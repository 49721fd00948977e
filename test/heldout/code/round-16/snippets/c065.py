import json
import sys


class TodoCLI:
    def __init__(self, path="todo.json"):
        self.path = path
        try:
            with open(self.path) as fh:
                self.items = json.load(fh)
        except FileNotFoundError:
            self.items = []

    def do_add(self, *words):
        self.items.append({"text": " ".join(words), "done": False})

    def do_list(self):
        for i, item in enumerate(self.items, 1):
            print(f"{i:3} [{'x' if item['done'] else ' '}] {item['text']}")

    def do_done(self, index):
        self.items[int(index) - 1]["done"] = True

    def run(self, argv):
        handler = getattr(self, "do_" + argv[0], None) if argv else None
        if handler is None:
            print("commands: add, list, done")
            return 1
        handler(*argv[1:])
        with open(self.path, "w") as fh:
            json.dump(self.items, fh, indent=2)
        return 0


if __name__ == "__main__":
    sys.exit(TodoCLI().run(sys.argv[1:]))
