import operator

from fastapi import FastAPI, HTTPException

app = FastAPI()

OPERATIONS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "div": operator.truediv,
}


@app.get("/compute")
def compute(op: str, a: float, b: float):
    fn = OPERATIONS.get(op)
    if fn is None:
        raise HTTPException(status_code=400, detail="unsupported operation")
    try:
        return {"op": op, "result": fn(a, b)}
    except ZeroDivisionError:
        raise HTTPException(status_code=400, detail="division by zero")
