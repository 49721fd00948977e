import ast
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()


class SettingIn(BaseModel):
    key: str
    value: str


@app.put("/settings")
def put_setting(item: SettingIn):
    try:
        parsed = ast.literal_eval(item.value)
    except (ValueError, SyntaxError):
        raise HTTPException(status_code=422, detail="value must be a Python literal")
    if not isinstance(parsed, (int, float, str, bool, list)):
        raise HTTPException(status_code=422, detail="unsupported type")
    return {"key": item.key, "value": parsed}
