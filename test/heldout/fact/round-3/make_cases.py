"""Writes cases.json: the contexts, the claims and reading A of each claim.

Reading B is kept separately in reading_b.json (written in a second pass over the
claims with reading A hidden). oracle.py joins both readings into labels.json.
Labels are the truth read from the context alone (no world knowledge beyond the
meaning of ordinary words): SUPPORTED, REFUTED or NEI (not enough information).
"""
import json
import os

S, R, N = "SUPPORTED", "REFUTED", "NEI"

CONTEXTS = {
    "crispa": ("business",
        "Halvard Foods agreed to buy the Portuguese snack maker Crispa for €210 million in March. "
        "The deal, which still requires approval from competition regulators, is expected to close in the autumn. "
        "Crispa employs about 900 people at two plants near Porto."),
    "orrin": ("business",
        "Orrin Capital lent 35 million dollars to the shipbuilder Marsk Yards in 2021. "
        "The loan was repaid two years later."),
    "tolbeck": ("business",
        "Quarterly revenue at Tolbeck Pharma fell 8 percent to 1.2 billion dollars. "
        "Sales of its allergy drug Nasurel rose 14 percent, but sales of older products declined."),
    "brenmoor": ("business",
        "Brenmoor Bank will close 40 of its 310 branches by the end of next year. "
        "The bank said that no jobs would be cut."),
    "pellworth": ("business",
        "Pellworth Media, which owns three regional newspapers, was acquired last year by the investment firm Calder Partners. "
        "Its chief executive, Noor Saleh, left the company in March."),
    "valdra": ("news",
        "A fire broke out on Sunday night at a paper warehouse in the port district of Valdra. "
        "Firefighters brought it under control after four hours. "
        "Nobody was injured, but about 200 residents were evacuated as a precaution."),
    "stella": ("news",
        "The ferry Stella Nord sailed from Brask Harbour to the island of Pell on Tuesday with 312 passengers aboard. "
        "It returned the following morning."),
    "kelby": ("news",
        "Police said the driver had reportedly been using a phone when the bus left the road near Kelby. "
        "Eleven passengers were treated in hospital."),
    "halden": ("news",
        "The painting was stolen from the Halden Gallery in 1998 and recovered by Italian police in 2004."),
    "dunmore": ("sports",
        "Dunmore Rovers beat Keswick Athletic 3-1 in the cup final on Saturday. "
        "Rovers' captain Jonah Reyes scored twice, and the substitute Ilya Petrov added the third goal in stoppage time. "
        "Keswick's only goal came from a penalty."),
    "orlen": ("sports",
        "At the Orlen Open, Maya Takeda defeated the defending champion Sofia Brandt in straight sets to reach her first final. "
        "Brandt had won the title in each of the previous two years."),
    "marathon": ("sports",
        "The marathon was won by Kenyan runner Daniel Kiprono in 2 hours 6 minutes. "
        "Ethiopia's Abebe Tesfaye finished second, 40 seconds behind."),
    "marsh": ("sports",
        "The striker Leon Marsh moved from Castlebury United to Fenwick City in August for a fee of 12 million pounds."),
    "ardel": ("encyclopedia",
        "The Ardel Bridge, designed by the engineer Marta Kosz, was opened in 1934. "
        "It spans the river Teml between the towns of Orby and Fesk and is 410 metres long."),
    "hawk": ("encyclopedia",
        "The Sallow Hawk is a medium-sized bird of prey found in the wetlands of northern Ervania. "
        "Most adults are grey above and white below, although some females are brown. "
        "It feeds mainly on frogs and small fish."),
    "teml": ("encyclopedia",
        "The Teml rises in the Dorn Hills and flows north through Orby into Lake Sava. "
        "In most years, its upper course freezes in January."),
    "nordvale": ("encyclopedia",
        "Greta Lindqvist founded the software company Nordvale in 2009. "
        "She sold it to Arcton Systems in 2020 and now chairs a foundation for girls in science."),
    "corvane": ("science",
        "In the trial, 412 patients with mild hypertension received either the drug Corvane or a placebo for twelve weeks. "
        "Systolic blood pressure fell by an average of 9 mmHg in the Corvane group and by 2 mmHg in the placebo group. "
        "Headache was the most common side effect."),
    "ethanol": ("science",
        "At standard pressure, ethanol boils at 78 degrees Celsius. "
        "Its freezing point is about minus 114 degrees Celsius."),
    "lyra": ("science",
        "The probe Lyra-2 was launched in 2019 by the Ervanian Space Agency and reached orbit around Mars in 2021. "
        "It was built by the contractor Helix Dynamics."),
    "vaccine": ("science",
        "The new vaccine may reduce hospital admissions by up to 30 percent, early data suggest. "
        "Larger studies are planned for next year."),
    "bexmoor": ("policy",
        "From 1 July, the city of Bexmoor will require all new residential buildings taller than four storeys to install solar panels. "
        "Buildings used as hospitals are exempt. "
        "The measure was approved by the city council on a vote of 31 to 12."),
    "wage": ("policy",
        "The ministry plans to raise the minimum wage to 14 euros an hour next year. "
        "The proposal has not yet been approved by parliament."),
    "unemployment": ("policy",
        "Unemployment in the region fell to 6.1 percent in the second quarter, down from 6.8 percent a year earlier. "
        "Youth unemployment, however, rose."),
    "harlow": ("policy",
        "Under the new rules, residents of Harlow County may park free of charge in every municipal car park on Sundays, "
        "except the one at the airport."),
    "museum": ("policy",
        "The museum does not charge admission on the first Sunday of each month. "
        "On other days, tickets cost 12 dollars for adults and 6 dollars for children under 14."),
    "board": ("business",
        "Only two members of the board, Ruth Adler and Tomas Ferrin, voted against the merger. "
        "The remaining seven members voted in favour."),
    "shelter": ("news",
        "The night shelter on Quarry Lane is funded by the Ebbing Trust and run by the charity Homeward. "
        "It opened in 2018 and has 45 beds."),
    "fenby": ("news",
        "Some of the 60 stalls at the Fenby night market accept card payments. "
        "The market opens on Fridays and Saturdays from 6 pm."),
    "reservoir": ("news",
        "The new reservoir holds 18 million cubic metres of water and supplies about 240,000 households. "
        "Construction cost 95 million euros and took three years."),
    "transit": ("policy",
        "The transport authority hired a senior traffic engineer from Rotterdam to redesign the bus network. "
        "Her plan, published in May, cuts the number of routes from 48 to 31."),
}

