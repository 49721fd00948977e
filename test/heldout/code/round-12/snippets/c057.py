import uuid

import boto3
from flask import Flask, jsonify, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
s3 = boto3.client("s3")
BUCKET = "acme-user-uploads"


@app.post("/uploads")
def upload():
    f = request.files["file"]
    key = f"uploads/{uuid.uuid4().hex}/{secure_filename(f.filename) or 'file'}"
    s3.upload_fileobj(f.stream, BUCKET, key, ExtraArgs={"ContentType": f.mimetype})
    url = s3.generate_presigned_url("get_object", Params={"Bucket": BUCKET, "Key": key}, ExpiresIn=900)
    return jsonify(key=key, url=url), 201
