"""Oracle for held-out fact round 17: two independent hand readings; only agreed cases go into cases.json.

Reading A (label + one-line justification) is in cases_src.py, written with the cases. Reading B below was made in
a second pass from each context and claim alone, without looking at reading A's label. Neither reading used the
service. Run: python3 oracle.py  (writes cases.json next to this file and prints the disagreements).
"""
import json
import os
from collections import Counter

from cases_src import all_cases

LABEL = {"S": "SUPPORTED", "R": "REFUTED", "N": "NOT ENOUGH INFO"}

READING_B = {
    "C01-1": ("S", "same report, passive voice"),
    "C01-2": ("R", "the company's operating costs rose 6 %, claim says fell"),
    "C01-3": ("R", "net profit fell to that level"),
    "C01-4": ("N", "company said it plans; plan stated as fact"),
    "C01-5": ("R", "it was up 11 %"),
    "C02-1": ("S", "Rosendal beat Vestby in the final = Vestby lost to Rosendal"),
    "C02-2": ("S", "the winner of the final is Rosendal"),
    "C02-4": ("R", "twice, not three times"),
    "C02-5": ("N", "no award in the text"),
    "C03-1": ("R", "only 31 sites of 40"),
    "C03-2": ("N", "'probably' and 'researchers said' dropped"),
    "C03-3": ("S", "passive restatement of sentence 1"),
    "C04-1": ("R", "overturned, not upheld"),
    "C04-2": ("S", "passive restatement"),
    "C04-3": ("R", "all three judges ruled so"),
    "C04-4": ("N", "a statement of intent by prosecutors turned into fact"),
    "C04-5": ("N", "no retrial happened in the text; acquittal not stated"),
    "C05-1": ("R", "twice a day in winter"),
    "C05-2": ("N", "only under-12s; nothing said about older children"),
    "C05-3": ("R", "about 50 minutes, not about two hours"),
    "C05-4": ("S", "summer conjunct"),
    "C06-1": ("R", "lowered, not raised, the same 9 mmHg"),
    "C06-2": ("R", "7 % vs 3 %: more common on Cardoril"),
    "C06-3": ("R", "the drug has not yet been approved"),
    "C06-4": ("N", "trial in adults with mild hypertension only; universal claim"),
    "C06-6": ("S", "trial description shortened; effect kept"),
    "C07-1": ("R", "1877 is not before 1870"),
    "C07-2": ("S", "active voice; it = canal"),
    "C07-4": ("R", "began 1866 (eleven years before 1877)"),
    "C07-5": ("S", "the canal = Halden Canal"),
    "C08-1": ("S", "Windows is one of the listed platforms"),
    "C08-2": ("R", "this release = 4.2; not available on Linux"),
    "C08-5": ("N", "Android never mentioned"),
    "C08-6": ("R", "Linux is a platform without it"),
    "C09-2": ("R", "raise, not cut, from that date"),
    "C09-4": ("S", "passive of the approval, tally dropped"),
    "C10-1": ("R", "buyer and target reversed, same Monday"),
    "C10-3": ("N", "only expected to close"),
    "C10-4": ("R", "he will step down once the sale completes"),
    "C10-5": ("S", "he is Halvard's founder"),
    "C10-6": ("S", "buy = acquire"),
    "C11-1": ("R", "Mori finished 14 s ahead of Reis"),
    "C11-2": ("R", "fifth"),
    "C11-3": ("S", "passive -> active"),
    "C11-5": ("N", "course record only"),
    "C11-6": ("S", "who = Lucia Serra"),
    "C12-1": ("R", "nobody was injured"),
    "C12-3": ("N", "cause unknown"),
    "C12-4": ("S", "passive restatement"),
    "C13-1": ("R", "kept unchanged"),
    "C13-2": ("R", "2.6 % in October"),
    "C13-3": ("N", "only 'possible', said by the governor"),
    "C13-4": ("R", "October 2.6 < September 3.1"),
    "C13-5": ("S", "drops the day only"),
    "C14-1": ("R", "small snails too"),
    "C14-2": ("R", "females are the larger sex"),
    "C14-3": ("R", "found only above 900 m"),
    "C14-4": ("N", "conservation status not given"),
    "C14-5": ("S", "14 cm = 140 mm"),
    "C15-1": ("R", "closed 6; 14 were opened"),
    "C15-2": ("R", "physical +3 % vs online +18 %"),
    "C15-4": ("N", "no country given for the openings"),
    "C15-6": ("S", "stated directly"),
    "C16-1": ("R", "passed"),
    "C16-2": ("R", "voted against"),
    "C16-3": ("S", "Labour supported it (the bill)"),
    "C16-4": ("N", "take effect (future/scheduled) turned into past fact"),
    "C16-5": ("R", "Conservatives supported it as well"),
    "C16-6": ("S", "passive restatement"),
    "C17-1": ("S", "she was succeeded by Arne Holm"),
    "C17-2": ("R", "twelve years"),
    "C17-3": ("R", "became chair in 1958"),
    "C17-4": ("N", "first woman only as chamber chair"),
    "C17-5": ("S", "'her deputy, Arne Holm'"),
    "C18-1": ("R", "not on Mondays"),
    "C18-2": ("N", "free only for under-18s; adult price not given"),
    "C18-4": ("S", "it = the museum"),
    "C18-5": ("R", "outside July and August it closes at 17:00 (sentence 1)"),
    "C19-1": ("R", "14 % in 2025; 19 % was 2015"),
    "C19-2": ("R", "more common among men"),
    "C19-3": ("N", "ministry's aim only"),
    "C19-4": ("S", "the starting value, 2015"),
    "C20-1": ("R", "Brandt defeated Kovac in that semi-final"),
    "C20-2": ("S", "apposition"),
    "C20-3": ("N", "final still to be played"),
    "C20-4": ("R", "she lost the semi-final"),
    "C20-5": ("R", "won it twice (2023 and 2024)"),
    "C20-6": ("S", "defeated = beat"),
    "C21-1": ("R", "those on private land are excepted"),
    "C21-2": ("N", "fines are stated for operators, not riders"),
    "C21-4": ("S", "active voice"),
    "C22-1": ("R", "9 % more in 2025"),
    "C22-3": ("R", "Kestrel took over Norda, not the reverse, in April"),
    "C22-4": ("S", "the airline = Kestrel Air"),
    "C22-5": ("N", "no comparison with other airlines"),
    "C23-2": ("S", "passive; it = Vega-3"),
    "C23-3": ("R", "Vega-3 was first, two weeks ahead of any other"),
    "C23-4": ("N", "an expectation of astronomers"),
    "C24-1": ("R", "funder was the transport authority; Stenvik was the builder"),
    "C24-2": ("R", "about 15 % more than planned"),
    "C24-3": ("R", "cars pay a toll"),
    "C24-4": ("S", "active voice"),
    "C24-5": ("S", "pedestrians listed; it = the bridge"),
    "C24-6": ("N", "year not given"),
    "C25-1": ("R", "gas -8 % vs wind +12 %"),
    "C25-2": ("R", "two of five"),
    "C25-3": ("N", "aim only"),
    "C25-4": ("S", "two of its five plants -> two plants"),
    "C26-1": ("R", "Ahmed won; Berg second"),
    "C26-3": ("R", "38 % vs 52 %: lower"),
    "C26-4": ("S", "stated"),
    "C27-1": ("R", "does not support it"),
    "C27-2": ("R", "22 hours with NC on"),
    "C27-3": ("S", "90 minutes = 1.5 hours"),
    "C27-4": ("N", "volume condition added"),
    "C28-3": ("N", "scientists say"),
    "C28-4": ("S", "same period = 2000-2020; its = the glacier's"),
    "C28-5": ("R", "retreated"),
    "C29-1": ("R", "lender and borrower reversed, same month"),
    "C29-2": ("S", "lent to = borrowed from (converse)"),
    "C29-4": ("N", "only due to begin"),
    "C30-2": ("S", "Voss = Lena Voss, margin dropped"),
    "C30-3": ("N", "a stage, not the Tour"),
    "C30-5": ("S", "stated"),
    "C31-1": ("R", "added after the spire burned"),
    "C31-2": ("R", "1860"),
    "C31-3": ("S", "the church = St. Olaf's"),
    "C31-4": ("N", "no 1997 fire in the text"),
    "C31-5": ("S", "material dropped"),
    "C32-1": ("R", "a net loss of that amount"),
    "C32-3": ("N", "CEO's expectation"),
    "C32-5": ("N", "15 % is over a year, not the quarter"),
    "C33-1": ("N", "most, not necessarily all"),
    "C33-3": ("N", "parliament will vote later; planned -> done, no explicit denial"),
    "C33-4": ("R", "to 17"),
    "C33-5": ("R", "most supported it"),
    "C34-1": ("R", "flows south"),
    "C34-2": ("R", "the longest"),
    "C34-3": ("N", "only the lower stretch is navigable"),
    "C34-4": ("S", "direction and length dropped"),
    "C34-6": ("R", "rises in the Rondane mountains"),
    "C35-2": ("R", "fell from 4.1 to 3.6"),
    "C35-3": ("S", "the hospital = St. Bride's"),
    "C35-4": ("R", "still has 40 vacancies"),
    "C36-1": ("R", "cocoa dropped 2 %"),
    "C36-3": ("N", "traders said 'may', 'up to'"),
    "C36-4": ("S", "southern Brazil is in Brazil"),
    "C37-1": ("S", "she was replaced by Quist"),
    "C37-2": ("N", "'in January' has no year: she may have taken the post in a January eight years earlier"),
    "C37-4": ("N", "stepping down as CFO is not leaving the company"),
    "C38-1": ("R", "3.2 bn < 4.1 bn"),
    "C38-2": ("R", "Ekholm +4 % < Lindqvist +7 %"),
    "C38-3": ("R", "9.5 % < 11.2 %"),
    "C38-4": ("S", "first of the two reported figures"),
    "C38-5": ("N", "the market is never mentioned"),
    "C39-1": ("R", "coach 8 h 10 is slower than 6 h 40"),
    "C39-2": ("R", "the train takes 6 h 40"),
    "C39-3": ("S", "same route = Oslo-Trondheim"),
    "C39-4": ("N", "no timetable frequency"),
    "C39-5": ("N", "'starts at' is a lower bound, not the price"),
}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    kept, disagreements = [], []
    for c in all_cases():
        if c["trimmed"]:
            continue
        b, why_b = READING_B[c["id"]]
        if b != c["label_a"]:
            disagreements.append((c["id"], c["claim"], c["label_a"], c["why_a"], b, why_b))
            continue
        kept.append({"id": f"f17-{c['id']}", "context_id": c["context_id"], "register": c["register"],
                     "category": c["category"], "label": LABEL[c["label_a"]], "claim": c["claim"],
                     "context": c["context"], "reading_a": c["why_a"], "reading_b": why_b})
    assert {c["id"] for c in all_cases() if not c["trimmed"]} <= set(READING_B)
    with open(os.path.join(here, "cases.json"), "w") as f:
        json.dump(kept, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"kept {len(kept)}: {dict(Counter(k['label'] for k in kept))}; contexts {len({k['context_id'] for k in kept})}")
    print(f"disagreements (dropped): {len(disagreements)}")
    for d in disagreements:
        print("  {} {!r}: A={} ({}) / B={} ({})".format(*d))
    return kept


if __name__ == "__main__":
    main()
