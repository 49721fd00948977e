"""Held-out fact set, round 16: the source of cases.json.

Written from the public documentation only (README.md, the Fact section of docs/engines-text.md and the issue 25
excerpt) by someone who had not read the engine's code, its corpora, its tests, or any other held-out set.

Each case carries two hand readings, made in two separate passes over the context and the claim:
reading A when the pair was written, reading B in a second pass that looked only at the context and the claim
(not at reading A's label). Each reading is a label and a one-line justification. oracle.py keeps a case only when
both readings give the same label; the disagreements are listed by oracle.py and counted in the README.

Labels: SUPPORTED (the claim follows from one sentence of the context, after resolving a pronoun or a definite
description, by truth-preserving edits), REFUTED (the context contradicts the claim), NOT ENOUGH INFO (neither).
Category prefixes: S- SUPPORTED families, R- REFUTED families, N- NOT ENOUGH INFO families.
"""

S, R, N = "SUPPORTED", "REFUTED", "NOT ENOUGH INFO"

CONTEXTS = {
    "c01": ("news", "Halbrook Systems completed its acquisition of Tarnwell Robotics on 3 March 2025 for $640 million. "
            "The deal, first announced in October, gives Halbrook control of Tarnwell's warehouse automation business. "
            "Tarnwell's founder, Priya Castellanos, will stay on as an adviser until the end of the year."),
    "c02": ("business", "Orvane Foods reported revenue of €2.3 billion for 2024, up 6 % from the previous year. "
            "Operating costs rose 9 %, while net profit fell 11 % to €140 million. "
            "The company said it expects margins to recover in 2025."),
    "c03": ("sports", "Kessler Athletic beat Rovemouth 3–1 in the county cup final on Saturday. "
            "Dana Oyelaran scored twice for Kessler, and Tom Vickery added the third goal. "
            "It was the club's first cup win since 2009."),
    "c04": ("science", "Researchers at the University of Lenshaw reported that the soil bacterium Strain K-17 breaks down "
            "polystyrene within six weeks at 30 °C. In the same trials, the strain did not degrade polyethylene. "
            "The team plans to test the bacterium at industrial scale in 2026."),
    "c05": ("history", "The Varlow Bridge was completed in 1887, eleven years after construction began. "
            "It was designed by the engineer Margit Holloway, who also built the Crane Street viaduct. "
            "The bridge was closed to motor traffic in 1974 and has carried only pedestrians and cyclists since then."),
    "c06": ("medicine", "In a 12-week trial of 480 adults with mild hypertension, the drug Celvatine lowered systolic blood "
            "pressure by 8 mmHg compared with placebo. Most participants reported no side effects, but 14 stopped "
            "treatment because of dizziness. The drug is not approved for use in children."),
    "c07": ("law", "The Court of Appeal on Tuesday overturned the fraud conviction of Elias Brandt, a former finance "
            "director at Corvex Shipping. The three judges ruled that the trial court had wrongly admitted key evidence. "
            "Prosecutors said they would consider an appeal to the Supreme Court."),
    "c08": ("travel", "The Skerrin Island ferry leaves Portmallow at 07:40 and 16:15 every day except Sunday. "
            "The crossing takes 55 minutes. In winter, the afternoon sailing is cancelled when wind speeds exceed 60 km/h."),
    "c09": ("policy", "The city council voted 27 to 12 on Monday to raise the tourist tax from €2 to €3.50 per night from "
            "April 2026. Hotels with fewer than ten rooms will be exempt. The mayor, Ines Duarte, said the extra revenue "
            "would fund street cleaning."),
    "c10": ("release notes", "Version 4.2 of the Tallis note-taking app adds offline sync for Android and iOS. "
            "Dark mode, previously available only to Pro subscribers, is now free for all users. "
            "The release removes support for Windows 8."),
    "c11": ("company report", "Brennick Logistics employed 6,400 people at the end of 2024, up from 5,900 a year earlier. "
            "Its largest site, in Dortmund, handles about 40 % of the group's parcels. "
            "Brennick is majority-owned by the Danish investor Holmgaard Capital."),
    "c12": ("news", "In the Harwick by-election on Thursday, Sana Rafiq of the Green Party won with 41 % of the vote. "
            "Labour's Owen Pritchard finished second, 1,200 votes behind. "
            "Turnout was 38 %, the lowest in the seat since 1997."),
    "c13": ("science", "The Orla-3 probe entered orbit around Mars on 9 February 2026, seven months after its launch from "
            "French Guiana. It carries a ground-penetrating radar built by the Italian firm Sirtel. "
            "The mission is expected to last at least four years."),
    "c14": ("sports", "Marta Kowalczyk defeated the top seed, Elise Aubert, 6–4, 3–6, 7–5 to reach the Vienna Open final. "
            "Kowalczyk, who is ranked 28th in the world, had lost all three of her previous matches against Aubert. "
            "She will face Yuki Tanabe in the final on Sunday."),
    "c15": ("medicine", "Measles cases in the Dorvan region rose from 42 in 2023 to 310 in 2024, the regional health agency "
            "said. Vaccination coverage among five-year-olds fell to 86 %. "
            "Health officials have urged parents to check their children's vaccination records."),
    "c16": ("business", "Northlake Air carried 14.2 million passengers in 2025, 9 % more than in 2024. "
            "Its rival, Corra Airways, carried 11.8 million passengers in 2025, a rise of 12 %. "
            "Northlake plans to open a base in Tallinn next spring."),
    "c17": ("history", "The Aldmoor Library was founded in 1853 by the merchant Josiah Renfrew. "
            "Its reading room, added in 1902, was the first in the county to be lit by electricity. "
            "The library moved to its present building on Castle Street in 1961."),
    "c18": ("policy", "The Bank of Estmark kept its main interest rate at 3.75 % on Wednesday, the third meeting in a row "
            "without a change. Governor Lena Sorvik said inflation, at 2.9 % in May, was still above the 2 % target. "
            "Two of the seven board members voted for a cut."),
    "c19": ("law", "A tribunal in Rennsburg fined Kavel Energy 2.4 million euros for failing to report a gas leak at its "
            "Orsk terminal in 2023. The company has said it will appeal. No one was injured in the leak."),
    "c20": ("travel", "The Hessel Maritime Museum is open from 10:00 to 17:00, Tuesday to Sunday. "
            "It is closed on Mondays and on 25 December. Entry is free for children under 12; adults pay €14."),
    "c21": ("science", "The Vell River rises in the Karst Hills and flows north for 212 kilometres into Lake Sorna. "
            "Its largest tributary, the Amber, joins it at Dunholm. The lower Vell is navigable only below Dunholm."),
    "c22": ("release notes", "The Corvel X5 headphones offer up to 30 hours of battery life, or 22 hours with noise "
            "cancellation switched on. They weigh 254 grams and come in black, silver and sage green. "
            "A USB-C cable is included, but the carrying case is sold separately."),
    "c23": ("business", "Lidia Moreau stepped down as chief executive of Sandvale Pharma in June after eight years in the "
            "role. She was succeeded by the company's finance director, Arjun Mehta. "
            "Sandvale's shares fell 4 % on the news."),
    "c24": ("news", "A fire broke out at the Belmont textile warehouse in Kirrow early on Sunday. "
            "About 60 firefighters brought it under control within three hours. "
            "Nobody was hurt, but the building's roof collapsed."),
    "c25": ("sports", "Faith Chelimo won the Lisbon Marathon in 2:21:45, finishing 38 seconds ahead of Tigist Alemu. "
            "Alemu's compatriot Hawi Gudeta was third. The men's race was won by Daniel Kiprop."),
    "c26": ("company report", "Solbrekk Energy generated 18.4 TWh of electricity in 2025, of which 71 % came from "
            "hydropower and 22 % from wind. Its wind output rose 15 % in 2025, while hydropower output fell 3 % because "
            "of a dry summer. The company expects to commission two new wind farms in 2027."),
    "c27": ("law", "Under the new rules, which take effect on 1 July, landlords in Brenmoor must register every rental "
            "property with the city. Properties let to family members are exempt. "
            "Landlords who fail to register may be fined up to £5,000."),
    "c28": ("travel", "The Nordlys night train runs from Vessby to Harrfjord three times a week, leaving at 21:10. "
            "The journey takes about 19 hours. Sleeper cabins must be booked at least two days in advance."),
    "c29": ("science", "Most of the island's 3,000 puffin pairs nest on the northern cliffs. "
            "A survey in 2024 counted 240 active nests on the southern slopes, down from 410 in 2019. "
            "Rats, introduced by whalers in the 1800s, remain the main threat to the colony."),
    "c30": ("policy", "The government's 2026 budget increases defence spending by 8 % and cuts the foreign aid budget by "
            "a fifth. Spending on schools is frozen at this year's level. "
            "The finance minister, Karel Novak, described the plan as 'tough but fair'."),
    "c31": ("history", "The Treaty of Harlen, signed in 1648 by Sweden and the city of Bremholt, ended an eleven-year "
            "conflict over fishing rights. Under its terms, Bremholt ceded the island of Vask to Sweden. "
            "The treaty was ratified by the Swedish parliament the following spring."),
    "c32": ("medicine", "St. Aldric's Hospital performed 1,240 hip replacements in 2025, more than any other hospital in "
            "the region. Average waiting time for the operation fell from 31 weeks to 19 weeks. "
            "The hospital's chief surgeon, Dr Helen Voss, credited a new day-surgery unit."),
    "c33": ("news", "Dock workers at the port of Halvik began a 48-hour strike on Thursday over pay. "
            "The union, Portlink, is demanding a 7 % rise; the port operator has offered 4 %. "
            "Container traffic was halted, but passenger ferries ran as normal."),
    "c34": ("business", "Pellar, the Stockholm-based payments start-up, raised $85 million in a funding round led by "
            "Greyline Ventures. The company, founded in 2019 by Ana Sjöberg and Mats Ek, says it now processes payments "
            "for 40,000 merchants. It is not yet profitable."),
    "c35": ("science", "July 2025 was the wettest July on record in Tarnby, with 212 mm of rain, nearly three times the "
            "long-term average. The previous record, 168 mm, was set in 1998. "
            "Temperatures, however, were slightly below normal."),
    "c36": ("sports", "Team Varo's Luca Benedetti won the seventh stage of the Tour of Alvera on Friday, beating Pieter de "
            "Wolf in a sprint finish. De Wolf still leads the overall standings by 41 seconds. "
            "Benedetti, 23, is the youngest stage winner in the race's history."),
    "c37": ("business", "Fenwick Grocers cut prices on 300 staple products in March, and its like-for-like sales rose 5 % "
            "in the first quarter. Its rival Cobb & Sons kept its prices unchanged. "
            "Cobb & Sons' like-for-like sales fell 2 % over the same quarter."),
}

