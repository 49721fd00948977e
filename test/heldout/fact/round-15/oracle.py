#!/usr/bin/env python3
"""Oracle of held-out fact round 15: two hand readings, kept only where they agree.

Reading A is in cases_src.py (label and justification written with each case). Reading B below was written
afterwards from a shuffled listing of (context, claim) pairs that showed neither reading A's label nor its category,
judging each pair from the context alone (no world knowledge, the truth of the claim read from the text). Both
readings are by hand; no service output was seen before the set was committed.

`python3 oracle.py` checks that every case has both readings, prints the disagreements, and writes cases.json with
the agreed cases only (ids are stable: f15-NNN in the order of cases_src.CASES).
"""
import collections
import json
import os

import cases_src

S, R, N = "SUPPORTED", "REFUTED", "NOT ENOUGH INFO"

READING_B = {
    "f15-001": (S, "the project is the refurbishment, carried out by Brannock Civil"),
    "f15-002": (R, "funder and contractor are the other way round"),
    "f15-003": (R, "it was completed two months later"),
    "f15-004": (N, "no budget mentioned"),
    "f15-005": (S, "passive of the acquisition"),
    "f15-006": (S, "acquired for = bought for"),
    "f15-007": (R, "same month, buyer and target exchanged"),
    "f15-008": (N, "Solvine's statement only, and 'all' added"),
    "f15-009": (S, "ahead of = behind, reversed"),
    "f15-010": (R, "she came third"),
    "f15-011": (R, "first major title, not second"),
    "f15-012": (N, "defending champion means the last edition at most"),
    "f15-013": (N, "reported by a team, not established"),
    "f15-014": (R, "about 60 % of samples"),
    "f15-015": (N, "plants not mentioned"),
    "f15-016": (S, "trial narrowed by 'of 520 adults ...' - dropping it keeps truth"),
    "f15-017": (R, "nausea was the most common"),
    "f15-018": (N, "'may be' dropped"),
    "f15-019": (S, "passive"),
    "f15-020": (R, "unanimous"),
    "f15-021": (N, "would consider an appeal"),
    "f15-022": (R, "twice a day in winter"),
    "f15-023": (N, "only in summer; claim without season"),
    "f15-024": (S, "stated"),
    "f15-025": (N, "only bicycles free; cars unknown"),
    "f15-026": (R, "profit -3 % vs revenue +6 %"),
    "f15-027": (R, "fell 3 %"),
    "f15-028": (N, "proposed, not approved"),
    "f15-029": (R, "higher ingredient costs"),
    "f15-030": (S, "its operating profit fell to £88 million"),
    "f15-031": (R, "Nordhavn streets are excepted"),
    "f15-032": (R, "in favour"),
    "f15-033": (S, "plan with its scope dropped"),
    "f15-034": (S, "31 to 14 in favour = approved 31 votes to 14"),
    "f15-035": (R, "1877 - 9 = 1868"),
    "f15-036": (S, "It = the canal, designed by Adler"),
    "f15-037": (R, "1961"),
    "f15-038": (N, "commercial traffic only"),
    "f15-039": (S, "one of two additions"),
    "f15-040": (R, "now available to all users"),
    "f15-041": (R, "support removed"),
    "f15-042": (S, "beat = lost to, reversed"),
    "f15-043": (R, "Corvale won"),
    "f15-044": (R, "he scored both"),
    "f15-045": (N, "health ministry's figure, attribution dropped"),
    "f15-046": (N, "most, not all"),
    "f15-047": (R, "412 in 2025; 96 was the year before"),
    "f15-048": (R, "no one injured"),
    "f15-049": (R, "the warehouse on Doyle Street"),
    "f15-050": (S, "passive"),
    "f15-051": (S, "raised = increased"),
    "f15-052": (R, "third increase"),
    "f15-053": (N, "only possible, conditional"),
    "f15-054": (S, "passive"),
    "f15-055": (R, "2.4 times Earth's size"),
    "f15-056": (S, "passive inside the ruling"),
    "f15-057": (R, "the company pays her"),
    "f15-058": (N, "considering only"),
    "f15-059": (R, "the lake drains into the river"),
    "f15-060": (R, "only eastern-shore beaches"),
    "f15-061": (S, "it = Lake Vessen"),
    "f15-062": (R, "she stepped down that day"),
    "f15-063": (S, "She was succeeded by Osei"),
    "f15-064": (R, "eight years"),
    "f15-065": (N, "remaining until June does not say she leaves"),
    "f15-066": (R, "closed four"),
    "f15-067": (R, "2 % vs 18 %"),
    "f15-068": (N, "plans only"),
    "f15-069": (R, "grew 18 %"),
    "f15-070": (S, "grew = increased"),
    "f15-071": (R, "146"),
    "f15-072": (R, "Esk ceded to Varland"),
    "f15-073": (S, "passive"),
    "f15-074": (S, "signed in 1684"),
    "f15-075": (R, "spring after 1684"),
    "f15-076": (N, "place of signing not given"),
    "f15-077": (N, "most, not all"),
    "f15-078": (R, "rats eradicated in 2019"),
    "f15-079": (N, "mainly dropped"),
    "f15-080": (S, "relative clause says rats prey on the eggs"),
    "f15-081": (S, "active of knocked out by"),
    "f15-082": (R, "Brandt won that match"),
    "f15-083": (R, "out in the second round"),
    "f15-084": (N, "match still to be played"),
    "f15-085": (R, "9 % more"),
    "f15-086": (R, "86 %"),
    "f15-087": (S, "apposition of load factor"),
    "f15-088": (R, "58 at the end"),
    "f15-089": (R, "those are exempt"),
    "f15-090": (N, "social housing only"),
    "f15-091": (S, "active of passed by parliament"),
    "f15-092": (R, "should not"),
    "f15-093": (N, "usually dropped"),
    "f15-094": (R, "not approved"),
    "f15-095": (N, "may be raised if needed"),
    "f15-096": (S, "under six is within under 12, negated"),
    "f15-097": (S, "apposition"),
    "f15-098": (N, "money will be used to extend it"),
    "f15-099": (R, "two drivers"),
    "f15-100": (S, "the company = Greenway"),
    "f15-101": (N, "scientists expect"),
    "f15-102": (R, "retreated"),
    "f15-103": (S, "1.2 km = 1,200 m"),
    "f15-104": (R, "kilometres, not miles"),
    "f15-105": (R, "café stays open"),
    "f15-106": (N, "every Tuesday does not exclude other visiting days"),
    "f15-107": (S, "every Tuesday = on Tuesdays"),
    "f15-108": (S, "seventh stage = stage seven"),
    "f15-109": (R, "Claes won, Ferri was outsprinted"),
    "f15-110": (R, "kept the jersey"),
    "f15-111": (N, "other stage not mentioned"),
    "f15-112": (R, "up 12 %"),
    "f15-113": (N, "another quarter"),
    "f15-114": (S, "grew to = increased to"),
    "f15-115": (S, "repurchased = bought back; the quarter = third"),
    "f15-116": (R, "31 %"),
    "f15-117": (R, "not yet approved"),
    "f15-118": (N, "mainly does not state only, nor strictly exclude it"),
    "f15-119": (S, "reached, up from = rose to"),
    "f15-120": (S, "passive"),
    "f15-121": (S, "fined = imposed a fine"),
    "f15-122": (N, "no evidence of theft is not proof of no theft"),
    "f15-123": (R, "found no evidence"),
    "f15-124": (N, "has 30 days to appeal only"),
    "f15-125": (R, "pay was most cited"),
    "f15-126": (N, "planned, surveyed nurses only"),
    "f15-127": (R, "52 % is more than half"),
    "f15-128": (S, "52 % = most"),
    "f15-129": (R, "not open on Mondays October-March"),
    "f15-130": (N, "under 16 only"),
    "f15-131": (S, "reduced relative"),
    "f15-132": (N, "Mondays open only April-September"),
    "f15-133": (R, "open until 17:00"),
    "f15-134": (R, "operator and financier exchanged"),
    "f15-135": (N, "will supply when finished"),
    "f15-136": (S, "active of operated by"),
    "f15-137": (R, "2,610 m < 2,870 m"),
    "f15-138": (R, "Tessaly climbed 11 years after Orrin"),
    "f15-139": (S, "apposition"),
    "f15-140": (N, "other peaks unknown"),
    "f15-141": (R, "3.6 m < 4.1 m"),
    "f15-142": (R, "5 % < 11 %"),
    "f15-143": (S, "the year = 2025, 3.6 million subscribers"),
}


