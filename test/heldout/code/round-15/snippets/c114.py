import boto3
from flask import Flask, abort, g

app = Flask(__name__)
s3 = boto3.client("s3", region_name="eu-west-1")
BUCKET = "acme-user-reports"


@app.get("/reports/<int:report_id>/link")
def report_link(report_id):
    if getattr(g, "user_id", None) is None:
        abort(401)
    key = f"users/{int(g.user_id)}/reports/{report_id}.pdf"
    url = s3.generate_presigned_url(
        "get_object", Params={"Bucket": BUCKET, "Key": key}, ExpiresIn=300
    )
    return {"url": url}