# (context, category, claim, (reading A label, justification), (reading B label, justification))
CASES = [
    # c01 acquisition
    ("c01", "R-number", "Halbrook Systems completed its acquisition of Tarnwell Robotics for $460 million.",
     (R, "price was $640 million"), (R, "one acquisition, stated price $640m not $460m")),
    ("c01", "S-nominalisation", "Tarnwell Robotics was acquired by Halbrook Systems.",
     (S, "'completed its acquisition of Tarnwell' = acquired Tarnwell; passive of that"),
     (S, "acquisition completed, so Halbrook acquired Tarnwell")),
    ("c01", "N-addition", "Priya Castellanos will remain Tarnwell's chief executive.",
     (N, "context says only she stays as adviser"), (N, "her executive role is not stated")),
    ("c01", "S-apposition", "Priya Castellanos founded Tarnwell Robotics.",
     (S, "apposition 'Tarnwell's founder, Priya Castellanos'"), (S, "she is named as Tarnwell's founder")),

    # c02 results
    ("c02", "R-compound", "Orvane Foods' operating costs fell 9 %.",
     (R, "operating costs rose 9 %"), (R, "opposite direction of the same figure")),
    ("c02", "R-compare-cross", "Orvane Foods' net profit grew faster than its revenue in 2024.",
     (R, "revenue +6 % (sentence 1), net profit -11 % (sentence 2)"), (R, "profit fell while revenue rose")),
    ("c02", "R-verbless", "Orvane Foods' revenue was down 6 % in 2024.",
     (R, "revenue was up 6 %"), (R, "up, not down")),
    ("c02", "N-attribution", "Orvane Foods' margins will recover in 2025.",
     (N, "only the company's expectation"), (N, "company said it expects: a forecast, not a fact")),
    ("c02", "S-dropmod", "Orvane Foods' net profit fell to €140 million.",
     (S, "drop the change amount '11 %'; the company is the one named thing"), (S, "net profit of the company fell to €140m")),

    # c03 football
    ("c03", "R-date", "Kessler Athletic beat Rovemouth 3–1 in the county cup final on Sunday.",
     (R, "it was Saturday"), (R, "weekday differs for one match")),
    ("c03", "S-converse", "Rovemouth lost to Kessler Athletic in the county cup final.",
     (S, "A beat B = B lost to A"), (S, "converse of beat")),
    ("c03", "R-antonym", "Rovemouth won the county cup final.",
     (R, "Kessler won it, Rovemouth lost"), (R, "one final, other winner")),
    ("c03", "R-count", "Tom Vickery scored twice for Kessler Athletic in the final.",
     (R, "3 goals: Oyelaran 2, Vickery the third = 1"), (R, "Vickery added only the third goal")),

    # c04 science, attribution and plans
    ("c04", "N-attribution", "Strain K-17 breaks down polystyrene within six weeks at 30 °C.",
     (N, "only reported by the researchers"), (N, "report turned into fact")),
    ("c04", "R-negation", "In the same trials, Strain K-17 degraded polyethylene.",
     (R, "the strain did not degrade polyethylene"), (R, "negation dropped")),
    ("c04", "N-plan", "The team tested the bacterium at industrial scale in 2026.",
     (N, "only planned"), (N, "plan stated as done")),
    ("c04", "R-unit", "Researchers at the University of Lenshaw reported that Strain K-17 breaks down polystyrene within six days at 30 °C.",
     (R, "reported six weeks, not six days"), (R, "same report, unit changed")),

    # c05 bridge
    ("c05", "S-passive", "Margit Holloway designed the Varlow Bridge.",
     (S, "'It was designed by Holloway', it = the bridge"), (S, "active form of the passive")),
    ("c05", "R-date", "The Varlow Bridge was completed before 1880.",
     (R, "completed in 1887"), (R, "1887 is after 1880")),
    ("c05", "R-only", "Since 1974 the Varlow Bridge has carried only pedestrians.",
     (R, "only pedestrians and cyclists: cyclists too"), (R, "cyclists also use it, so not only pedestrians")),
    ("c05", "N-addition", "Margit Holloway designed the Varlow Bridge in 1887.",
     (N, "date of the design is not given"), (N, "1887 is the completion year, not the design year")),
    ("c05", "R-antonym", "The Varlow Bridge was opened to motor traffic in 1974.",
     (R, "closed to motor traffic in 1974, only pedestrians and cyclists since"),
     (N, "a reopening and a closure can both fall within 1974; the context does not exclude it")),

    # c06 trial
    ("c06", "R-count", "None of the participants stopped treatment.",
     (R, "14 stopped because of dizziness"), (R, "14 stopped")),
    ("c06", "N-scope", "Celvatine lowered systolic blood pressure by 8 mmHg in adults with severe hypertension.",
     (N, "the trial was in mild hypertension"), (N, "another group than the one tested")),
    ("c06", "S-number-words", "Fourteen participants stopped treatment because of dizziness.",
     (S, "14 = fourteen; 'but' dropped"), (S, "same count in words")),

    # c07 court
    ("c07", "R-antonym", "The Court of Appeal upheld Elias Brandt's fraud conviction.",
     (R, "overturned, not upheld"), (R, "opposite decision on one conviction")),
    ("c07", "S-passive", "Elias Brandt's fraud conviction was overturned by the Court of Appeal on Tuesday.",
     (S, "passive of the first sentence"), (S, "same event, passive voice")),
    ("c07", "N-modality", "Prosecutors appealed to the Supreme Court.",
     (N, "they would only consider an appeal"), (N, "considering is not appealing")),
    ("c07", "R-quantifier", "Only two of the three judges ruled that the trial court had wrongly admitted key evidence.",
     (R, "the three judges ruled so: all three"), (R, "all three, not only two")),

    # c08 ferry
    ("c08", "R-exception", "The Skerrin Island ferry leaves Portmallow at 07:40 every day.",
     (R, "except Sunday"), (R, "not on Sundays, so not every day")),
    ("c08", "N-condition", "The afternoon sailing is cancelled when wind speeds exceed 60 km/h.",
     (N, "only in winter"), (N, "condition 'in winter' dropped")),
    ("c08", "S-synonym", "The crossing lasts 55 minutes.",
     (S, "takes = lasts of a duration"), (S, "same duration, synonym verb")),

    # c09 council tax vote
    ("c09", "R-antonym", "The city council voted to cut the tourist tax.",
     (R, "voted to raise it"), (R, "opposite content of one vote")),
    ("c09", "R-exception", "All hotels will pay the higher tourist tax.",
     (R, "hotels with fewer than ten rooms are exempt"), (R, "small hotels exempt, so not all")),
    ("c09", "N-attribution", "The extra revenue will fund street cleaning.",
     (N, "the mayor said so"), (N, "a statement of the mayor")),
    ("c09", "N-plan", "The tourist tax was raised to €3.50 per night.",
     (N, "voted to raise from April 2026: not yet done"), (N, "decided, takes effect later")),

    # c10 release notes
    ("c10", "S-list", "Version 4.2 of the Tallis app adds offline sync for Android.",
     (S, "list member of 'Android and iOS'; 'note-taking' dropped"), (S, "Android is one of the two platforms")),
    ("c10", "R-temporal", "Dark mode is now available only to Pro subscribers.",
     (R, "now free for all users; only-Pro was previously"), (R, "contradicts 'now free for all users'")),
    ("c10", "N-scope", "Version 4.2 of the Tallis app adds offline sync for Windows.",
     (N, "Windows not among the listed platforms; not denied"), (N, "nothing said about Windows sync")),

    # c11 company report
    ("c11", "R-compare", "Brennick Logistics employed fewer people at the end of 2024 than a year earlier.",
     (R, "6,400 up from 5,900"), (R, "more, not fewer")),
    ("c11", "R-swap", "Holmgaard Capital is majority-owned by Brennick Logistics.",
     (R, "owner and owned exchanged"), (R, "Brennick is the one owned")),
    ("c11", "N-quantifier", "Holmgaard Capital owns all of Brennick Logistics.",
     (N, "majority is not all"), (N, "majority stake does not give whole ownership")),
    ("c11", "S-converse", "Holmgaard Capital holds a majority stake in Brennick Logistics.",
     (S, "majority-owned by H = H holds majority stake"), (S, "paraphrase of majority ownership")),

    # c12 by-election
    ("c12", "R-person", "Owen Pritchard won the Harwick by-election.",
     (R, "Rafiq won; Pritchard second"), (R, "another winner")),
    ("c12", "R-rank", "Owen Pritchard finished third in the Harwick by-election.",
     (R, "finished second"), (R, "rank differs")),
    ("c12", "S-dropmod", "Sana Rafiq won the Harwick by-election with 41 % of the vote.",
     (S, "drops party and day"), (S, "one event, modifiers dropped")),
    ("c12", "N-addition", "Sana Rafiq won the Harwick by-election with the support of Labour voters.",
     (N, "not said"), (N, "who voted for her is not stated")),

    # c13 probe
    ("c13", "R-place", "The Orla-3 probe was launched from Kazakhstan.",
     (R, "launched from French Guiana"), (R, "one launch, other site")),
    ("c13", "S-coref", "Sirtel built the ground-penetrating radar carried by the Orla-3 probe.",
     (S, "'It carries a radar built by Sirtel', it = probe"), (S, "pronoun resolved, passive to active")),
    ("c13", "N-hedge", "The Orla-3 mission will last at least four years.",
     (N, "'is expected to' dropped"), (N, "expectation stated as fact")),
    ("c13", "R-coref", "The Orla-3 probe carries a radar built by the French firm Sirtel.",
     (R, "Sirtel is Italian"), (R, "nationality of the firm differs")),

    # c14 tennis
    ("c14", "R-rank", "Marta Kowalczyk is ranked 18th in the world.",
     (R, "28th"), (R, "rank differs")),
    ("c14", "S-converse", "Elise Aubert lost to Marta Kowalczyk.",
     (S, "defeated = B lost to A"), (S, "converse of defeat")),
    ("c14", "R-quantifier", "Kowalczyk had beaten Aubert in one of their previous matches.",
     (R, "lost all three previous matches"), (R, "all lost, none won")),
    ("c14", "N-addition", "Marta Kowalczyk will win the Vienna Open final.",
     (N, "outcome unknown"), (N, "future result not stated")),
    ("c14", "R-coref", "Marta Kowalczyk will face Yuki Tanabe in the final on Saturday.",
     (R, "'She will face ... on Sunday'"), (R, "day differs")),

    # c15 measles
    ("c15", "R-antonym", "The regional health agency said measles cases in the Dorvan region fell in 2024.",
     (R, "agency said they rose"), (R, "same source, opposite direction")),
    ("c15", "N-attribution", "Measles cases in the Dorvan region rose to 310 in 2024.",
     (N, "attributed to the agency"), (N, "statement of the agency given as fact")),
    ("c15", "N-scope", "Vaccination coverage among all children fell to 86 %.",
     (N, "five-year-olds only"), (N, "wider group")),
    ("c15", "N-addition", "Health officials have ordered parents to check their children's vaccination records.",
     (N, "urged, not ordered"), (N, "ordering is stronger than urging; not stated")),

    # c16 airlines
    ("c16", "R-compare-cross", "Northlake Air's passenger numbers grew faster than Corra Airways' in 2025.",
     (R, "9 % vs 12 %"), (R, "Corra grew faster")),
    ("c16", "R-compare-cross", "Corra Airways carried more passengers than Northlake Air in 2025.",
     (R, "11.8m vs 14.2m"), (R, "Northlake carried more")),
    ("c16", "N-plan", "Northlake Air has opened a base in Tallinn.",
     (N, "only planned"), (N, "plan given as done")),
    ("c16", "S-dropmod", "Northlake Air carried 14.2 million passengers in 2025.",
     (S, "comparison phrase dropped"), (S, "same clause minus apposition")),

    # c17 library
    ("c17", "S-passive", "Josiah Renfrew founded the Aldmoor Library in 1853.",
     (S, "passive to active"), (S, "same event")),
    ("c17", "R-superlative", "The Aldmoor Library's reading room was the last in the county to be lit by electricity.",
     (R, "the first"), (R, "first vs last")),
    ("c17", "R-order", "The Aldmoor Library moved to Castle Street before its reading room was added.",
     (R, "moved 1961, reading room 1902"), (R, "order of the two dates reversed")),
    ("c17", "N-scope", "The Aldmoor Library's reading room was the first in the country to be lit by electricity.",
     (N, "first in the county, not country"), (N, "wider scope")),
    ("c17", "S-dropmod", "The Aldmoor Library was founded in 1853 by a merchant.",
     (S, "name replaced by its indefinite description"), (S, "Renfrew was a merchant")),

    # c18 central bank
    ("c18", "R-antonym", "The Bank of Estmark raised its main interest rate on Wednesday.",
     (R, "kept it unchanged"), (R, "kept vs raised, one decision")),
    ("c18", "R-quantifier", "All seven board members voted to keep the rate unchanged.",
     (R, "two voted for a cut"), (R, "not all")),
    ("c18", "N-attribution", "Inflation in Estmark was still above the 2 % target in May.",
     (N, "the governor said so"), (N, "a reported statement")),
    ("c18", "S-synonym", "The Bank of Estmark held its main interest rate at 3.75 %.",
     (S, "kept = held of a rate; day dropped"), (S, "synonym verb")),

    # c19 tribunal
    ("c19", "R-currency", "Kavel Energy was fined 2.4 million dollars by a tribunal in Rennsburg.",
     (R, "euros"), (R, "currency differs")),
    ("c19", "N-plan", "Kavel Energy has appealed the fine.",
     (N, "said it will appeal"), (N, "intention, not done")),
    ("c19", "S-passive", "Kavel Energy was fined by a tribunal for failing to report a gas leak.",
     (S, "passive, dropped amount, place, name of tribunal"), (S, "weaker restatement")),

    # c20 museum
    ("c20", "R-negation", "The Hessel Maritime Museum is open on Mondays.",
     (R, "closed on Mondays"), (R, "opposite state")),
    ("c20", "N-scope", "Entry to the Hessel Maritime Museum is free for children.",
     (N, "children under 12 only"), (N, "children 12-17 not covered")),
    ("c20", "S-synonym", "The Hessel Maritime Museum is shut on 25 December.",
     (S, "closed = shut; list member"), (S, "synonym and list member")),

    # c21 river
    ("c21", "R-direction", "The Vell River flows south into Lake Sorna.",
     (R, "flows north"), (R, "direction reversed")),
    ("c21", "R-only", "The lower Vell is navigable above Dunholm.",
     (R, "only below Dunholm"), (R, "other side of the only")),
    ("c21", "S-apposition", "The Amber is a tributary of the Vell River.",
     (S, "'Its largest tributary, the Amber'; largest dropped"), (S, "apposition with pronoun resolved")),
    ("c21", "R-swap", "The Vell River is a tributary of the Amber.",
     (R, "converse of the one-way relation"), (R, "tributary relation reversed")),
    ("c21", "R-coref", "The Amber joins the Vell River at Kessby.",
     (R, "joins it at Dunholm"), (R, "confluence place differs")),

    # c22 headphones
    ("c22", "R-only", "The Corvel X5 headphones come only in black.",
     (R, "black, silver and sage green"), (R, "other colours")),
    ("c22", "S-unit", "The Corvel X5 headphones weigh 254 g.",
     (S, "grams = g"), (S, "same weight, abbreviation")),
    ("c22", "R-negation", "The carrying case is included with the Corvel X5 headphones.",
     (R, "sold separately, i.e. not included"), (R, "case sold separately")),

    # c23 CEO change
    ("c23", "R-swap", "Lidia Moreau succeeded Arjun Mehta as chief executive of Sandvale Pharma in June.",
     (R, "Mehta succeeded Moreau"), (R, "order of succession reversed")),
    ("c23", "R-phrasal", "Lidia Moreau took over as chief executive of Sandvale Pharma in June.",
     (R, "she stepped down in June"), (R, "took over vs stepped down")),
    ("c23", "S-coref", "Arjun Mehta succeeded Lidia Moreau.",
     (S, "'She was succeeded by ... Arjun Mehta', she = Moreau"), (S, "active of the passive, pronoun resolved")),
    ("c23", "R-coref", "Lidia Moreau was succeeded by Sofia Lind.",
     (R, "succeeded by Arjun Mehta"), (R, "another successor")),

    # c24 fire
    ("c24", "R-negation", "Several firefighters were hurt in the fire at the Belmont warehouse.",
     (R, "nobody was hurt"), (R, "contradicts 'nobody'")),
    ("c24", "S-coref", "About 60 firefighters brought the fire under control within three hours.",
     (S, "it = the fire"), (S, "pronoun resolved")),
    ("c24", "N-addition", "The fire at the Belmont warehouse was started deliberately.",
     (N, "cause not stated"), (N, "nothing on cause")),
    ("c24", "S-bound", "About 60 firefighters brought the fire under control within five hours.",
     (S, "within three hours implies within five"), (S, "upper bound widened, still true")),

    # c25 marathon
    ("c25", "R-number", "Faith Chelimo won the Lisbon Marathon in 2:12:45.",
     (R, "2:21:45"), (R, "time differs")),
    ("c25", "R-swap", "Tigist Alemu finished ahead of Faith Chelimo in the Lisbon Marathon.",
     (R, "Chelimo 38 s ahead of Alemu"), (R, "order reversed")),
    ("c25", "S-passive", "Daniel Kiprop won the men's race.",
     (S, "passive to active"), (S, "same clause active")),
    ("c25", "N-addition", "Faith Chelimo set a course record in the Lisbon Marathon.",
     (N, "not stated"), (N, "no record mentioned")),

    # c26 energy
    ("c26", "R-compare", "Solbrekk Energy's hydropower output grew faster than its wind output in 2025.",
     (R, "hydro -3 %, wind +15 %"), (R, "hydro fell")),
    ("c26", "R-unit", "Solbrekk Energy generated 18.4 GWh of electricity in 2025.",
     (R, "TWh, not GWh"), (R, "unit differs by 1000")),
    ("c26", "R-quantifier", "Most of Solbrekk Energy's electricity came from wind in 2025.",
     (R, "22 % from wind, 71 % from hydro"), (R, "22 % is not most")),
    ("c26", "N-plan", "Solbrekk Energy commissioned two new wind farms in 2027.",
     (N, "expected only"), (N, "expectation given as done")),
    ("c26", "N-period", "Solbrekk Energy generated 18.4 TWh of electricity in 2024.",
     (N, "2024 total not given"), (N, "other year; not derivable")),

    # c27 rental rules
    ("c27", "R-exception", "Landlords in Brenmoor must register every rental property with the city, including properties let to family members.",
     (R, "those properties are exempt"), (R, "exception contradicted")),
    ("c27", "N-modality", "Landlords who fail to register will be fined £5,000.",
     (N, "may be fined up to"), (N, "modality and bound dropped")),
    ("c27", "S-dropmod", "Landlords who fail to register may be fined.",
     (S, "drops the bound 'up to £5,000', keeps 'may'"), (S, "weaker statement, same modality")),

    # c28 night train
    ("c28", "R-count", "The Nordlys night train runs from Vessby to Harrfjord every day.",
     (R, "three times a week"), (R, "frequency differs")),
    ("c28", "R-modality", "Sleeper cabins can be booked on the day of travel.",
     (R, "must be booked at least two days in advance"), (R, "same-day booking excluded")),
    ("c28", "N-hedge", "The Nordlys journey takes exactly 19 hours.",
     (N, "about 19 hours"), (N, "hedge dropped, 'exactly' not given")),
    ("c28", "S-participle", "The Nordlys night train leaves Vessby at 21:10.",
     (S, "runs from Vessby, leaving at 21:10"), (S, "leaving = leaves from origin")),

    # c29 puffins
    ("c29", "R-quantifier", "Few of the island's puffin pairs nest on the northern cliffs.",
     (R, "most do"), (R, "few vs most")),
    ("c29", "R-compare", "The 2024 survey counted more active nests on the southern slopes than were counted in 2019.",
     (R, "240, down from 410"), (R, "fewer, not more")),
    ("c29", "N-scope", "Rats are the only threat to the colony.",
     (N, "main threat, not only"), (N, "'main' does not give 'only'")),
    ("c29", "S-passive", "240 active nests on the southern slopes were counted by a survey in 2024.",
     (S, "passive of sentence 2, starting value dropped"), (S, "same count, passive")),

    # c30 budget
    ("c30", "R-antonym", "The 2026 budget increases spending on schools.",
     (R, "frozen at this year's level"), (R, "frozen = no increase")),
    ("c30", "S-synonym", "The government's 2026 budget reduces the foreign aid budget by 20 %.",
     (S, "cuts = reduces, a fifth = 20 %"), (S, "same change restated")),
    ("c30", "R-adjective", "Karel Novak described the plan as unfair.",
     (R, "'tough but fair'"), (R, "fair vs unfair")),
    ("c30", "N-addition", "The 2026 budget increases defence spending to a record level.",
     (N, "record not stated"), (N, "level not given")),

    # c31 treaty
    ("c31", "R-date", "The Treaty of Harlen was signed in 1684.",
     (R, "1648"), (R, "year differs")),
    ("c31", "R-swap", "Under the Treaty of Harlen, Sweden ceded the island of Vask to Bremholt.",
     (R, "Bremholt ceded Vask to Sweden"), (R, "direction of cession reversed")),
    ("c31", "S-dropmod", "The Treaty of Harlen ended a conflict over fishing rights.",
     (S, "eleven-year dropped in affirmative"), (S, "modifier dropped")),
    ("c31", "N-addition", "The Bremholt city council ratified the Treaty of Harlen.",
     (N, "only the Swedish ratification is stated"), (N, "not said")),

    # c32 hospital
    ("c32", "R-superlative", "St. Aldric's Hospital performed fewer hip replacements in 2025 than any other hospital in the region.",
     (R, "more than any other"), (R, "comparison reversed")),
    ("c32", "R-direction", "Average waiting time for a hip replacement at St. Aldric's rose to 31 weeks.",
     (R, "fell from 31 to 19"), (R, "direction reversed, 31 is the start")),
    ("c32", "S-apposition", "Dr Helen Voss is the chief surgeon of St. Aldric's Hospital.",
     (S, "apposition 'The hospital's chief surgeon, Dr Helen Voss'"), (S, "possessive resolved to the hospital")),
    ("c32", "N-attribution", "A new day-surgery unit cut the average waiting time for hip replacements.",
     (N, "Voss credited it; causal claim attributed"), (N, "credited by one person, not stated as fact")),
    ("c32", "N-period", "St. Aldric's Hospital performed 1,240 hip replacements in 2024.",
     (N, "2025 figure only"), (N, "another year")),

    # c33 strike
    ("c33", "R-swap", "The port operator has offered a 7 % pay rise.",
     (R, "operator offered 4 %; 7 % is the union's demand"), (R, "offer is 4 %")),
    ("c33", "R-exception", "Passenger ferries were halted during the strike.",
     (R, "ran as normal"), (R, "only container traffic halted")),
    ("c33", "S-apposition", "Portlink is demanding a 7 % rise.",
     (S, "'The union, Portlink'"), (S, "apposition names the union")),
    ("c33", "R-compound", "Container traffic ran as normal during the strike.",
     (R, "container traffic was halted"), (R, "halted vs normal")),

    # c34 start-up
    ("c34", "R-place", "Pellar is based in Oslo.",
     (R, "Stockholm-based"), (R, "one base, other city")),
    ("c34", "R-swap", "Greyline Ventures raised $85 million from Pellar.",
     (R, "Pellar raised the money in a round led by Greyline"), (R, "funder and recipient reversed")),
    ("c34", "S-list", "Pellar was founded in 2019 by Ana Sjöberg.",
     (S, "list member of co-founders in affirmative"), (S, "she is one of the founders")),
    ("c34", "N-attribution", "Pellar processes payments for 40,000 merchants.",
     (N, "the company says"), (N, "company statement")),
    ("c34", "R-coref", "Pellar is profitable.",
     (R, "'It is not yet profitable', it = Pellar"), (R, "negation dropped")),
    ("c34", "R-only", "Pellar was founded by Ana Sjöberg alone.",
     (R, "with Mats Ek"), (R, "co-founder exists")),

    # c35 rainfall
    ("c35", "N-hedge", "July 2025 brought exactly three times the long-term average rainfall to Tarnby.",
     (N, "nearly three times; 'exactly' not given"), (R, "'nearly three times' means less than three, so not exactly")),
    ("c35", "S-nominalisation", "The previous July rainfall record in Tarnby was 168 mm.",
     (S, "apposition 'The previous record, 168 mm'"), (S, "the record was 168 mm")),

    # c36 cycling
    ("c36", "S-converse", "Pieter de Wolf lost to Luca Benedetti in the seventh stage.",
     (S, "beating de Wolf = de Wolf lost to him"), (S, "converse of beat")),
    ("c36", "R-number", "De Wolf leads the overall standings by more than a minute.",
     (R, "by 41 seconds"), (R, "41 s < 1 min")),

    # c37 grocers
    ("c37", "R-person", "Cobb & Sons cut prices on 300 staple products in March.",
     (R, "Fenwick cut them; Cobb kept prices unchanged"), (R, "Cobb kept prices")),
    ("c37", "R-adjective", "In March, Fenwick Grocers introduced higher prices on 300 staple products.",
     (R, "it cut those prices in March"), (R, "cut means lower prices")),
    ("c37", "R-compare-cross", "Cobb & Sons' like-for-like sales grew faster than Fenwick Grocers' in the first quarter.",
     (R, "Cobb -2 % (sentence 3), Fenwick +5 % (sentence 1)"), (R, "Cobb's fell, Fenwick's rose")),
    ("c37", "N-addition", "Cobb & Sons raised its prices in April.",
     (N, "April not covered; prices unchanged over the quarter only"), (N, "nothing said about April")),

    # second batch of SUPPORTED cases (written after the first count, same two-pass readings)
    ("c02", "S-dropmod", "Orvane Foods' operating costs rose.",
     (S, "amount of a past change dropped; the company is the one named thing"), (S, "costs rose 9 %, so they rose")),
    ("c06", "S-dropmod", "In a 12-week trial, Celvatine lowered systolic blood pressure compared with placebo.",
     (S, "dropped the trial's population and the amount"), (S, "weaker restatement of the finding")),
    ("c09", "S-nominalisation", "A rise in the tourist tax was approved by the city council on Monday.",
     (S, "voted 27 to 12 to raise = approved a rise"), (S, "the vote carried the raise")),
    ("c15", "S-attribution-kept", "The regional health agency said measles cases in the Dorvan region rose in 2024.",
     (S, "source kept, numbers dropped"), (S, "same attribution, weaker content")),
    ("c17", "S-coref", "The Aldmoor Library's reading room was added in 1902.",
     (S, "'Its reading room, added in 1902', its = the library"), (S, "possessive resolved")),
    ("c19", "S-coref", "Kavel Energy has said it will appeal.",
     (S, "'The company' = Kavel Energy"), (S, "definite description resolved")),
    ("c20", "S-list", "The Hessel Maritime Museum is open on Tuesdays.",
     (S, "Tuesday is in 'Tuesday to Sunday'"), (S, "member of the day range")),
    ("c25", "S-synonym", "Hawi Gudeta finished third in the Lisbon Marathon.",
     (S, "'was third' in the race = finished third"), (S, "same rank")),
    ("c29", "S-quantifier", "Some of the island's puffin pairs nest on the northern cliffs.",
     (S, "most implies some"), (S, "weaker quantifier")),
    ("c33", "S-ellipsis", "The port operator has offered a 4 % rise.",
     (S, "'has offered 4 %' with the elided noun 'rise'"), (S, "offer of 4 %")),
    ("c36", "S-coref", "Luca Benedetti is the youngest stage winner in the history of the Tour of Alvera.",
     (S, "'the race' = the Tour of Alvera"), (S, "definite description resolved")),
    ("c22", "S-list", "The Corvel X5 headphones come in silver.",
     (S, "list member in affirmative"), (S, "silver is one of the colours")),
    ("c31", "S-passive", "Sweden and the city of Bremholt signed the Treaty of Harlen in 1648.",
     (S, "participle 'signed in 1648 by ...' to active"), (S, "same signing")),
]