# (context, claim, reading A, kind of edit)
CASES = [
    # business
    ("crispa", "Halvard Foods agreed to buy Crispa.", S, "dropped modifiers and amount"),
    ("crispa", "Crispa agreed to buy Halvard Foods for €210 million.", R, "buyer/target swapped"),
    ("crispa", "Halvard Foods bought Crispa for €210 million.", N, "agreed (pending) -> done"),
    ("crispa", "Crispa employs about 900 people.", S, "dropped place modifier"),
    ("orrin", "Marsk Yards lent 35 million dollars to Orrin Capital.", R, "lender/borrower swapped"),
    ("orrin", "Marsk Yards borrowed 35 million dollars from Orrin Capital.", S, "converse predicate"),
    ("orrin", "The loan from Orrin Capital to Marsk Yards was never repaid.", R, "negation"),
    ("tolbeck", "Quarterly revenue at Tolbeck Pharma rose 8 percent.", R, "direction reversed"),
    ("tolbeck", "Sales of Nasurel rose 14 percent.", S, "dropped appositive"),
    ("tolbeck", "Sales of all Tolbeck Pharma products rose.", R, "quantifier all against a declining subset"),
    ("brenmoor", "Brenmoor Bank will close 40 branches.", S, "dropped modifiers"),
    ("brenmoor", "Brenmoor Bank has closed 40 branches.", N, "future -> done"),
    ("brenmoor", "Brenmoor Bank will cut jobs.", N, "attributed denial (the bank said)"),
    ("pellworth", "Calder Partners acquired Pellworth Media.", S, "passive -> active"),
    ("pellworth", "Pellworth Media acquired Calder Partners.", R, "buyer/target swapped"),
    ("pellworth", "Calder Partners owns three regional newspapers.", N, "relative-clause attribute moved to another entity"),
    ("pellworth", "Noor Saleh left Calder Partners in March.", N, "wrong company for coreference"),
    # news
    ("valdra", "A fire broke out at a warehouse in Valdra.", S, "dropped modifiers"),
    ("valdra", "Nobody was evacuated.", R, "negation"),
    ("valdra", "The fire was started deliberately.", N, "unsupported addition"),
    ("valdra", "The fire broke out on Saturday night at a paper warehouse in Valdra.", R, "different weekday"),
    ("stella", "The ferry Stella Nord sailed from the island of Pell to Brask Harbour on Tuesday.", R, "from/to swapped"),
    ("stella", "The Stella Nord sailed to Pell with 312 passengers aboard.", S, "dropped source"),
    ("stella", "The Stella Nord sailed from Brask Harbour to Pell on Tuesday and returned on Thursday.", R, "conjunct with wrong day"),
    ("kelby", "The driver had been using a phone when the bus left the road.", N, "hedge (reportedly, police said) dropped"),
    ("kelby", "Eleven passengers were treated in hospital.", S, "verbatim"),
    ("halden", "Italian police recovered the painting in 2004.", S, "passive -> active"),
    ("halden", "The painting was recovered by Italian police in 1998.", R, "date moved to the other event"),
    ("halden", "The painting was recovered before it was stolen.", R, "order reversed"),
    ("shelter", "Homeward runs the night shelter on Quarry Lane.", S, "passive -> active"),
    ("shelter", "Homeward funds the night shelter on Quarry Lane.", R, "operator made funder"),
    ("shelter", "The shelter opened in 2018 with 45 beds.", N, "present state moved to a past event"),
    ("fenby", "All stalls at the Fenby night market accept card payments.", N, "some -> all"),
    ("fenby", "Some stalls at the Fenby night market accept card payments.", S, "dropped count"),
    ("fenby", "The Fenby night market opens on Fridays.", S, "list member dropped"),
    ("fenby", "None of the stalls at the Fenby night market accept card payments.", R, "some -> none"),
    ("reservoir", "The new reservoir holds 18 million cubic metres of water.", S, "dropped conjunct"),
    ("reservoir", "Construction of the reservoir took three months.", R, "different unit"),
    ("reservoir", "The new reservoir supplies every household in the region.", N, "unsupported universal"),
    # sports
    ("dunmore", "Keswick Athletic beat Dunmore Rovers in the cup final.", R, "winner/loser swapped"),
    ("dunmore", "Dunmore Rovers won the cup final.", S, "beat -> won"),
    ("dunmore", "Keswick Athletic lost to Dunmore Rovers in the cup final.", S, "converse predicate"),
    ("dunmore", "Ilya Petrov scored twice in the cup final.", R, "scorer role moved to another player"),
    ("orlen", "Sofia Brandt defeated Maya Takeda at the Orlen Open.", R, "winner/loser swapped"),
    ("orlen", "Maya Takeda reached her first final at the Orlen Open.", S, "purpose clause as fact"),
    ("orlen", "Maya Takeda won the Orlen Open.", N, "reached final -> won title"),
    ("marathon", "Abebe Tesfaye won the marathon.", R, "another winner"),
    ("marathon", "Daniel Kiprono won the marathon in 2 hours 6 minutes.", S, "passive -> active"),
    ("marathon", "Daniel Kiprono set a course record in the marathon.", N, "unsupported addition"),
    ("marsh", "Leon Marsh moved from Fenwick City to Castlebury United.", R, "from/to swapped"),
    ("marsh", "Leon Marsh moved to Fenwick City.", S, "dropped source, date, fee"),
    ("marsh", "The defender Leon Marsh moved from Castlebury United to Fenwick City.", R, "striker -> defender"),
    # encyclopedia
    ("ardel", "Marta Kosz designed the Ardel Bridge.", S, "reduced passive relative -> active"),
    ("ardel", "The Ardel Bridge is 0.41 kilometres long.", S, "unit conversion"),
    ("ardel", "The Ardel Bridge was designed by Henrik Kosz.", R, "same surname, other person"),
    ("ardel", "The Ardel Bridge was closed in 1934.", N, "opposite predicate but compatible"),
    ("hawk", "All adult Sallow Hawks are grey above and white below.", R, "most -> all against stated exception"),
    ("hawk", "The Sallow Hawk feeds on frogs.", S, "dropped hedge word mainly and list member"),
    ("hawk", "The Sallow Hawk feeds only on frogs.", R, "only against a second food"),
    ("hawk", "The Sallow Hawk is found in southern Ervania.", N, "different region, not excluded"),
    ("teml", "The Teml flows south through Orby.", R, "direction reversed"),
    ("teml", "The Teml flows into Lake Sava.", S, "dropped path"),
    ("teml", "The upper course of the Teml freezes in January every year.", N, "most -> every"),
    ("nordvale", "Greta Lindqvist sold Nordvale to Arcton Systems.", S, "pronoun resolution"),
    ("nordvale", "Arcton Systems sold Nordvale to Greta Lindqvist.", R, "seller/buyer swapped"),
    ("nordvale", "Arcton Systems bought Nordvale from Greta Lindqvist in 2020.", S, "converse predicate with pronoun"),
    # science
    ("corvane", "Systolic blood pressure fell by an average of 9 mmHg in the Corvane group.", S, "dropped conjunct"),
    ("corvane", "In the placebo group, systolic blood pressure fell by an average of 9 mmHg.", R, "groups swapped"),
    ("corvane", "Corvane cures hypertension.", N, "overclaim"),
    ("corvane", "Nausea was the most common side effect.", R, "another holder of a unique role"),
    ("ethanol", "Ethanol boils at 78 degrees Celsius at standard pressure.", S, "adjunct moved"),
    ("ethanol", "At standard pressure, ethanol boils at 78 degrees Fahrenheit.", R, "different unit"),
    ("ethanol", "Ethanol always boils at 78 degrees Celsius.", N, "condition dropped, always added"),
    ("lyra", "Helix Dynamics built Lyra-2.", S, "passive -> active with pronoun"),
    ("lyra", "Helix Dynamics launched Lyra-2.", R, "builder made launcher"),
    ("lyra", "Lyra-2 landed on Mars in 2021.", N, "orbit -> landing"),
    ("vaccine", "The new vaccine reduces hospital admissions by 30 percent.", N, "modality and bound dropped"),
    ("vaccine", "Larger studies of the new vaccine have been completed.", N, "planned -> done"),
    # policy
    ("bexmoor", "The Bexmoor city council rejected the measure.", R, "opposite predicate"),
    ("bexmoor", "From 1 July, Bexmoor will require all new residential buildings to install solar panels.", N, "restrictive modifier dropped under all"),
    ("bexmoor", "From 1 July, Bexmoor will require new residential buildings taller than four storeys to install solar panels.", S, "dropped all"),
    ("bexmoor", "From 1 July, Bexmoor will require new hospitals taller than four storeys to install solar panels.", R, "exempted group"),
    ("wage", "The minimum wage will rise to 14 euros an hour next year.", N, "plan -> done"),
    ("wage", "Parliament has approved the proposal to raise the minimum wage.", R, "negation dropped"),
    ("wage", "The ministry plans to cut the minimum wage.", R, "direction reversed"),
    ("wage", "The ministry plans to raise the minimum wage to 14 euros an hour.", S, "dropped time"),
    ("unemployment", "Unemployment in the region rose to 6.1 percent in the second quarter.", R, "direction reversed"),
    ("unemployment", "Youth unemployment in the region fell.", R, "direction reversed"),
    ("unemployment", "Unemployment in the region fell to 6.1 percent in the second quarter.", S, "dropped comparison"),
    ("harlow", "Residents of Harlow County may park free of charge in every municipal car park on Sundays.", R, "exception dropped under every"),
    ("harlow", "Non-residents may park free of charge in municipal car parks in Harlow County on Sundays.", N, "other group"),
    ("museum", "The museum charges admission on the first Sunday of each month.", R, "negation dropped"),
    ("museum", "Tickets to the museum cost 12 dollars.", N, "group condition dropped"),
    ("museum", "The museum never charges admission.", R, "never against paid days"),
    ("museum", "Admission to the museum is free on the first Sunday of each month.", S, "does not charge -> free"),
    ("board", "Ruth Adler voted against the merger.", S, "list member"),
    ("board", "Three members of the board voted against the merger.", R, "different count"),
    ("board", "All members of the board voted in favour of the merger.", R, "all against two dissenters"),
    ("board", "The board has nine members.", S, "arithmetic 2 + 7"),
    ("transit", "The transport authority hired an engineer.", S, "dropped modifiers"),
    ("transit", "The plan cuts the number of bus routes from 31 to 48.", R, "from/to swapped"),
    ("transit", "The plan was published in June.", R, "different month"),
    # summaries in the style of a language model's answer (several clauses)
    ("crispa", "Halvard Foods has agreed to acquire Crispa, a Portuguese snack maker, for €210 million.", S, "summary: synonym, appositive, perfect tense"),
    ("dunmore", "Dunmore Rovers beat Keswick Athletic 3-1 in the cup final, with captain Jonah Reyes scoring twice.", S, "summary: two clauses from two sentences"),
    ("valdra", "The fire at a paper warehouse in Valdra injured several people and forced about 200 residents to leave their homes.", R, "summary: one false conjunct"),
    ("corvane", "Corvane lowered systolic blood pressure by an average of 9 mmHg, compared with 2 mmHg for placebo, and was well tolerated.", N, "summary: one unsupported conjunct"),
    ("marsh", "Leon Marsh joined Fenwick City from Castlebury United in August.", S, "summary: joined for moved to"),
    ("reservoir", "The reservoir, which cost 95 million euros, took three years to build.", S, "summary: relative clause"),
]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = {"contexts": {k: {"register": r, "text": t} for k, (r, t) in CONTEXTS.items()}, "cases": []}
    for i, (ctx, claim, a, kind) in enumerate(CASES, 1):
        assert ctx in CONTEXTS, ctx
        out["cases"].append({"id": f"f3-{i:03d}", "context": ctx, "register": CONTEXTS[ctx][0],
                             "claim": claim, "kind": kind, "reading_a": a})
    with open(os.path.join(here, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    from collections import Counter
    print(len(out["cases"]), "cases", Counter(c["reading_a"] for c in out["cases"]))


if __name__ == "__main__":
    main()
