import boto3

AWS_REGION = "eu-west-1"
AWS_ACCESS_KEY_ID = "AKIA4QZ7R2NXKD6PLW3M"
AWS_SECRET_ACCESS_KEY = "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"


def upload_report(path: str, key: str) -> str:
    s3 = boto3.client(
        "s3",
        region_name=AWS_REGION,
        aws_access_key_id=AWS_ACCESS_KEY_ID,
        aws_secret_access_key=AWS_SECRET_ACCESS_KEY,
    )
    s3.upload_file(path, "acme-reports", key)
    return f"s3://acme-reports/{key}"
