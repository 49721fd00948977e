import io
import tarfile
from flask import Flask, request

app = Flask(__name__)
PLUGIN_DIR = "/opt/app/plugins"


@app.post("/plugins")
def install_plugin():
    data = request.files["bundle"].read()
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tf:
        names = tf.getnames()
        tf.extractall(PLUGIN_DIR)
    return {"installed": names}
