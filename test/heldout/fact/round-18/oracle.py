"""Second, independent hand reading of held-out fact round 18, and the script that writes cases.json.

The labels below were written by reading each claim against its context in a shuffled order
(random.Random(1818).shuffle over the case ids), without looking at the first labels in cases_src.py.
Running this file compares the two readings, prints every disagreement, and writes cases.json with only
the pairs on which both readings agree.

Oracle: "two-hand-readings-v1" (first reading in cases_src.py, second reading here; keep agreements only).
"""
import json
import os

import cases_src

S, R, N = "SUPPORTED", "REFUTED", "NOT ENOUGH INFO"
ORACLE = "two-hand-readings-v1"

# id -> (label, justification), in the shuffled order the claims were read.
SECOND = {
    "f18-034": (R, "turnout was down from 51 to 46 percent"),
    "f18-148": (N, "damage to homes is not mentioned"),
    "f18-094": (R, "the study found a higher risk"),
    "f18-068": (R, "females are the larger sex"),
    "f18-110": (S, "Brookfield conceded 29, Arden 38"),
    "f18-053": (S, "convicted him of making a false statement"),
    "f18-072": (R, "two of the seven voted for a cut"),
    "f18-146": (R, "it was the wettest July on record"),
    "f18-017": (S, "1877 minus eleven years"),
    "f18-087": (R, "Kowal beat Ruiz in the final"),
    "f18-003": (R, "the deal still needs regulatory approval and is expected to close in 2026: not completed"),
    "f18-103": (S, "Heron's mirror measured 5 metres"),
    "f18-031": (R, "requires iOS 16 or later"),
    "f18-112": (R, "interns are excepted from the rule"),
    "f18-096": (N, "'nurses in Sweden' says where they work, not where they come from"),
    "f18-025": (R, "children under six should not be given it"),
    "f18-129": (N, "the lower house is only expected to vote in May"),
    "f18-127": (R, "the senate passed the bill"),
    "f18-083": (R, "Brill is Vandermeer's subsidiary, not the other way round"),
    "f18-151": (N, "no figures by sex"),
    "f18-064": (R, "services start at 05:30"),
    "f18-089": (R, "Maelby is 30 km north of Tarsk"),
    "f18-042": (R, "the plan is for eight stores"),
    "f18-109": (R, "Arden scored 71, Brookfield 64"),
    "f18-154": (N, "no reason for retiring is given"),
    "f18-001": (R, "on Monday Harwick agreed to buy Dorval, not the reverse"),
    "f18-126": (N, "the premium plan's data allowance is not stated"),
    "f18-078": (S, "60 km = 60,000 m"),
    "f18-006": (S, "Penmore's only goal was a penalty by captain Eoin Walsh"),
    "f18-071": (R, "it kept the rate at 4.25 percent"),
    "f18-081": (S, "about 40 firefighters fought the blaze for six hours"),
    "f18-074": (S, "the bank said inflation was 3.1 percent in May"),
    "f18-079": (N, "weight not given"),
    "f18-032": (S, "version 4.2 adds offline maps"),
    "f18-098": (R, "he stays on the board until the end of the year"),
    "f18-093": (R, "the study did not show causation"),
    "f18-095": (N, "association only; the authors say causation was not shown"),
    "f18-143": (R, "Ostrava bought Marlow in 2021"),
    "f18-141": (S, "the remaining six take in the pupils, so they stay open"),
    "f18-050": (S, "fell fastest among 18-24s entails it fell there"),
    "f18-075": (R, "also silver and sage green"),
    "f18-058": (N, "no adult price is given"),
    "f18-105": (R, "the bank lent to the port authority"),
    "f18-080": (R, "no one was injured"),
    "f18-122": (S, "it lost 14 percent of its volume"),
    "f18-082": (N, "cause not reported"),
    "f18-061": (S, "until her death in 1931"),
    "f18-091": (R, "it is the oldest building"),
    "f18-069": (S, "some birds in the south stay all year"),
    "f18-128": (R, "all 12 coastal senators voted against"),
    "f18-027": (S, "can cause drowsiness"),
    "f18-066": (N, "interval given only for peak times"),
    "f18-076": (R, "four hours to charge"),
    "f18-060": (R, "Moss took over after Fenn died"),
    "f18-007": (R, "Calder is second"),
    "f18-030": (R, "dark mode now also works on iOS"),
    "f18-125": (R, "calls to 30 countries only"),
    "f18-153": (N, "only 'American' is said"),
    "f18-045": (S, "won the women's 10 km in 32:10"),
    "f18-002": (R, "she said it would keep the factory open"),
    "f18-104": (S, "about 1.5 million km from Earth"),
    "f18-107": (R, "it had borrowed from Kestrel once before, in 2015"),
    "f18-028": (N, "'can cause' is not 'causes in every patient'"),
    "f18-047": (R, "19 percent in 2025"),
    "f18-010": (R, "14 percent reported side effects"),
    "f18-065": (S, "operated by Vento Rail"),
    "f18-131": (R, "it will cut the route to three flights a week"),
    "f18-101": (R, "Aldra's 4.2 m mirror is smaller than Heron's"),
    "f18-070": (N, "only some southern birds are said to stay"),
    "f18-140": (R, "most opposed it"),
    "f18-063": (N, "the authority funds it; nothing says Vento pays nothing"),
    "f18-100": (N, "no other candidates mentioned"),
    "f18-136": (S, "KR-7 is the cheaper version"),
    "f18-013": (R, "the court upheld the fine"),
    "f18-150": (N, "the time of Penmore's goal is not given"),
    "f18-108": (N, "the 2015 amount is not given"),
    "f18-073": (S, "third meeting in a row without a change"),
    "f18-011": (S, "most commonly dizziness"),
    "f18-059": (R, "Ada Fenn founded it; Hugh gave money"),
    "f18-051": (R, "acquitted of bribery"),
    "f18-077": (S, "silver is one of the colours"),
    "f18-123": (R, "neither plan includes roaming outside the EU"),
    "f18-144": (S, "founded in Leeds"),
    "f18-055": (N, "16:30 is the winter last entry only"),
    "f18-044": (R, "Solberg was 14 seconds ahead of Lunde"),
    "f18-020": (S, "every day except Sunday covers Saturday"),
    "f18-147": (S, "212 mm of rain in July 2025"),
    "f18-102": (N, "expected to last at least ten years"),
    "f18-067": (R, "mainly frogs and small birds"),
    "f18-036": (R, "it flows from the mountains into the lake"),
    "f18-056": (R, "16:30 in winter"),
    "f18-029": (N, "nothing said about children over six"),
    "f18-033": (R, "Nandakumar won"),
    "f18-118": (S, "two years before 1934"),
    "f18-039": (S, "flows into Lake Orvin"),
    "f18-135": (R, "KR-7 failed after three months, KR-9 lasted 18 in fresh water"),
    "f18-062": (S, "her brother, the banker Hugh Fenn"),
    "f18-038": (R, "navigable only below Brenn"),
    "f18-130": (S, "passed 52 to 48"),
    "f18-004": (R, "the purchase is agreed but not completed; it still needs approval"),
    "f18-115": (S, "will lose network access until they finish"),
    "f18-111": (N, "only a season total"),
    "f18-012": (N, "14 percent had any side effect; the dizziness share is unknown"),
    "f18-114": (N, "contractors fall under a separate, undescribed policy"),
    "f18-119": (S, "its designer, the engineer Rosa Lind"),
    "f18-120": (R, "it lost 14 percent"),
    "f18-054": (R, "closed on Mondays"),
    "f18-018": (R, "1902 is after 1877"),
    "f18-090": (N, "112,000 is the wider district; the town proper has 48,000"),
    "f18-138": (R, "three of the nine"),
    "f18-014": (R, "it said it would not appeal"),
    "f18-084": (R, "Vandermeer bought it from Nordkap in 2019"),
    "f18-035": (N, "party not named"),
    "f18-142": (R, "two founders, Cole and Shah"),
    "f18-137": (N, "18 months in fresh water only"),
    "f18-019": (R, "not on Sundays"),
    "f18-021": (N, "€14 is the adult fare; children travel free"),
    "f18-005": (R, "Hassan scored one, the third goal"),
    "f18-116": (R, "the bridge opened two years after the tunnel"),
    "f18-097": (R, "Reyes replaced Ellison on 3 May"),
    "f18-016": (R, "completed in 1877"),
    "f18-121": (N, "a scientists' expectation"),
    "f18-048": (R, "unchanged among over-65s"),
    "f18-046": (N, "Lunde's place is not stated"),
    "f18-117": (R, "pedestrians and cyclists"),
    "f18-041": (N, "only a plan"),
    "f18-023": (R, "27 voted for the cut, 12 against"),
    "f18-008": (N, "order of goals not given"),
    "f18-022": (R, "voted to cut it"),
    "f18-024": (N, "only the Green group's stance is given"),
    "f18-037": (R, "the stretch near Molle stays open"),
    "f18-152": (N, "nothing about the next meeting"),
    "f18-049": (S, "down from 24 percent in 2019"),
    "f18-015": (S, "restates the ruling"),
    "f18-134": (R, "only six months in salt water"),
    "f18-009": (R, "it lowered blood pressure"),
    "f18-086": (S, "wholly owned subsidiary of Vandermeer"),
    "f18-113": (R, "the rule exempts interns"),
    "f18-106": (S, "lent to = borrowed from, same date and sum"),
    "f18-085": (S, "operates 14 depots in Scandinavia"),
    "f18-124": (S, "€25 against €12"),
    "f18-099": (S, "Reyes previously ran the freight division"),
    "f18-092": (S, "1612 is in the 17th century"),
    "f18-026": (R, "no more than four doses in 24 hours"),
    "f18-145": (S, "two chemists, Cole and Shah"),
    "f18-133": (N, "weak demand is not a stated loss"),
    "f18-149": (N, "Ruiz's world ranking is not given"),
    "f18-057": (S, "open Tuesday to Sunday until 18:00"),
    "f18-040": (R, "640 million kroner, not euros"),
    "f18-052": (N, "he will be sentenced in June; not yet"),
    "f18-139": (S, "the council's decision on 4 March to close three schools"),
    "f18-132": (R, "8 percent more than the year before"),
    "f18-088": (S, "Kowal beat Ruiz in the final"),
    "f18-043": (S, "freight costs climbed"),
}


