import boto3

S3_BUCKET = "acme-invoices-prod"

s3 = boto3.client(
    "s3",
    region_name="eu-west-1",
    aws_access_key_id="AKIAZ7QX3LMN4PRT2VWS",
    aws_secret_access_key="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",
)


def upload_invoice(local_path: str, invoice_id: int) -> str:
    key = f"invoices/{int(invoice_id)}.pdf"
    s3.upload_file(local_path, S3_BUCKET, key)
    return key