def main():
    cases = []
    disagreements = []
    for i, (cid, category, label_a, claim, why_a) in enumerate(cases_src.CASES):
        id_ = f"f15-{i + 1:03d}"
        label_b, why_b = READING_B[id_]
        register, context = cases_src.CONTEXTS[cid]
        if label_a != label_b:
            disagreements.append((id_, claim, label_a, why_a, label_b, why_b))
            continue
        cases.append({"id": id_, "context_id": cid, "register": register, "category": category, "label": label_a,
                      "context": context, "claim": claim, "reading_a": why_a, "reading_b": why_b})
    assert len(READING_B) == len(cases_src.CASES), "every case needs reading B"
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"written {len(cases_src.CASES)}, agreed {len(cases)}, disagreements {len(disagreements)}")
    for d in disagreements:
        print(f"  {d[0]} {d[1]!r}: A {d[2]} ({d[3]}) / B {d[4]} ({d[5]})")
    print(dict(collections.Counter(c["label"] for c in cases)))
    print(f"contexts: {len({c['context_id'] for c in cases})}")
    by_cat = collections.Counter((c["category"], c["label"]) for c in cases)
    for (cat, lab), n in sorted(by_cat.items()):
        print(f"  {cat} | {lab} | {n}")


if __name__ == "__main__":
    main()
