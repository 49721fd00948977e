def load_plugin(text):
    code = compile(text, "<plugin>", "exec")
    exec(code)
