import boto3

AWS_ACCESS_KEY_ID = "AKIAQ7RZ4WJ2M5XEXN3P"
AWS_SECRET_ACCESS_KEY = "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"
BUCKET = "acme-nightly-backups"


def upload_backup(path):
    s3 = boto3.client(
        "s3",
        aws_access_key_id=AWS_ACCESS_KEY_ID,
        aws_secret_access_key=AWS_SECRET_ACCESS_KEY,
        region_name="eu-west-1",
    )
    key = path.rsplit("/", 1)[-1]
    s3.upload_file(path, BUCKET, key)
    return f"s3://{BUCKET}/{key}"
