import boto3
from fastapi import Depends, FastAPI, HTTPException

from .auth import current_user
from .db import get_document

app = FastAPI()
s3 = boto3.client("s3")
BUCKET = "acme-customer-documents"


@app.get("/documents/{doc_id}/download")
def download(doc_id: int, user=Depends(current_user)):
    doc = get_document(doc_id)
    if doc is None or doc.owner_id != user.id:
        raise HTTPException(status_code=404)
    url = s3.generate_presigned_url(
        "get_object",
        Params={"Bucket": BUCKET, "Key": doc.s3_key},
        ExpiresIn=300,
    )
    return {"url": url}