def first_reading():
    out = []
    for i, (ctx, claim, label, category, why) in enumerate(cases_src.CASES):
        register, text = cases_src.CONTEXTS[ctx]
        out.append({"id": f"f18-{i + 1:03d}", "context_id": ctx, "register": register, "context": text,
                    "claim": claim, "label": label, "category": category, "justification": why})
    return out


def main():
    cases = first_reading()
    assert set(SECOND) == {c["id"] for c in cases}, "second reading must cover every case"
    kept, disagreements = [], []
    for c in cases:
        label2, why2 = SECOND[c["id"]]
        if label2 == c["label"]:
            kept.append({**c, "second_justification": why2, "oracle": ORACLE})
        else:
            disagreements.append((c["id"], c["label"], label2, c["claim"], c["justification"], why2))
    print(f"cases written: {len(cases)}; kept (both readings agree): {len(kept)}; disagreements: {len(disagreements)}")
    for d in disagreements:
        print(f"  {d[0]}: first {d[1]} / second {d[2]} -- {d[3]}\n    first: {d[4]}\n    second: {d[5]}")
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "cases.json"), "w", encoding="utf8") as f:
        json.dump(kept, f, ensure_ascii=False, indent=1)
        f.write("\n")
    dist = {}
    for c in kept:
        dist[c["label"]] = dist.get(c["label"], 0) + 1
    print("label distribution:", dist)


if __name__ == "__main__":
    main()
