#!/usr/bin/python3
"""Labels every claim of the set from Pillow 9.4 and ImageMagick 6.9.11 (Debian's /usr/bin/python3 and convert/identify).

Label of a claim:
  undecodable  either decoder fails to decode every frame of the file (Pillow: open, seek to each frame, load;
               ImageMagick: `convert -regard-warnings FILE null:` and `identify -regard-warnings` exit 0)
  true / false both decode the file and both decoders' properties make the claim true / false
  disputed     both decode the file but disagree on the property (no positive label is possible)

`python3 oracle.py` rewrites cases.json from claims_src.py and fails (exit 1) if a label already committed in
cases.json disagrees with what the decoders say now. `--check` only compares."""
import hashlib, json, os, sys
import claims_src, decoders

HERE = os.path.dirname(os.path.abspath(__file__))
CT = {"png": "image/png", "jpg": "image/jpeg", "gif": "image/gif", "webp": "image/webp"}

def holds(props, check):
    k = check[0]
    w, h = props["width"], props["height"]
    if k in ("width", "height"):
        v, op, n = (w if k == "width" else h), check[1], check[2]
        return {"eq": v == n, "gt": v > n, "ge": v >= n, "lt": v < n, "le": v <= n}[op]
    if k == "dims": return (w, h) == (check[1], check[2])
    if k == "format": return props["format"] == check[1]
    if k == "frames": return props["frames"] == check[1]
    if k == "animated": return props["animated"] == check[1]
    if k == "transparency": return props["transparency"] == check[1]
    if k == "grayscale": return props["grayscale"] == check[1]
    if k == "orientation":
        return {"landscape": w > h, "portrait": h > w, "square": w == h}[check[1]]
    if k == "aspect": return w * check[2] == h * check[1]
    raise ValueError(k)

def main():
    os.chdir(HERE)
    path = os.path.join(HERE, "cases.json")
    old = {}
    if os.path.exists(path):
        old = {c["id"]: c["label"] for c in json.load(open(path))["cases"]}
    probes, cases = {}, []
    for i, (f, ct, text, check) in enumerate(claims_src.C, 1):
        fp = os.path.join("files", f)  # relative, so decoder messages name no path outside the repository
        if f not in probes: probes[f] = decoders.probe(fp)
        p = probes[f]
        if not p["decodable"]:
            label = "undecodable"
        else:
            a, b = holds(p["pil"], check), holds(p["im"], check)
            label = ("true" if a else "false") if a == b else "disputed"
        cases.append({"id": f"img6-{i:03d}", "file": f, "sha256": hashlib.sha256(open(fp, "rb").read()).hexdigest(),
                      "content_type": ct or CT[f.rsplit(".", 1)[1]], "claim": text, "check": list(check),
                      "label": label, "category": f.split("_", 1)[0]})
    bad = [c["id"] for c in cases if c["id"] in old and old[c["id"]] != c["label"]]
    if bad:
        print("labels disagree with the committed ones:", bad); sys.exit(1)
    if "--check" not in sys.argv:
        json.dump({"decoders": {f: p for f, p in sorted(probes.items())}, "cases": cases},
                  open(path, "w"), indent=1)
    from collections import Counter
    print(len(cases), "claims,", len(probes), "files;", dict(Counter(c["label"] for c in cases)))
    print("files decodable:", sum(p["decodable"] for p in probes.values()), "of", len(probes))

if __name__ == "__main__":
    main()
