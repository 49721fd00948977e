from fastapi import FastAPI, HTTPException

app = FastAPI()


def to_upper(s: str) -> str:
    return s.upper()


def to_lower(s: str) -> str:
    return s.lower()


def reverse(s: str) -> str:
    return s[::-1]


TRANSFORMS = {"upper": to_upper, "lower": to_lower, "reverse": reverse}


@app.get("/transform/{name}")
def transform(name: str, text: str):
    if name not in TRANSFORMS:
        raise HTTPException(404, "no such transform")
    return {"result": TRANSFORMS[name](text)}
