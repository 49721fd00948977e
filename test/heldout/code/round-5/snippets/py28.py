import os
import datetime
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.route("/admin/backup", methods=["POST"])
def backup():
    project = request.form.get("project", "default")
    stamp = datetime.date.today().isoformat()
    archive = "/backups/%s-%s.tar.gz" % (project, stamp)
    status = os.system("tar -czf %s /srv/projects/%s" % (archive, project))
    return jsonify({"archive": archive, "ok": status == 0})
