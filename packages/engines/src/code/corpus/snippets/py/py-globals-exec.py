def run(src):
    globals()["exec"](src)
