import boto3

BUCKET = "acme-invoices"

s3 = boto3.client(
    "s3",
    region_name="eu-west-1",
    aws_access_key_id="AKIAZ7QWERTY5EXAMPLE",
    aws_secret_access_key="q8Vt3kL0pZr7Yx2Nw4Hs9Jd1Fg6Bc5Ma0Ue8Ri3",
)


def archive_invoice(invoice_id: str, pdf_bytes: bytes) -> str:
    key = f"invoices/{invoice_id}.pdf"
    s3.put_object(Bucket=BUCKET, Key=key, Body=pdf_bytes, ContentType="application/pdf")
    return key
