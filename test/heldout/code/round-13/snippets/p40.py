import uuid
import boto3

s3 = boto3.client("s3", region_name="eu-west-1")
BUCKET = "acme-user-uploads"


def presign_upload(content_type: str) -> dict:
    key = f"incoming/{uuid.uuid4()}"
    url = s3.generate_presigned_url(
        "put_object",
        Params={"Bucket": BUCKET, "Key": key, "ContentType": content_type},
        ExpiresIn=600,
    )
    return {"key": key, "url": url}


if __name__ == "__main__":
    print(presign_upload("image/png"))
