#!/usr/bin/env python3
"""Held-out fact set, round 15: source of the cases and reading A of the oracle.

Written from the public documentation only (README.md, the Fact section of docs/engines-text.md, the text of
issue 25) by someone who had not read the engine's code, its corpora, its tests, or any other held-out set.

Each case: (context id, category, reading A label, claim, reading A's one-line justification).
Labels: SUPPORTED, REFUTED, NOT ENOUGH INFO -- the truth read from the context alone (no world knowledge).
Reading B (oracle.py) labels every pair again from the context and claim only; `python3 oracle.py` keeps the pairs
both readings agree on and writes cases.json.
"""

CONTEXTS = {
    "c01": ("news", "The Harrow Street Bridge in Kelton reopened to traffic on 3 March 2025 after an 18-month "
            "refurbishment. The project, funded by the regional transport authority and carried out by Brannock "
            "Civil, cost £42 million. It was completed two months later than originally planned."),
    "c02": ("business", "Solvine Group acquired the Danish packaging maker Ostrup A/S for €310 million in June 2024. "
            "The deal was Solvine's largest acquisition to date. Ostrup's 1,100 employees will keep their jobs, "
            "Solvine said in a statement."),
    "c03": ("sports", "Marisol Ortega won the women's 10,000 metres at the Valmont Games on Saturday in 31:04, "
            "finishing four seconds ahead of Hanne Vik. Defending champion Aiko Tanabe came third. It was Ortega's "
            "first major title."),
    "c04": ("science", "A team at the University of Tarvik reported that the enzyme PX-9 breaks down polystyrene at "
            "30 °C within 48 hours. In laboratory tests, the enzyme degraded about 60 % of the plastic samples. The "
            "researchers have not yet tested it on mixed household waste."),
    "c05": ("medicine", "In a 24-week trial of 520 adults with type 2 diabetes, the drug Glenvora lowered average "
            "HbA1c by 1.1 percentage points compared with placebo. Nausea was the most common side effect, reported "
            "by 14 % of patients taking Glenvora. The drug may be less effective in patients over 75."),
    "c06": ("law", "The Court of Appeal on Tuesday overturned the fraud conviction of former Delmar Bank trader Colin "
            "Reeve. The three judges ruled unanimously that the trial judge had misdirected the jury. Prosecutors "
            "said they would consider an appeal to the Supreme Court."),
    "c07": ("travel", "The Lindholm ferry runs from Portavik to the island of Skarra four times a day in summer and "
            "twice a day in winter. The crossing takes 50 minutes. Bicycles travel free, but cars must be booked in "
            "advance."),
    "c08": ("company report", "Ashcombe Foods reported revenue of £1.24 billion for 2025, up 6 % on the previous "
            "year. Operating profit fell 3 % to £88 million, as higher ingredient costs offset stronger sales. The "
            "board proposed a final dividend of 4.2p per share."),
    "c09": ("policy", "On Monday the city council approved a plan to cut the speed limit to 30 km/h on all "
            "residential streets, except those in the Nordhavn industrial district. The change will take effect in "
            "April 2026. Councillors voted 31 to 14 in favour of the plan."),
    "c10": ("history", "The Karsk Canal was completed in 1877, nine years after construction began. It was designed "
            "by the engineer Wilhelm Adler and financed by the merchant guild of Brevik. The canal was closed to "
            "commercial traffic in 1961."),
    "c11": ("release notes", "Version 4.2 of the Orbital photo app adds offline editing and a redesigned export "
            "menu. Batch export is now available to all users, not only to Pro subscribers. Support for Android 9 "
            "has been removed."),
    "c12": ("sports", "Corvale United beat Estmere Town 2–0 in the regional cup semi-final on Wednesday. Both goals "
            "were scored by striker Jonah Mbeki, the second from a penalty. Estmere finished the match with ten men "
            "after their captain was sent off."),
    "c13": ("medicine", "According to the health ministry, measles cases in the province rose to 412 in 2025, up "
            "from 96 the year before. Most of the cases were in children under five who had not been vaccinated. "
            "Vaccination rates among toddlers fell from 94 % in 2019 to 87 % in 2025."),
    "c14": ("news", "A fire broke out at the Renwick textile warehouse on Doyle Street late on Friday. About 60 "
            "firefighters brought the blaze under control within four hours. No one was injured, but the "
            "warehouse's roof collapsed."),
    "c15": ("news", "The central bank of Veloria raised its main interest rate by 0.25 percentage points to 4.5 % on "
            "Thursday, its third increase this year. Governor Ilse Marten said further rises were possible if "
            "inflation stayed above 3 %. Annual inflation was 3.8 % in October."),
    "c16": ("science", "The Aurel space telescope, launched in March 2023, has detected water vapour in the "
            "atmosphere of the exoplanet K2-311b. The planet orbits its star every 19 days and is about 2.4 times "
            "the size of Earth. The findings were published in the journal Astrophysical Letters."),
    "c17": ("law", "An employment tribunal ruled that Harwell Logistics unfairly dismissed warehouse manager Priya "
            "Nandi in 2023. The tribunal ordered the company to pay her £38,500 in compensation. Harwell said it "
            "was considering an appeal."),
    "c18": ("travel", "Lake Vessen lies north of the town of Bremby and drains into the Sandel River. With a maximum "
            "depth of 43 metres, it is deeper than neighbouring Lake Tiller, which reaches 29 metres. Swimming is "
            "permitted only at the two marked beaches on the eastern shore."),
    "c19": ("business", "Marta Kowal stepped down as chief executive of Brightline Energy on 1 September after "
            "eight years in the role. She was succeeded by finance director Daniel Osei, who joined the company in "
            "2017. Kowal will remain on the board as a non-executive director until June."),
    "c20": ("business", "Nordvik Outdoor opened 12 new stores in 2025 and closed four, ending the year with 146 "
            "shops across Scandinavia. Online sales grew 18 %, while sales in physical stores rose 2 %. The chain "
            "plans to open a further 10 stores in Finland next year."),
    "c21": ("history", "The Treaty of Marrow was signed in 1684 by the kingdoms of Esk and Varland, ending a "
            "twelve-year war. Under its terms, Esk ceded the province of Tollen to Varland. The treaty was ratified "
            "by both parliaments the following spring."),
    "c22": ("science", "Most of the island's 3,000 breeding pairs of puffins nest on the northern cliffs. The "
            "colony has shrunk by a third since 2010, mainly because of food shortages. Rats, which prey on the "
            "birds' eggs, were eradicated from the island in 2019."),
    "c23": ("sports", "Top seed Lena Harrow was knocked out in the second round of the Calder Open by the world "
            "number 58, Sofia Brandt, who won 6–4, 7–5. Brandt will face Mei Ito in the third round on Thursday."),
    "c24": ("company report", "Tallow Air carried 14.2 million passengers in 2025, 9 % more than in 2024. Its load "
            "factor, the share of seats filled, was 86 %. The airline cut its fleet from 62 to 58 aircraft during "
            "the year."),
    "c25": ("policy", "The housing bill, passed by parliament in May, requires local councils to decide on planning "
            "applications within 12 weeks. Applications for projects of more than 500 homes are exempt. The bill "
            "also caps rent increases for social housing at 5 % a year."),
    "c26": ("medicine", "Tavrex tablets should not be taken with grapefruit juice. Adults usually take one 20 mg "
            "tablet a day; the dose may be raised to 40 mg if needed. Tavrex is not approved for use in children "
            "under 12."),
    "c27": ("business", "Greenway Transit, a start-up based in Leeds, raised £12 million in a funding round led by "
            "Harbour Ventures. The money will be used to extend its electric bus service to Bradford and York. The "
            "company was founded in 2021 by two former train drivers."),
    "c28": ("science", "Between 2000 and 2020, the Vatna Glacier lost about 14 % of its volume. Its tongue "
            "retreated by 1.2 kilometres over the same period. Scientists expect the glacier to lose a further fifth "
            "of its volume by 2050."),
    "c29": ("travel", "Ashford Library will close for refurbishment from 6 January to 28 February. During the "
            "closure, members can borrow books from the mobile library, which visits the town square every "
            "Tuesday. The library's café will stay open."),
    "c30": ("sports", "Belgian rider Pieter Claes won the seventh stage of the Tour of Aragon on Friday, outsprinting "
            "Italy's Marco Ferri in the final metres. Overall leader Tomás Ruiz finished in the main group and kept "
            "the yellow jersey by 22 seconds."),
    "c31": ("company report", "In the third quarter, Cobalt Systems' cloud revenue grew 31 % to $2.1 billion, while "
            "licence revenue declined 7 %. Total revenue was $3.4 billion, up 12 % year on year. The company "
            "repurchased $500 million of its shares during the quarter."),
    "c32": ("news", "Passenger numbers at Brenholm Airport reached 8.2 million in 2025, up from 6.9 million in "
            "2024. The airport's second runway, which opened in 2022, is used mainly by cargo flights. A third "
            "terminal is planned but has not yet been approved."),
    "c33": ("law", "The Data Protection Authority fined Mercat Retail €2.7 million for storing customers' card "
            "details without encryption. The company has 30 days to appeal. The authority found no evidence that "
            "the data had been stolen."),
    "c34": ("science", "A survey of 2,400 nurses in the region found that 38 % planned to leave the profession "
            "within five years. Among nurses under 30, the share was 52 %. Pay was the most commonly cited reason, "
            "followed by workload."),
    "c35": ("travel", "The Stenby Maritime Museum is open daily from 10:00 to 17:00, except on Mondays from October "
            "to March. Admission is free for children under 16. The museum's main exhibit is the 17th-century "
            "warship Falken, raised from the harbour in 1961."),
    "c36": ("policy", "Construction of the Harlen offshore wind farm, operated by Nordwind and financed by the "
            "European Investment Bank, began in 2024. When finished in 2027, its 64 turbines will supply about "
            "450,000 homes."),
    "c37": ("travel", "Mount Tessaly, the highest peak in the Corran range, rises to 2,870 metres. Mount Orrin, 40 "
            "kilometres to the east, is 2,610 metres high. The first recorded ascent of Mount Tessaly was made in "
            "1891, eleven years after Mount Orrin was first climbed."),
    "c38": ("business", "Kestor Telecom had 4.1 million mobile subscribers at the end of 2025. Its rival Velta "
            "Mobile ended the year with 3.6 million. Kestor's subscriber base grew 5 % during the year, while "
            "Velta's grew 11 %."),
}

