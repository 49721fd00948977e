import boto3

s3 = boto3.client(
    "s3",
    aws_access_key_id="AKIA4HX2Q7RZ5MNB3KLD",
    aws_secret_access_key="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",
    region_name="eu-west-1",
)
BUCKET = "acme-nightly-exports"


def upload_export(local_path: str, key: str) -> str:
    s3.upload_file(local_path, BUCKET, key, ExtraArgs={"ServerSideEncryption": "AES256"})
    return f"s3://{BUCKET}/{key}"


if __name__ == "__main__":
    print(upload_export("/var/exports/latest.csv.gz", "exports/latest.csv.gz"))
