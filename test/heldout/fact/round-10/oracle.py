#!/usr/bin/env python3
"""Held-out fact set, round 10: the oracle.

Two independent hand readings of every (context, claim) pair, made from the context alone, never from the service:
reading A is written next to each case in cases_src.py; reading B below was made afterwards from a listing of the
contexts and claims without reading A's labels. Only the cases on which both readings agree are written to
cases.json; the disagreements are printed and counted in README.md.

Usage: python3 oracle.py            (checks and writes cases.json)
       python3 oracle.py --check    (checks that cases.json is exactly what this script writes)
"""
import json
import os
import sys
from collections import Counter

from cases_src import CASES, CONTEXTS, N, R, S

# id -> (reading-B label, reading-B justification)
READING_B = {
    "f10-001": (S, "bought = acquired, passive; price and date only measure/locate the one deal"),
    "f10-003": (R, "same month, acquirer and target reversed"),
    "f10-004": (R, "the deal was approved, not rejected"),
    "f10-005": (N, "Harwick only plans to close it by 2026"),
    "f10-006": (S, "'the deal' is that acquisition; approved by EU regulators"),
    "f10-007": (S, "converse of 'beat'"),
    "f10-008": (R, "the Saturday match was won by Corran"),
    "f10-010": (R, "he scored twice"),
    "f10-012": (R, "lowered, not raised"),
    "f10-014": (N, "over-75s were excluded; the trial says nothing of them"),
    "f10-015": (S, "a trial (of 412 adults) in which it lowered systolic pressure"),
    "f10-016": (N, "an average over 412 adults does not give every adult"),
    "f10-017": (S, "active form of 'was designed by Helene Brandt'"),
    "f10-019": (R, "the designer named is Helene Brandt"),
    "f10-020": (S, "'It' is the viaduct"),
    "f10-021": (R, "line closed 1971, restoration 2009"),
    "f10-022": (N, "funding not mentioned"),
    "f10-023": (N, "drops 'unless they have kidney disease'"),
    "f10-024": (R, "3 grams, not 5"),
    "f10-025": (R, "should NOT be taken with alcohol"),
    "f10-026": (S, "the dose in a Dolmaxin leaflet is the Dolmaxin dose"),
    "f10-027": (S, "passive of the court's act"),
    "f10-028": (R, "it overturned the conviction"),
    "f10-029": (R, "three dissented"),
    "f10-031": (R, "they said they would not"),
    "f10-032": (N, "a stated intention, not a fact"),
    "f10-033": (R, "not on Sundays"),
    "f10-035": (R, "55 minutes, not 90"),
    "f10-037": (N, "winter times not given"),
    "f10-038": (S, "Monday is a day other than Sunday"),
    "f10-040": (R, "operating profit fell 8 percent in the same year"),
    "f10-041": (S, "increased = rose, to €3.4 billion in 2024"),
    "f10-042": (R, "5,900 -> 6,200 is growth"),
    "f10-043": (R, "12 percent"),
    "f10-044": (N, "a forecast by the chief executive"),
    "f10-045": (R, "profit fell while revenue rose"),
    "f10-046": (N, "the ban is planned from January 2027"),
    "f10-047": (R, "the ban will not apply to taxis"),
    "f10-048": (R, "voted to cut them"),
    "f10-051": (S, "drops only the start date of the planned ban"),
    "f10-052": (N, "only Android users are mentioned for offline sync"),
    "f10-053": (R, "now on all platforms"),
    "f10-055": (S, "offline sync for Android users is offline sync"),
    "f10-056": (R, "fourth"),
    "f10-057": (R, "Osei won"),
    "f10-059": (S, "apposition"),
    "f10-060": (S, "drops the championships and the day"),
    "f10-061": (R, "retreated"),
    "f10-063": (S, "1.4 km = 1,400 m"),
    "f10-064": (N, "most, not necessarily all"),
    "f10-065": (N, "an expectation"),
    "f10-066": (S, "converse lend/borrow"),
    "f10-067": (R, "the bank lent to the port in June 2023"),
    "f10-069": (R, "began in October 2023"),
    "f10-070": (N, "only expected to end in 2026"),
    "f10-071": (R, "no one was injured"),
    "f10-073": (N, "cause under investigation"),
    "f10-074": (S, "drops 'in Dunmore' and 'early'"),
    "f10-075": (S, "14 of the 41 seats = 14 seats"),
    "f10-077": (R, "the Social Democrats remained the largest"),
    "f10-079": (R, "two more than in 2019"),
    "f10-080": (S, "dropped = fell"),
    "f10-081": (N, "the study's finding stated as a fact"),
    "f10-082": (R, "the study found 20 percent"),
    "f10-083": (S, "a 20 percent higher risk is a higher risk"),
    "f10-084": (N, "association only"),
    "f10-085": (R, "they are exempt"),
    "f10-087": (R, "deadline 1 April 2026"),
    "f10-088": (N, "'up to' a maximum; no fine is certain"),
    "f10-089": (S, "converse of 'defeated'"),
    "f10-090": (S, "apposition"),
    "f10-091": (R, "Ilic won that Friday semi-final"),
    "f10-092": (N, "the final is on Sunday, result unknown"),
    "f10-093": (R, "Sofia Bern is the opponent; Novak is out"),
    "f10-095": (R, "it is the largest"),
    "f10-096": (N, "Europe is wider than Scandinavia"),
    "f10-097": (S, "'It' is the new telescope"),
    "f10-098": (S, "active of 'is run by HealthReach'"),
    "f10-099": (N, "HealthReach runs it; funding by it not stated"),
    "f10-101": (R, "about 9,000"),
    "f10-102": (S, "active of the passive"),
    "f10-104": (R, "Osel went to Sweden"),
    "f10-106": (N, "place of signing not given"),
    "f10-107": (S, "one of the signatories"),
    "f10-108": (R, "only April to October"),
    "f10-109": (N, "12 euros is for adults only"),
    "f10-111": (R, "also German"),
    "f10-112": (S, "German is in the list"),
    "f10-113": (R, "kept it unchanged"),
    "f10-115": (R, "2.4 percent in May"),
    "f10-116": (R, "twice"),
    "f10-117": (N, "no future decision stated"),
    "f10-118": (N, "'up to' dropped"),
    "f10-119": (S, "21 kg = 21,000 g"),
    "f10-120": (R, "21 kg is about 46 pounds"),
    "f10-121": (R, "four hours"),
    "f10-122": (R, "only in Europe"),
    "f10-123": (S, "'Its battery' = the X2's"),
    "f10-124": (R, "they rejected it"),
    "f10-125": (R, "advisory, not binding"),
    "f10-127": (N, "no consequence stated"),
    "f10-128": (R, "64 vs 71"),
    "f10-129": (R, "38 vs 29"),
    "f10-131": (S, "stated"),
    "f10-132": (S, "drops the temperature"),
    "f10-133": (N, "a catalyst for CO2 -> methanol does not by itself exclude the reverse conversion"),
    "f10-135": (N, "hopes only"),
    "f10-136": (S, "'its' = the Loen Bridge's"),
    "f10-137": (N, "number of supports unknown; only two are said to be cracked"),
    "f10-138": (N, "'could take up to'"),
    "f10-140": (R, "Monday"),
    "f10-141": (S, "converse sold to / bought"),
    "f10-142": (R, "Orrin sold to Castell in 2022"),
    "f10-144": (R, "four of 14"),
    "f10-145": (S, "stated"),
    "f10-146": (R, "except the north-east"),
    "f10-147": (R, "unchanged there"),
    "f10-148": (R, "23 percent"),
    "f10-149": (S, "'down from 27 percent in 2020'"),
    "f10-150": (S, "passive of 'ordered the company to pay him'"),
    "f10-151": (R, "£18,400"),
    "f10-152": (R, "the company pays Haddad, not the other way"),
    "f10-153": (N, "only said it would appeal"),
    "f10-154": (N, "return direction not stated"),
    "f10-155": (R, "daily from 1 June"),
    "f10-157": (S, "daily = every day"),
    "f10-158": (S, "born in 1881"),
    "f10-160": (R, "Vienna first, then Zurich"),
    "f10-161": (R, "1923"),
    "f10-162": (N, "not mentioned"),
    "f10-163": (S, "'she' = Edith Varga"),
    "f10-165": (R, "cuts it by a third"),
    "f10-166": (R, "frozen"),
    "f10-167": (S, "raises = increases"),
    "f10-169": (S, "apposition"),
    "f10-170": (R, "not yet profitable"),
    "f10-171": (R, "up 15 percent"),
    "f10-172": (N, "most, not all"),
    "f10-173": (N, "not stated"),
    "f10-174": (R, "closed down 12 percent"),
    "f10-176": (R, "up 3 percent"),
    "f10-178": (N, "hedge 'reportedly' dropped"),
    "f10-179": (R, "has not commented"),
}


