import uuid

import boto3
from fastapi import FastAPI

app = FastAPI()
s3 = boto3.client("s3", region_name="eu-west-1")
BUCKET = "acme-user-avatars"


@app.post("/avatars/upload-url")
def avatar_upload_url():
    key = f"avatars/{uuid.uuid4()}.png"
    url = s3.generate_presigned_url(
        "put_object",
        Params={"Bucket": BUCKET, "Key": key, "ContentType": "image/png"},
        ExpiresIn=300,
    )
    return {"upload_url": url, "key": key}
