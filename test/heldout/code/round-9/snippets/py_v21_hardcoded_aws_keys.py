import boto3

AWS_ACCESS_KEY_ID = "AKIA4JQ7R2XW9TLMZB3K"
AWS_SECRET_ACCESS_KEY = "w9Hq2vXk7LmP0zR4tYbN8cJ1fD6sG3aE5uKiOoQp"
BUCKET = "acme-invoices-prod"


def upload_invoice(path, key):
    s3 = boto3.client(
        "s3",
        region_name="eu-west-1",
        aws_access_key_id=AWS_ACCESS_KEY_ID,
        aws_secret_access_key=AWS_SECRET_ACCESS_KEY,
    )
    s3.upload_file(path, BUCKET, key)
    return f"s3://{BUCKET}/{key}"
