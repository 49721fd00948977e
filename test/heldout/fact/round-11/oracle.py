#!/usr/bin/env python3
"""Oracle for held-out fact round 11: two independent hand readings.

Reading A is in cases_src.py (written with each claim). Reading B below was made afterwards in a separate pass
over the bare (id, claim, context) list, without looking at reading A's labels. A case goes to cases.json only when
both readings give the same label; disagreements are listed and counted. The service is never consulted.
Run: python3 oracle.py  (writes cases.json next to this file)
"""
import json, os, sys
from collections import Counter
from cases_src import CONTEXTS, CASES, S, R, N

READING_B = {
 "f11-001": (S, "Ortiz is among those voting against 'it', the measure."),
 "f11-002": (R, "Passed seven to two."),
 "f11-003": (R, "Adeyemi voted against."),
 "f11-004": (N, "Only expected to raise."),
 "f11-005": (S, "Passive of the acquisition sentence."),
 "f11-006": (S, "Acquired from Orrin is the converse of Orrin sold to Solvane."),
 "f11-007": (R, "Roles of acquirer and acquired reversed for the same March 2024 deal."),
 "f11-008": (N, "Financed only partly through the bonds."),
 "f11-009": (N, "Solvane's prediction ('would double ... by 2026') stated as done."),
 "f11-010": (R, "The one acquisition of Kestrel was in March 2024."),
 "f11-011": (S, "Beat Ferris in the cup final."),
 "f11-012": (R, "Ferris were beaten in the final."),
 "f11-013": (R, "Brackley beat Ferris in the final."),
 "f11-014": (R, "Sanni scored once (the third of three goals; Weir the other two)."),
 "f11-015": (N, "The team reported it; the report is not asserted as fact by the context."),
 "f11-016": (R, "Not observed in rats."),
 "f11-017": (N, "Trial only planned for 2026."),
 "f11-018": (S, "Active form of 'designed by'."),
 "f11-019": (S, "'It' is the bridge."),
 "f11-020": (R, "The designer is Marta Sole."),
 "f11-021": (N, "Repairs closure given for 1974-1976 only."),
 "f11-022": (R, "28 %."),
 "f11-023": (R, "Dorvanex patients had fewer days, not placebo patients."),
 "f11-024": (N, "Only most were said to be mild."),
 "f11-025": (R, "Not approved for children."),
 "f11-026": (R, "Three withdrew."),
 "f11-027": (S, "If most were mild, some were."),
 "f11-028": (S, "Passive; weekday of a past ruling dropped."),
 "f11-029": (R, "Overturned, not upheld."),
 "f11-030": (N, "Prosecutors' stated intention only."),
 "f11-031": (S, "Route runs from Arnau to Lindberg."),
 "f11-032": (R, "Not on Mondays."),
 "f11-033": (N, "November service not described."),
 "f11-034": (N, "Free only for under-12s."),
 "f11-035": (R, "Held (kept) the rate on Wednesday."),
 "f11-036": (R, "Raised twice."),
 "f11-037": (N, "Increases merely not ruled out."),
 "f11-038": (S, "Past decision; weekday dropped."),
 "f11-039": (S, "Windows is in the list."),
 "f11-040": (N, "Linux only planned; no version named."),
 "f11-041": (R, "Removes it."),
 "f11-042": (S, "The update = version 5.2."),
 "f11-043": (R, "macOS too."),
 "f11-044": (R, "Fell 11 %."),
 "f11-045": (R, "Up 6 %."),
 "f11-046": (R, "Four countries."),
 "f11-047": (N, "Only energy costs named (as main cause)."),
 "f11-048": (S, "Up 6 % on the previous year, for 2023."),
 "f11-049": (R, "Revenue +6 %, profit -11 %: revenue grew faster."),
 "f11-050": (R, "No one was injured."),
 "f11-051": (N, "Fire service said 'probably'."),
 "f11-052": (S, "Passive of the evacuation."),
 "f11-053": (R, "Evacuation followed the outbreak."),
 "f11-054": (S, "Modifiers dropped."),
 "f11-055": (R, "Chebet won; Melaku was behind her."),
 "f11-056": (R, "Ayele was third."),
 "f11-057": (R, "She was fifth that year."),
 "f11-058": (R, "Sella 9 % < Ebro 14 %."),
 "f11-059": (S, "14 % > 9 %."),
 "f11-060": (N, "Only the 2000-2020 total is given."),
 "f11-061": (R, "Lost, not gained."),
 "f11-062": (N, "Closure is in the future."),
 "f11-063": (R, "Said 2025."),
 "f11-064": (R, "Production moves to Brno as Gdańsk closes."),
 "f11-065": (S, "Which opened in 2019."),
 "f11-066": (N, "'Affected' does not say laid off."),
 "f11-067": (S, "Sweden is a named signatory."),
 "f11-068": (R, "Did not settle it."),
 "f11-069": (N, "Only adults with type 2 diabetes studied."),
 "f11-070": (R, "Did not include them."),
 "f11-071": (S, "Over-80s are within the excluded over-75s."),
 "f11-072": (N, "71-75-year-olds not covered by the exclusion."),
 "f11-073": (R, "90 minutes, not 60."),
 "f11-074": (S, "Same duration."),
 "f11-075": (R, "Twice a day in summer."),
 "f11-076": (N, "True only in summer; season omitted."),
 "f11-077": (S, "Past approval; date dropped."),
 "f11-078": (R, "Rejected the link."),
 "f11-079": (R, "Approved it."),
 "f11-080": (N, "Expected and conditional on a review."),
 "f11-081": (S, "Passive of the detection."),
 "f11-082": (S, "'The planet' = K2-71b."),
 "f11-083": (R, "Voted in favour."),
 "f11-084": (N, "Still needs parliamentary approval."),
 "f11-085": (S, "Vote share and day dropped."),
 "f11-086": (N, "Would close by June."),
 "f11-087": (S, "Apposition."),
 "f11-088": (N, "Bank's own statement only."),
 "f11-089": (S, "8.4 m vs 7.1 m."),
 "f11-090": (R, "More, not fewer."),
 "f11-091": (S, "Cardiff in the list of depots."),
 "f11-092": (R, "Cardiff too."),
 "f11-093": (R, "7.1 million in 2022."),
 "f11-094": (N, "Vans not said to be electric."),
 "f11-095": (R, "May not."),
 "f11-096": (R, "Social housing excepted."),
 "f11-097": (R, "Excepted explicitly."),
 "f11-098": (R, "Operated by the trust; Parr funded it."),
 "f11-099": (N, "Parr is a funder; the text does not exclude the trust also contributing."),
 "f11-100": (S, "Active of the passive."),
 "f11-101": (N, "Capacity ('can ... up to'), not actual daily number."),
 "f11-102": (S, "Converse of defeated."),
 "f11-103": (R, "Varga beat Holm that Friday."),
 "f11-104": (R, "Never won one."),
 "f11-105": (S, "Apposition."),
 "f11-106": (R, "Opponent is Renard; Holm is out."),
 "f11-107": (R, "Fell."),
 "f11-108": (R, "Rose slightly."),
 "f11-109": (N, "No cause given."),
 "f11-110": (S, "'slightly' dropped."),
 "f11-111": (S, "Active; the observatory = the Royal Observatory at Keld."),
 "f11-112": (R, "Henrik Lund."),
 "f11-113": (S, "Served as its first director."),
 "f11-114": (R, "First director."),
 "f11-115": (R, "Brill is the subsidiary, not Kormac."),
 "f11-116": (S, "Apposition."),
 "f11-117": (S, "Wholly owned subsidiary."),
 "f11-118": (R, "North."),
 "f11-119": (R, "Flows from the hills into the lake."),
 "f11-120": (S, "Source and direction dropped."),
 "f11-121": (N, "Only the lower course."),
 "f11-122": (N, "Aim, not result."),
 "f11-123": (S, "'Its' = the Orra."),
 "f11-124": (S, "It introduces them (for paid plans)."),
 "f11-125": (R, "Can still."),
 "f11-126": (N, "€6 is the student price."),
 "f11-127": (R, "Closed on Mondays."),
 "f11-128": (R, "Students pay €6, adults €12."),
 "f11-129": (N, "'reportedly' dropped."),
 "f11-130": (R, "Declined to comment."),
 "f11-131": (S, "'Her' = Varn."),
 "f11-132": (N, "Most, not all."),
 "f11-133": (S, "Most implies some."),
 "f11-134": (N, "'usually' dropped."),
 "f11-135": (N, "Stated of adult females only."),
 "f11-136": (R, "Corvel is the buyer in Tuesday's agreement."),
 "f11-137": (N, "Agreed, not completed."),
 "f11-138": (S, "Price and day dropped."),
 "f11-139": (R, "Second, behind Shaw."),
 "f11-140": (R, "Aalders was behind Shaw."),
 "f11-141": (S, "Won it in 2022 and 2023."),
 "f11-142": (R, "The ferry operated from 1860; the bridge opened in 1931, after it."),
 "f11-143": (R, "Completion 1771 came before his death in 1790."),
 "f11-144": (R, "Construction began in 1762."),
 "f11-145": (R, "1648."),
 "f11-146": (R, "Takes effect 1 January 2026."),
}

def build():
    out, disagree = [], []
    if len(READING_B) != len(CASES):
        sys.exit(f"reading B has {len(READING_B)} entries for {len(CASES)} cases")
    for i, (ctx, cat, claim, la, ja) in enumerate(CASES):
        cid = f"f11-{i + 1:03d}"
        lb, jb = READING_B[cid]
        assert la in (S, R, N) and lb in (S, R, N) and ctx in CONTEXTS
        if la != lb:
            disagree.append((cid, claim, la, lb))
            continue
        out.append({"id": cid, "context_id": ctx, "category": cat, "claim": claim, "context": CONTEXTS[ctx],
                    "label": la, "reading_a": ja, "reading_b": jb})
    return out, disagree

if __name__ == "__main__":
    cases, disagree = build()
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"{len(cases)} agreed cases over {len({c['context_id'] for c in cases})} contexts:",
          dict(Counter(c["label"] for c in cases)))
    print(f"disagreements: {len(disagree)}")
    for d in disagree:
        print("  ", *d)
    for cat, n in sorted(Counter((c["category"], c["label"]) for c in cases).items()):
        print(f"  {cat[0]:26s} {cat[1]:16s} {n}")
