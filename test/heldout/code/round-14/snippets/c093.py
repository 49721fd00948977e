import boto3
from flask import Flask, request, jsonify

app = Flask(__name__)
s3 = boto3.client("s3")


@app.post("/rpc/storage")
def storage_rpc():
    body = request.get_json()
    method = body.get("method", "list_buckets")
    params = body.get("params", {})
    try:
        handler = getattr(s3, method)
        result = handler(**params)
    except Exception as exc:  # noqa: BLE001
        return jsonify(error=str(exc)), 400
    result.pop("ResponseMetadata", None)
    return jsonify(result=result)