S, R, N = "SUPPORTED", "REFUTED", "NOT ENOUGH INFO"

# (context, category, reading A, claim, reading A's justification)
CASES = [
    # c01 bridge
    ("c01", "S-passive", S, "Brannock Civil carried out the Harrow Street Bridge refurbishment.",
     "active of 'carried out by Brannock Civil'; the project is the refurbishment"),
    ("c01", "R-swap", R, "The project was funded by Brannock Civil and carried out by the regional transport authority.",
     "funder and operator exchanged"),
    ("c01", "R-antonym", R, "The refurbishment was completed two months earlier than originally planned.",
     "'It' (the project) was completed two months later than planned"),
    ("c01", "N-addition", N, "The refurbishment went over budget.",
     "no budget is given"),
    # c02 acquisition
    ("c02", "S-passive", S, "Ostrup A/S was acquired by Solvine Group in June 2024.",
     "passive of the first sentence, modifiers dropped"),
    ("c02", "S-synonym", S, "Solvine Group bought Ostrup A/S for €310 million.",
     "acquired = bought"),
    ("c02", "R-swap", R, "Ostrup A/S acquired Solvine Group in June 2024.",
     "buyer and bought exchanged, same date"),
    ("c02", "N-attribution", N, "All of Ostrup's 1,100 employees will keep their jobs.",
     "only Solvine's statement; also a promise about the future"),
    # c03 race
    ("c03", "S-converse", S, "Hanne Vik finished behind Marisol Ortega in the women's 10,000 metres at the Valmont Games.",
     "A ahead of B = B behind A"),
    ("c03", "R-rank", R, "Aiko Tanabe finished second in the women's 10,000 metres.",
     "Tanabe came third"),
    ("c03", "R-coref", R, "It was Marisol Ortega's second major title.",
     "'It was Ortega's first major title'"),
    ("c03", "N-addition", N, "Aiko Tanabe had won the women's 10,000 metres at the previous two Valmont Games.",
     "'defending champion' says at most the last edition"),
    # c04 enzyme
    ("c04", "N-attribution", N, "The enzyme PX-9 breaks down polystyrene at 30 °C within 48 hours.",
     "only what the team reported"),
    ("c04", "R-quantifier", R, "In laboratory tests, the enzyme degraded all of the plastic samples.",
     "about 60 % is not all"),
    ("c04", "N-scope", N, "PX-9 breaks down polystyrene in industrial recycling plants.",
     "nothing about plants"),
    # c05 trial
    ("c05", "S-dropmod", S, "In a 24-week trial, Glenvora lowered average HbA1c by 1.1 percentage points compared with placebo.",
     "restrictive 'of 520 adults ...' dropped from an existential"),
    ("c05", "R-superlative", R, "Headache was the most common side effect of Glenvora in the trial.",
     "nausea was the most common"),
    ("c05", "N-modality", N, "Glenvora is less effective in patients over 75.",
     "'may be' dropped"),
    # c06 appeal
    ("c06", "S-passive", S, "Colin Reeve's fraud conviction was overturned by the Court of Appeal.",
     "passive; the conviction of Colin Reeve = his conviction"),
    ("c06", "R-quantifier", R, "One of the three judges dissented from the ruling.",
     "ruled unanimously"),
    ("c06", "N-modality", N, "Prosecutors will appeal to the Supreme Court.",
     "only 'would consider'"),
    # c07 ferry
    ("c07", "R-frame-number", R, "In winter, the Lindholm ferry runs four times a day.",
     "twice a day in winter"),
    ("c07", "N-condition", N, "The Lindholm ferry runs four times a day.",
     "'in summer' dropped"),
    ("c07", "S-conjunct", S, "Cars must be booked in advance.",
     "second conjunct of the sentence"),
    ("c07", "N-addition", N, "Cars travel free on the Lindholm ferry.",
     "only bicycles are said to travel free"),
    # c08 results
    ("c08", "R-compare", R, "Ashcombe Foods' operating profit grew faster than its revenue in 2025.",
     "profit -3 %, revenue +6 %"),
    ("c08", "R-compound", R, "Ashcombe Foods' operating profit rose 3 % to £88 million.",
     "fell 3 %"),
    ("c08", "N-planned", N, "Ashcombe Foods' board approved a final dividend of 4.2p per share.",
     "only proposed"),
    ("c08", "R-adjective", R, "Ashcombe Foods' ingredient costs were lower in 2025 than in 2024.",
     "higher ingredient costs"),
    ("c08", "S-coref", S, "Ashcombe Foods' operating profit fell to £88 million.",
     "bare 'Operating profit' is the company's; amount of change dropped"),
    # c09 speed limit
    ("c09", "R-exception", R, "The plan cuts the speed limit to 30 km/h on residential streets in the Nordhavn industrial district.",
     "those streets are excepted"),
    ("c09", "R-direction", R, "Councillors voted 31 to 14 against the plan.",
     "in favour"),
    ("c09", "S-dropmod", S, "On Monday the city council approved a plan to cut the speed limit.",
     "restrictive modifiers of an existential object dropped"),
    ("c09", "S-vote", S, "The plan was approved by 31 votes to 14.",
     "councillors voted 31 to 14 in favour; the council approved it"),
    # c10 canal
    ("c10", "R-arith-date", R, "Construction of the Karsk Canal began in 1872.",
     "1877 minus nine years is 1868"),
    ("c10", "S-coref", S, "Wilhelm Adler designed the Karsk Canal.",
     "'It' = the canal; active of passive"),
    ("c10", "R-coref-date", R, "The canal was closed to commercial traffic in 1916.",
     "1961"),
    ("c10", "N-scope", N, "The Karsk Canal was closed to all traffic in 1961.",
     "only commercial traffic"),
    # c11 release notes
    ("c11", "S-list", S, "Version 4.2 of the Orbital photo app adds offline editing.",
     "list member"),
    ("c11", "R-only", R, "Batch export is still available only to Pro subscribers.",
     "now available to all users"),
    ("c11", "R-antonym", R, "Version 4.2 adds support for Android 9.",
     "support removed"),
    # c12 match
    ("c12", "S-converse", S, "Estmere Town lost to Corvale United in the regional cup semi-final.",
     "A beat B = B lost to A"),
    ("c12", "R-antonym", R, "Estmere Town won the regional cup semi-final against Corvale United.",
     "Corvale won"),
    ("c12", "R-count", R, "Jonah Mbeki scored only one of Corvale United's goals.",
     "both goals"),
    # c13 measles
    ("c13", "N-attribution", N, "Measles cases in the province rose to 412 in 2025.",
     "only according to the health ministry"),
    ("c13", "N-quantifier", N, "All of the measles cases were in children under five.",
     "most -> all"),
    ("c13", "R-number", R, "According to the health ministry, there were 96 measles cases in the province in 2025.",
     "412 in 2025; 96 the year before"),
    # c14 fire
    ("c14", "R-negation", R, "Two firefighters were injured in the blaze.",
     "no one was injured"),
    ("c14", "R-place", R, "The fire broke out at the Renwick textile warehouse on Mill Road.",
     "the warehouse on Doyle Street; one fire"),
    ("c14", "S-passive", S, "The blaze was brought under control by about 60 firefighters.",
     "passive of sentence 2"),
    # c15 central bank
    ("c15", "S-synonym", S, "The central bank of Veloria increased its main interest rate to 4.5 % on Thursday.",
     "raised = increased; amount dropped"),
    ("c15", "R-count", R, "Thursday's move was the central bank's second rate increase this year.",
     "third increase"),
    ("c15", "N-modality", N, "The central bank of Veloria will raise its main interest rate again.",
     "governor said further rises were possible"),
    # c16 telescope
    ("c16", "S-passive", S, "Water vapour has been detected in the atmosphere of K2-311b by the Aurel space telescope.",
     "passive of sentence 1"),
    ("c16", "R-compare", R, "K2-311b is smaller than Earth.",
     "about 2.4 times the size of Earth"),
    # c17 tribunal
    ("c17", "S-passive", S, "An employment tribunal ruled that Priya Nandi was unfairly dismissed by Harwell Logistics in 2023.",
     "passive inside the same ruling"),
    ("c17", "R-swap", R, "The tribunal ordered Priya Nandi to pay Harwell Logistics £38,500.",
     "payer and payee exchanged"),
    ("c17", "N-planned", N, "Harwell Logistics has appealed the tribunal's ruling.",
     "only considering an appeal"),
    # c18 lake
    ("c18", "R-direction", R, "The Sandel River drains into Lake Vessen.",
     "the lake drains into the river"),
    ("c18", "R-only", R, "Swimming is permitted on the western shore of Lake Vessen.",
     "only at the two beaches on the eastern shore"),
    ("c18", "S-coref", S, "Lake Vessen is deeper than Lake Tiller.",
     "'it' = Lake Vessen; 'neighbouring' dropped"),
    # c19 CEO
    ("c19", "R-phrasal", R, "Marta Kowal took over as chief executive of Brightline Energy on 1 September.",
     "she stepped down that day"),
    ("c19", "S-coref", S, "Daniel Osei succeeded Marta Kowal.",
     "'She was succeeded by' -> active, She = Kowal"),
    ("c19", "R-number", R, "Marta Kowal had been chief executive of Brightline Energy for five years.",
     "eight years"),
    ("c19", "N-implicature", N, "Kowal will leave the board in June.",
     "'remain until June' does not say she leaves then"),
    # c20 retailer
    ("c20", "R-count", R, "Nordvik Outdoor closed 12 stores in 2025.",
     "closed four (opened 12)"),
    ("c20", "R-compare", R, "Sales in Nordvik Outdoor's physical stores grew faster than its online sales.",
     "2 % against 18 %"),
    ("c20", "N-planned", N, "Nordvik Outdoor will open 10 stores in Finland next year.",
     "only plans"),
    ("c20", "R-antonym", R, "Nordvik Outdoor's online sales fell 18 %.",
     "grew 18 %"),
    ("c20", "S-synonym", S, "Online sales at Nordvik Outdoor increased 18 %.",
     "grew = increased; the chain's sales"),
    ("c20", "R-number", R, "Nordvik Outdoor ended 2025 with 164 shops.",
     "146"),
    # c21 treaty
    ("c21", "R-direction", R, "Under the Treaty of Marrow, Varland ceded the province of Tollen to Esk.",
     "Esk ceded Tollen to Varland"),
    ("c21", "S-passive", S, "Under the Treaty of Marrow, the province of Tollen was ceded to Varland.",
     "passive, agent dropped"),
    ("c21", "S-nominal", S, "The signing of the Treaty of Marrow took place in 1684.",
     "nominalisation of 'was signed in 1684'"),
    ("c21", "R-arith-date", R, "The Treaty of Marrow was ratified by both parliaments in 1683.",
     "the spring after 1684 is 1685"),
    ("c21", "N-addition", N, "The Treaty of Marrow was signed in the city of Marrow.",
     "place not given"),
    # c22 puffins
    ("c22", "N-quantifier", N, "All of the island's puffin pairs nest on the northern cliffs.",
     "most -> all"),
    ("c22", "R-state", R, "Rats still prey on puffin eggs on the island.",
     "rats were eradicated in 2019"),
    ("c22", "N-hedge", N, "The colony has shrunk by a third since 2010 because of food shortages.",
     "'mainly' dropped"),
    ("c22", "S-apposition", S, "Rats prey on the birds' eggs.",
     "non-restrictive relative 'which prey on the birds' eggs'"),
    # c23 tennis
    ("c23", "S-passive", S, "Sofia Brandt knocked out Lena Harrow in the second round of the Calder Open.",
     "active of the passive"),
    ("c23", "R-swap", R, "Lena Harrow beat Sofia Brandt in the second round of the Calder Open.",
     "one match; Brandt won it"),
    ("c23", "R-phrasal", R, "Lena Harrow reached the third round of the Calder Open.",
     "knocked out in the second round"),
    ("c23", "N-planned", N, "Brandt beat Mei Ito in the third round on Thursday.",
     "the match is still to come"),
    # c24 airline
    ("c24", "R-compare", R, "Tallow Air carried fewer passengers in 2025 than in 2024.",
     "9 % more"),
    ("c24", "R-number", R, "Tallow Air's load factor was 68 % in 2025.",
     "86 %"),
    ("c24", "S-apposition", S, "The share of seats filled on Tallow Air's flights was 86 %.",
     "apposition: load factor = share of seats filled"),
    ("c24", "R-number-end", R, "At the end of 2025, Tallow Air had 62 aircraft.",
     "cut from 62 to 58 during the year"),
    # c25 housing bill
    ("c25", "R-exception", R, "Under the housing bill, councils must decide on applications for projects of more than 500 homes within 12 weeks.",
     "those applications are exempt"),
    ("c25", "N-scope", N, "The housing bill caps rent increases for all rented homes at 5 % a year.",
     "only social housing"),
    ("c25", "S-passive", S, "Parliament passed the housing bill in May.",
     "active of the apposed passive"),
    # c26 drug label
    ("c26", "R-negation", R, "Tavrex tablets should be taken with grapefruit juice.",
     "should not"),
    ("c26", "N-hedge", N, "Adults take one 20 mg tablet of Tavrex a day.",
     "'usually' dropped"),
    ("c26", "R-negation", R, "Tavrex is approved for use in children under 12.",
     "not approved"),
    ("c26", "N-modality", N, "The dose of Tavrex is raised to 40 mg.",
     "'may be raised ... if needed' dropped"),
    ("c26", "S-downward", S, "Tavrex is not approved for use in children under six.",
     "under negation the group may be narrowed"),
    # c27 start-up
    ("c27", "S-apposition", S, "Greenway Transit is based in Leeds.",
     "apposition"),
    ("c27", "N-planned", N, "Greenway Transit has extended its electric bus service to Bradford.",
     "the money will be used to extend it"),
    ("c27", "R-count", R, "Greenway Transit was founded by three former train drivers.",
     "two"),
    ("c27", "S-coref", S, "Greenway Transit was founded in 2021.",
     "'The company' = Greenway Transit; by-phrase dropped"),
    # c28 glacier
    ("c28", "N-attribution", N, "The Vatna Glacier will lose a further fifth of its volume by 2050.",
     "only expected by scientists"),
    ("c28", "R-direction", R, "Between 2000 and 2020, the tongue of the Vatna Glacier advanced by 1.2 kilometres.",
     "retreated"),
    ("c28", "S-unit", S, "Between 2000 and 2020, the tongue of the Vatna Glacier retreated by 1,200 metres.",
     "1.2 km = 1,200 m; 'Its' = the glacier's"),
    ("c28", "R-unit", R, "Between 2000 and 2020, the tongue of the Vatna Glacier retreated by 1.2 miles.",
     "1.2 km is not 1.2 miles"),
    # c29 library
    ("c29", "R-antonym", R, "Ashford Library's café will close during the refurbishment.",
     "will stay open"),
    ("c29", "R-weekday", R, "The mobile library visits the town square every Thursday.",
     "every Tuesday"),
    ("c29", "S-synonym", S, "The mobile library visits the town square on Tuesdays.",
     "every Tuesday = on Tuesdays"),
    # c30 cycling
    ("c30", "S-synonym", S, "Pieter Claes won stage seven of the Tour of Aragon.",
     "the seventh stage = stage seven"),
    ("c30", "R-person", R, "Marco Ferri won the seventh stage of the Tour of Aragon.",
     "Claes won it"),
    ("c30", "R-antonym", R, "Tomás Ruiz lost the yellow jersey on Friday.",
     "kept it"),
    ("c30", "N-addition", N, "Pieter Claes also won the fifth stage of the Tour of Aragon.",
     "another stage"),
    # c31 quarterly
    ("c31", "R-verbless", R, "In the third quarter, Cobalt Systems' total revenue was down 12 % year on year.",
     "up 12 %"),
    ("c31", "N-period", N, "In the fourth quarter, Cobalt Systems' cloud revenue grew 31 %.",
     "another quarter"),
    ("c31", "S-synonym", S, "In the third quarter, Cobalt Systems' cloud revenue increased to $2.1 billion.",
     "grew = increased; amount dropped"),
    ("c31", "S-coref", S, "Cobalt Systems bought back $500 million of its shares during the third quarter.",
     "repurchased = bought back; 'the quarter' = the third quarter"),
    ("c31", "R-percent", R, "Cobalt Systems' cloud revenue grew 13 % in the third quarter.",
     "31 %"),
    # c32 airport
    ("c32", "R-negation", R, "A third terminal at Brenholm Airport has been approved.",
     "has not yet been approved"),
    ("c32", "N-hedge", N, "The second runway at Brenholm Airport is used only by cargo flights.",
     "'mainly' -> only"),
    ("c32", "S-verbless", S, "Passenger numbers at Brenholm Airport rose to 8.2 million in 2025.",
     "'reached 8.2 million, up from 6.9 million' is a rise to 8.2 million"),
    # c33 fine
    ("c33", "S-passive", S, "Mercat Retail was fined €2.7 million by the Data Protection Authority.",
     "passive"),
    ("c33", "S-nominal", S, "The Data Protection Authority imposed a €2.7 million fine on Mercat Retail.",
     "nominalisation of 'fined ... €2.7 million'"),
    ("c33", "N-attribution", N, "The customers' card data had not been stolen.",
     "no evidence found is not proof"),
    ("c33", "R-negation", R, "The authority found evidence that the card data had been stolen.",
     "found no evidence"),
    ("c33", "N-planned", N, "Mercat Retail will appeal the fine.",
     "only has 30 days to appeal"),
    # c34 survey
    ("c34", "R-superlative", R, "Workload was the most commonly cited reason for planning to leave.",
     "pay was, followed by workload"),
    ("c34", "N-planned", N, "38 % of nurses in the region will leave the profession within five years.",
     "only planned, and only the surveyed nurses"),
    ("c34", "R-quantity", R, "Among nurses under 30 in the survey, fewer than half planned to leave the profession within five years.",
     "52 %"),
    ("c34", "S-quantity", S, "According to the survey, most of the nurses under 30 planned to leave the profession within five years.",
     "52 % is most"),
    # c35 museum
    ("c35", "R-exception", R, "The Stenby Maritime Museum is open on Mondays in January.",
     "closed on Mondays from October to March"),
    ("c35", "N-scope", N, "Admission to the Stenby Maritime Museum is free for children.",
     "only under 16"),
    ("c35", "S-apposition", S, "The Falken was raised from the harbour in 1961.",
     "reduced relative on the apposed name"),
    ("c35", "N-exception", N, "The Stenby Maritime Museum is open from 10:00 to 17:00 on Mondays.",
     "only on Mondays from April to September; the winter exception makes the generic claim undecided"),
    ("c35", "R-time", R, "The Stenby Maritime Museum closes at 18:00.",
     "open until 17:00"),
    # c36 wind farm
    ("c36", "R-swap", R, "The Harlen wind farm is operated by the European Investment Bank and financed by Nordwind.",
     "operator and funder exchanged"),
    ("c36", "N-planned", N, "The Harlen offshore wind farm supplies about 450,000 homes.",
     "it will, when finished in 2027"),
    ("c36", "S-passive", S, "Nordwind operates the Harlen offshore wind farm.",
     "active of 'operated by Nordwind'"),
    # c37 mountains
    ("c37", "R-compare-2sent", R, "Mount Orrin is higher than Mount Tessaly.",
     "2,610 m against 2,870 m"),
    ("c37", "R-order", R, "Mount Tessaly was first climbed before Mount Orrin.",
     "eleven years after Orrin"),
    ("c37", "S-apposition", S, "Mount Tessaly is the highest peak in the Corran range.",
     "apposition"),
    ("c37", "N-addition", N, "Mount Orrin is the second-highest peak in the Corran range.",
     "other peaks not listed"),
    # c38 telecoms
    ("c38", "R-compare-2sent", R, "Velta Mobile had more mobile subscribers than Kestor Telecom at the end of 2025.",
     "3.6 m against 4.1 m"),
    ("c38", "R-compare", R, "Kestor Telecom's subscriber base grew faster than Velta Mobile's in 2025.",
     "5 % against 11 %"),
    ("c38", "S-ellipsis", S, "Velta Mobile ended 2025 with 3.6 million mobile subscribers.",
     "elided noun restored, 'the year' = 2025"),
]
