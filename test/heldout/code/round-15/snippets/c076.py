import os

import boto3
from flask import Flask, request, send_file

app = Flask(__name__)
s3 = boto3.client("s3")
BUCKET = os.environ["REPORTS_BUCKET"]


@app.get("/reports/fetch")
def fetch_report():
    key = request.args["key"]
    local_path = os.path.join("/var/cache/reports", key)
    os.makedirs(os.path.dirname(local_path), exist_ok=True)
    s3.download_file(BUCKET, key, local_path)
    return send_file(local_path)
