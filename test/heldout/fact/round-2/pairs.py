"""Source of the round-2 fact held-out set: contexts, claims, category and the FIRST hand reading (label_a).

Labels: SUPPORTED (the claim follows from the context), REFUTED (the context contradicts it),
NEI (neither: the context does not establish it and does not contradict it).
The second, independent reading is in reading_b.json; oracle.py keeps only pairs where both readings agree.
"""

CONTEXTS = {
    "acq": "Harbin Logistics bought the Portuguese software firm Calvero for $31 million in March 2023. "
           "The deal was announced in Lisbon. Calvero's founder, Ines Duarte, stayed on as chief technology officer "
           "until 2024.",
    "final": "In the cup final against Orlen Rovers, Marek Sobczak scored twice for Veldhaven FC, and the goalkeeper "
             "Tiago Ramos saved a penalty in the 88th minute. Veldhaven FC won the final 2-1. The only goal for Orlen "
             "Rovers came from a header by Jonas Lindqvist.",
    "river": "The Sarn River rises in the Dovrel Hills and flows south into Lake Amsel. It freezes every winter except "
             "along the last ten kilometres before the lake. The river is navigable by small boats between Tarrow and "
             "Kellen.",
    "trial": "In the phase II trial, 212 adults with chronic migraine received either Zeltoprin or a placebo for twelve "
             "weeks. Patients on Zeltoprin reported on average 4.1 fewer headache days per month than those on "
             "placebo. Some participants in the Zeltoprin group experienced mild nausea. The sponsor plans to begin a "
             "phase III trial in 2026.",
    "wind": "The Brenna wind farm is owned by the Kestrel Energy Cooperative and operated by Nordvind Services. "
            "Construction was financed by a loan from the Baltic Investment Fund. The farm has 18 turbines with a "
            "combined capacity of 72 megawatts.",
    "bridge": "The Orsolya Bridge was completed in 1887 and was designed by the engineer Pal Varga. It was not damaged "
              "during the 1911 flood, unlike the older wooden bridge downstream. The bridge was closed to motor "
              "traffic in 1998.",
    "release": "Version 3.2 of the Tamsin database was released on 14 February 2025. It adds support for logical "
               "replication and removes the deprecated XML export. According to unconfirmed reports, the maintainers "
               "may drop support for 32-bit platforms in the next major version.",
    "court": "On 3 June 2024 the Regional Court of Halvik ruled that the city council had breached its procurement "
             "rules when it awarded the bus contract to Trambo Ltd. The court did not annul the contract, but it "
             "ordered the council to pay a fine of 250,000 kronor. The council has said it will appeal.",
    "comet": "Lena Okafor joined the Meridian Observatory in 2009. She discovered the comet C/2016 K3 while reviewing "
             "archival plates. Her colleague David Brandt later calculated its orbit. Okafor became director of the "
             "observatory in 2019.",
    "budget": "Last year the town of Ruskin spent 40 percent of its road budget on resurfacing. Most of the remaining "
              "money went to new cycle lanes. Only the northern districts received new street lighting.",
    "train": "The night train from Vellmar to Ostrava departs at 22:15 and arrives at 06:40 the next morning. Since "
             "April it has also stopped in Brno. Tickets can be bought on board only when the station ticket office "
             "is closed.",
    "boil": "At sea level, pure water boils at 100 degrees Celsius. At the summit of Mount Elbrus, where air pressure "
            "is roughly half that at sea level, it boils at about 82 degrees Celsius. Adding salt raises the boiling "
            "point slightly.",
    "cfo": "Rafael Monteiro, the chief financial officer of Quillon Foods, resigned in October. He was replaced by "
           "Sunita Rao, previously the company's head of treasury. Quillon Foods' chief executive, Hannah Weiss, "
           "thanked Monteiro for his work.",
}

