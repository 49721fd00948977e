import math
import operator

from fastapi import FastAPI, HTTPException

app = FastAPI()
OPS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "pow": math.pow,
    "hypot": math.hypot,
}


@app.get("/calc/{op}")
def calc(op: str, a: float, b: float):
    fn = OPS.get(op)
    if fn is None:
        raise HTTPException(status_code=404, detail="unknown op")
    return {"op": op, "result": fn(a, b)}