def build():
    ids = [c[0] for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert set(ids) == set(READING_B), f"reading B does not cover the cases: {set(ids) ^ set(READING_B)}"
    kept, disagreements = [], []
    for cid, ctx, claim, category, label_a, why_a in CASES:
        label_b, why_b = READING_B[cid]
        assert label_a in (S, R, N) and label_b in (S, R, N)
        if label_a != label_b:
            disagreements.append((cid, claim, label_a, why_a, label_b, why_b))
            continue
        kept.append({"id": cid, "category": category, "label": label_a, "register": CONTEXTS[ctx][0],
                     "context_id": ctx, "context": CONTEXTS[ctx][1], "claim": claim,
                     "reading_a": why_a, "reading_b": why_b})
    return kept, disagreements


if __name__ == "__main__":
    kept, dis = build()
    here = os.path.dirname(os.path.abspath(__file__))
    out = json.dumps(kept, ensure_ascii=False, indent=1) + "\n"
    path = os.path.join(here, "cases.json")
    if "--check" in sys.argv:
        same = open(path, encoding="utf-8").read() == out
        print("cases.json up to date" if same else "cases.json differs from oracle.py output")
        sys.exit(0 if same else 1)
    with open(path, "w", encoding="utf-8") as f:
        f.write(out)
    print(f"pairs written: {len(CASES)}, kept: {len(kept)}, disagreements dropped: {len(dis)}")
    for d in dis:
        print(f"  dropped {d[0]}: {d[1]!r} A={d[2]} ({d[3]}) B={d[4]} ({d[5]})")
    print("labels:", dict(Counter(c["label"] for c in kept)))
    print("contexts:", len({c["context_id"] for c in kept}))
    fam = Counter(c["category"] for c in kept)
    for k in sorted(fam):
        print(f"  {k}: {fam[k]}")