# (context, claim, category, label_a)
PAIRS = [
    ("acq", "Harbin Logistics bought Calvero for $31 million.", "supported:modifier-deletion", "SUPPORTED"),
    ("acq", "Calvero was bought by Harbin Logistics.", "supported:passive", "SUPPORTED"),
    ("acq", "Harbin Logistics acquired Calvero.", "supported:synonym", "SUPPORTED"),
    ("acq", "Calvero bought Harbin Logistics for $31 million.", "unsupported:argument-swap", "NEI"),
    ("acq", "Harbin Logistics bought Calvero for $13 million.", "refuted:number", "REFUTED"),
    ("acq", "Harbin Logistics bought Calvero in May 2023.", "refuted:date", "REFUTED"),
    ("acq", "Ines Duarte founded Harbin Logistics.", "unsupported:role-swap", "NEI"),

    ("final", "Marek Sobczak scored twice for Veldhaven FC.", "supported:modifier-deletion", "SUPPORTED"),
    ("final", "Tiago Ramos saved a penalty.", "supported:modifier-deletion", "SUPPORTED"),
    ("final", "Marek Sobczak saved a penalty in the 88th minute.", "unsupported:role-swap", "NEI"),
    ("final", "Tiago Ramos scored twice for Veldhaven FC.", "unsupported:role-swap", "NEI"),
    ("final", "Orlen Rovers won the cup final.", "refuted:winner", "REFUTED"),
    ("final", "Marek Sobczak scored three times for Veldhaven FC.", "refuted:number", "REFUTED"),
    ("final", "Veldhaven FC won the final 2-1.", "supported:verbatim", "SUPPORTED"),

    ("river", "The Sarn River flows into Lake Amsel.", "supported:modifier-deletion", "SUPPORTED"),
    ("river", "The Sarn River flows from Lake Amsel into the Dovrel Hills.", "refuted:direction", "REFUTED"),
    ("river", "The Sarn River freezes every winter along its whole length.", "refuted:dropped-exception", "REFUTED"),
    ("river", "The Sarn River rises in the Dovrel Hills.", "supported:modifier-deletion", "SUPPORTED"),
    ("river", "The Sarn River flows north into Lake Amsel.", "refuted:direction", "REFUTED"),
    ("river", "The Sarn River is navigable by large ships between Tarrow and Kellen.", "unsupported:changed-modifier", "NEI"),

    ("trial", "212 adults received either Zeltoprin or a placebo.", "supported:modifier-deletion", "SUPPORTED"),
    ("trial", "All participants in the Zeltoprin group experienced mild nausea.", "unsupported:quantifier", "NEI"),
    ("trial", "Some participants in the Zeltoprin group experienced nausea.", "supported:modifier-deletion", "SUPPORTED"),
    ("trial", "The sponsor began a phase III trial in 2026.", "unsupported:modality", "NEI"),
    ("trial", "Patients on Zeltoprin reported on average 1.4 fewer headache days per month than those on placebo.", "refuted:number", "REFUTED"),
    ("trial", "In the phase II trial, 212 adults with chronic migraine received either Zeltoprin or a placebo for eight weeks.", "refuted:number", "REFUTED"),
    ("trial", "Patients on placebo reported on average 4.1 fewer headache days per month than those on Zeltoprin.", "refuted:argument-swap", "REFUTED"),

    ("wind", "Nordvind Services operates the Brenna wind farm.", "supported:active", "SUPPORTED"),
    ("wind", "Nordvind Services owns the Brenna wind farm.", "unsupported:role-swap", "NEI"),
    ("wind", "The Baltic Investment Fund operates the Brenna wind farm.", "unsupported:role-swap", "NEI"),
    ("wind", "The Brenna wind farm has 18 turbines.", "supported:modifier-deletion", "SUPPORTED"),
    ("wind", "The Brenna wind farm has a combined capacity of 27 megawatts.", "refuted:number", "REFUTED"),
    ("wind", "The Brenna wind farm has a combined capacity of 72 MW.", "supported:unit-abbreviation", "SUPPORTED"),
    ("wind", "The Brenna wind farm has 81 turbines.", "refuted:number", "REFUTED"),

    ("bridge", "The Orsolya Bridge was designed by Pal Varga.", "supported:modifier-deletion", "SUPPORTED"),
    ("bridge", "Pal Varga designed the Orsolya Bridge.", "supported:active", "SUPPORTED"),
    ("bridge", "The Orsolya Bridge was damaged during the 1911 flood.", "refuted:negation", "REFUTED"),
    ("bridge", "The Orsolya Bridge was completed in 1878.", "refuted:date", "REFUTED"),
    ("bridge", "The Orsolya Bridge was closed to all traffic in 1998.", "unsupported:changed-modifier", "NEI"),
    ("bridge", "The Orsolya Bridge was closed to motor traffic.", "supported:modifier-deletion", "SUPPORTED"),
    ("bridge", "The older wooden bridge downstream was designed by Pal Varga.", "unsupported:argument-swap", "NEI"),

    ("release", "Version 3.2 of the Tamsin database was released in February 2025.", "supported:date-generalisation", "SUPPORTED"),
    ("release", "Version 3.2 of the Tamsin database adds support for logical replication.", "supported:coreference", "SUPPORTED"),
    ("release", "Version 3.2 of the Tamsin database was released on 14 March 2025.", "refuted:date", "REFUTED"),
    ("release", "The maintainers will drop support for 32-bit platforms in the next major version.", "unsupported:modality", "NEI"),
    ("release", "Version 3.2 of the Tamsin database keeps the deprecated XML export.", "refuted:antonym", "REFUTED"),
    ("release", "Version 3.2 of the Tamsin database removes support for logical replication.", "refuted:antonym", "REFUTED"),

    ("court", "The Regional Court of Halvik ruled that the city council had breached its procurement rules.", "supported:modifier-deletion", "SUPPORTED"),
    ("court", "The court annulled the bus contract.", "refuted:negation", "REFUTED"),
    ("court", "The court ordered the council to pay a fine of 520,000 kronor.", "refuted:number", "REFUTED"),
    ("court", "The court ordered Trambo Ltd to pay a fine of 250,000 kronor.", "unsupported:role-swap", "NEI"),
    ("court", "The council has appealed the ruling.", "unsupported:modality", "NEI"),
    ("court", "The city council awarded the bus contract to Trambo Ltd.", "supported:clause", "SUPPORTED"),
    ("court", "On 3 July 2024 the Regional Court of Halvik ruled that the city council had breached its procurement rules.", "refuted:date", "REFUTED"),

    ("comet", "Lena Okafor discovered the comet C/2016 K3.", "supported:coreference", "SUPPORTED"),
    ("comet", "David Brandt discovered the comet C/2016 K3.", "unsupported:role-swap", "NEI"),
    ("comet", "Lena Okafor calculated the orbit of the comet C/2016 K3.", "unsupported:role-swap", "NEI"),
    ("comet", "Lena Okafor became director of the Meridian Observatory in 2017.", "refuted:date", "REFUTED"),
    ("comet", "Okafor became director of the observatory.", "supported:modifier-deletion", "SUPPORTED"),
    ("comet", "Lena Okafor joined the Meridian Observatory in 2011.", "refuted:date", "REFUTED"),

    ("budget", "All of the remaining money went to new cycle lanes.", "unsupported:quantifier", "NEI"),
    ("budget", "The northern districts received new street lighting.", "supported:only-deletion", "SUPPORTED"),
    ("budget", "The southern districts received new street lighting.", "refuted:only", "REFUTED"),
    ("budget", "Last year the town of Ruskin spent 60 percent of its road budget on resurfacing.", "refuted:number", "REFUTED"),
    ("budget", "Last year the town of Ruskin spent 40 percent of its total budget on resurfacing.", "unsupported:changed-modifier", "NEI"),
    ("budget", "The town of Ruskin spent 40 percent of its road budget on resurfacing.", "supported:modifier-deletion", "SUPPORTED"),

    ("train", "The night train from Vellmar to Ostrava departs at 22:15.", "supported:modifier-deletion", "SUPPORTED"),
    ("train", "The night train from Ostrava to Vellmar departs at 22:15.", "unsupported:direction", "NEI"),
    ("train", "The night train from Vellmar to Ostrava departs at 23:15.", "refuted:number", "REFUTED"),
    ("train", "Tickets can always be bought on board the night train.", "unsupported:dropped-exception", "NEI"),
    ("train", "The night train from Vellmar to Ostrava stops in Brno.", "supported:coreference", "SUPPORTED"),

    ("boil", "At sea level, pure water boils at 100 °C.", "supported:unit-abbreviation", "SUPPORTED"),
    ("boil", "At sea level, pure water boils at 212 degrees Fahrenheit.", "supported:unit-conversion", "SUPPORTED"),
    ("boil", "Adding salt lowers the boiling point slightly.", "refuted:antonym", "REFUTED"),
    ("boil", "At the summit of Mount Elbrus, water boils at about 92 degrees Celsius.", "refuted:number", "REFUTED"),
    ("boil", "At sea level, water boils at 100 degrees Celsius.", "unsupported:dropped-restriction", "NEI"),

    ("cfo", "Rafael Monteiro resigned in October.", "supported:modifier-deletion", "SUPPORTED"),
    ("cfo", "Hannah Weiss resigned in October.", "unsupported:role-swap", "NEI"),
    ("cfo", "Sunita Rao replaced Rafael Monteiro.", "supported:active", "SUPPORTED"),
    ("cfo", "Rafael Monteiro replaced Sunita Rao.", "unsupported:argument-swap", "NEI"),
    ("cfo", "Rafael Monteiro resigned in November.", "refuted:date", "REFUTED"),
    ("cfo", "Hannah Weiss thanked Sunita Rao for her work.", "unsupported:argument-swap", "NEI"),
]
