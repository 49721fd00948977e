#!/usr/bin/env python3
"""Held-out fact set, round 10: source of the cases and reading A.

Written from the public documentation only (README.md, docs/engines-text.md section Fact, the text of issue 25) by
someone who had not read the engine's code, its corpora, its tests, or any other held-out set.

Each case: (id, context key, claim, category, reading-A label, reading-A justification).
Labels: SUPPORTED, REFUTED, NOT ENOUGH INFO — the truth as read from the context alone (no world knowledge beyond
the meaning of words, unit conversion and small arithmetic). Reading B is in oracle.py; oracle.py keeps only the
cases on which both readings agree and writes cases.json.
"""

S, R, N = "SUPPORTED", "REFUTED", "NOT ENOUGH INFO"

CONTEXTS = {
    "c01": ("business news",
            "Harwick Foods acquired the Danish snack maker Lunda for €240 million in March 2024. The deal was approved "
            "by EU regulators two months later. Harwick said it plans to close Lunda's plant in Odense by 2026."),
    "c02": ("match report",
            "Corran Athletic beat Vale Rovers 3–1 on Saturday at Millfield Park. Dara Quinn scored twice for Corran, "
            "and the visitors' only goal came from Tomas Reyes."),
    "c03": ("medicine",
            "In a trial of 412 adults, the drug Velorin lowered systolic blood pressure by an average of 9 mmHg over "
            "twelve weeks. Patients over 75 were excluded from the study. The researchers said larger trials are "
            "needed before Velorin can be recommended."),
    "c04": ("history",
            "The Tarn Viaduct was designed by the engineer Helene Brandt and completed in 1896. It carried freight "
            "trains until 1971, when the line was closed. The viaduct was restored in 2009 and now serves as a "
            "footpath."),
    "c05": ("medicine leaflet",
            "Adults may take up to 3 grams of Dolmaxin a day unless they have kidney disease. For children under 12, "
            "the dose depends on body weight. Dolmaxin should not be taken with alcohol."),
    "c06": ("law",
            "The Supreme Court of Norland on Tuesday overturned the conviction of former mayor Ida Reinholt for "
            "bribery. Three of the seven judges dissented. Prosecutors said they would not seek a retrial."),
    "c07": ("travel timetable",
            "The ferry from Oskarvik to Lindholm runs every day except Sunday. In summer, the first departure is at "
            "6:40 and the crossing takes 55 minutes. Bicycles are carried free of charge."),
    "c08": ("company report",
            "Norvale Energy's revenue rose 12 percent to €3.4 billion in 2024, while its operating profit fell 8 "
            "percent. The company employed 6,200 people at the end of 2024, up from 5,900 a year earlier. Chief "
            "executive Mara Lenz said 2025 would be a year of consolidation."),
    "c09": ("policy",
            "The city council approved a plan to ban diesel cars from the historic centre from January 2027. The ban "
            "will not apply to taxis or delivery vans. Councillors also voted to cut parking fees in the outer "
            "districts by 20 percent."),
    "c10": ("release notes",
            "Version 4.2 of the Quillnote app adds offline sync for Android users. Dark mode, previously available "
            "only on iOS, now works on all platforms. The update removes support for Android 9 and earlier."),
    "c11": ("sports",
            "Lena Osei won the women's 10,000 metres at the national championships in Tamsgard on Sunday, finishing "
            "in 31 minutes 12 seconds. Priya Nandal came second, and the defending champion, Ruth Koval, finished "
            "fourth."),
    "c12": ("science",
            "The Sarn Glacier has retreated by about 1.4 kilometres since 1950. Most of the loss occurred after "
            "1990. The Nordic Ice Institute expects the glacier to disappear by 2080."),
    "c13": ("development finance",
            "In June 2023, the Baltic Development Bank lent €60 million to the port of Kalvik to deepen its main "
            "channel. The loan runs for 15 years. Work on the channel began in October 2023 and is expected to end "
            "in 2026."),
    "c14": ("local news",
            "A fire broke out at a textile warehouse in Dunmore early on Friday. About 40 workers were evacuated, and "
            "no one was injured. Fire officials are investigating the cause."),
    "c15": ("politics",
            "In the Halden regional election, the Green Alliance won 14 of the 41 seats, two more than in 2019. The "
            "Social Democrats remained the largest party with 17 seats. Turnout fell to 58 percent."),
    "c16": ("medicine research",
            "A study of 8,000 nurses found that those who had worked night shifts for more than ten years had a 20 "
            "percent higher risk of type 2 diabetes. The authors cautioned that the study shows an association, not "
            "a cause."),
    "c17": ("law / regulation",
            "Under the new rules, landlords in Brenford must register every rental property with the council by "
            "1 April 2026. Properties let to family members are exempt. Landlords who fail to register face fines "
            "of up to £5,000."),
    "c18": ("sports",
            "Marta Ilic defeated the top seed, Jana Novak, 6–4, 7–5 in the semi-final of the Corvo Open on Friday. "
            "Ilic will face Sofia Bern in Sunday's final."),
    "c19": ("science",
            "The Halvard Observatory's new telescope, installed in 2023, has a mirror 4.1 metres across. It is the "
            "largest optical telescope in Scandinavia. Its first images were released in February 2024."),
    "c20": ("community health",
            "The Aster Foundation funds the Riverside Community Clinic, which is run by the charity HealthReach. The "
            "clinic opened in 2018 and treats about 9,000 patients a year."),
    "c21": ("history",
            "The Treaty of Vellan was signed in 1648 by Sweden and the Duchy of Kurland. It ended eleven years of war "
            "and transferred the island of Osel to Sweden."),
    "c22": ("travel",
            "Karsby Castle is open to visitors from April to October. Entry costs 12 euros for adults; children "
            "under 16 enter free. Guided tours are offered in English and German."),
    "c23": ("economy news",
            "The central bank of Ostmark kept its main interest rate at 3.25 percent on Thursday, after cutting it "
            "twice earlier in the year. Inflation in Ostmark slowed to 2.4 percent in May, down from 2.9 percent in "
            "April."),
    "c24": ("product sheet",
            "The Fennick X2 e-bike has a range of up to 120 kilometres on a single charge and weighs 21 kilograms. "
            "Its battery charges fully in four hours. The X2 is sold only in Europe."),
    "c25": ("company governance",
            "At Friday's annual meeting, shareholders of Tellbrook plc rejected the pay package proposed for chief "
            "executive Owen Marsh, with 61 percent voting against. The vote is advisory. Marsh has led the company "
            "since 2019."),
    "c26": ("sports season",
            "In the 2024 season, Arden City scored 71 goals and conceded 38, while Brookfield United scored 64 and "
            "conceded 29. Arden City finished second in the league, one place ahead of Brookfield United."),
    "c27": ("science news",
            "Researchers at Delmar University have developed a catalyst that converts carbon dioxide into methanol "
            "at 180 °C. The process currently works only at laboratory scale. The team hopes to build a pilot plant "
            "in 2027."),
    "c28": ("infrastructure news",
            "The Loen Bridge, which links Varda and the island of Skel, was closed to traffic on Monday after "
            "inspectors found cracks in two of its supports. Engineers said repairs could take up to three months. "
            "Ferries are running every 30 minutes in the meantime."),
    "c29": ("corporate history",
            "Orrin Media sold its radio division to Castell Broadcasting for £86 million in 2022. The division had 14 "
            "stations at the time. Castell later sold four of the stations to local operators."),
    "c30": ("public health statistics",
            "In 2025, 23 percent of adults in Wrenland smoked, down from 27 percent in 2020. Over the same period, "
            "smoking rates fell in every region except the north-east, where they were unchanged."),
    "c31": ("employment law",
            "An employment tribunal ruled that Kessler Logistics had unfairly dismissed the driver Amir Haddad and "
            "ordered the company to pay him £18,400. Kessler said it would appeal."),
    "c32": ("airline news",
            "From 1 June, Nordair will fly daily from Bergholm to Lisbon, replacing its previous three weekly "
            "flights. The route will be operated with Airbus A320 aircraft."),
    "c33": ("biography",
            "Born in Kelmar in 1881, the chemist Edith Varga studied in Vienna before moving to Zurich in 1907. "
            "There she discovered the compound varganite, for which she was awarded the Lenz Prize in 1923."),
    "c34": ("policy / budget",
            "The government's 2026 budget raises defence spending by 9 percent and cuts funding for regional "
            "airports by a third. Spending on schools is frozen at its 2025 level."),
    "c35": ("company report",
            "Skyra, a Finnish cloud provider, reported 1.8 million paying customers at the end of March, up 15 "
            "percent from a year earlier. Most of its new customers came from Germany and Poland. Skyra is not yet "
            "profitable."),
    "c36": ("markets news",
            "Shares in Pellam Motors closed down 12 percent on Wednesday after the carmaker cut its annual sales "
            "forecast. Rival Orsted Auto ended the day up 3 percent."),
    "c37": ("deal news",
            "Quenta Group has reportedly offered $2.1 billion for the software maker Lyssa, according to people "
            "familiar with the matter. Lyssa's board has not commented."),
}

# (id, context, claim, category, reading-A label, reading-A justification)
CASES = [
    # c01 acquisition
    ("f10-001", "c01", "Lunda was bought by Harwick Foods.", "S-passive-synonym", S,
     "acquired = bought, passive of the same past event; amount and date dropped"),
    ("f10-003", "c01", "In March 2024, Lunda acquired Harwick Foods.", "R-swapped-roles", R,
     "same dated deal, buyer and target exchanged"),
    ("f10-004", "c01", "EU regulators rejected the deal.", "R-antonym", R,
     "the deal was approved by EU regulators"),
    ("f10-005", "c01", "Harwick Foods has closed Lunda's plant in Odense.", "N-planned-done", N,
     "only a stated plan to close by 2026"),
    ("f10-006", "c01", "The acquisition of Lunda by Harwick Foods was approved by EU regulators.", "S-nominalisation", S,
     "the deal = Harwick's acquisition of Lunda, approved by EU regulators"),
    # c02 match
    ("f10-007", "c02", "Vale Rovers lost to Corran Athletic.", "S-converse", S,
     "A beat B = B lost to A"),
    ("f10-008", "c02", "On Saturday, Vale Rovers beat Corran Athletic.", "R-swapped-roles", R,
     "same Saturday match, winner and loser exchanged"),
    ("f10-010", "c02", "Dara Quinn scored a hat-trick for Corran.", "R-count", R,
     "Quinn scored twice, not three times"),
    # c03 trial
    ("f10-012", "c03", "Velorin raised systolic blood pressure by an average of 9 mmHg.", "R-antonym", R,
     "it lowered it"),
    ("f10-014", "c03", "Velorin lowers blood pressure in patients over 75.", "N-wider-scope", N,
     "patients over 75 were excluded; nothing known of them"),
    ("f10-015", "c03", "In a trial, Velorin lowered systolic blood pressure.", "S-dropped-modifier", S,
     "the trial of 412 adults; the amount and the period dropped"),
    ("f10-016", "c03", "Velorin lowers blood pressure in all adults.", "N-some-to-all", N,
     "an average effect in one trial says nothing of every adult"),
    # c04 viaduct
    ("f10-017", "c04", "Helene Brandt designed the Tarn Viaduct.", "S-passive", S,
     "passive 'was designed by' turned active"),
    ("f10-019", "c04", "The Tarn Viaduct was designed by Karl Brandt.", "R-person", R,
     "designed by Helene Brandt; one designer named"),
    ("f10-020", "c04", "The Tarn Viaduct carried freight trains until 1971.", "S-pronoun", S,
     "'It' = the Tarn Viaduct"),
    ("f10-021", "c04", "The Tarn Viaduct was restored before the line was closed.", "R-order", R,
     "restored 2009, line closed 1971"),
    ("f10-022", "c04", "The Tarn Viaduct was restored with public funds.", "N-addition", N,
     "funding of the restoration not stated"),
    # c05 leaflet
    ("f10-023", "c05", "Adults may take up to 3 grams of Dolmaxin a day.", "N-dropped-condition", N,
     "the exception 'unless they have kidney disease' is dropped"),
    ("f10-024", "c05", "Adults without kidney disease may take up to 5 grams of Dolmaxin a day.", "R-number", R,
     "the limit for them is 3 grams"),
    ("f10-025", "c05", "Dolmaxin should be taken with alcohol.", "R-negation", R,
     "should not be taken with alcohol"),
    ("f10-026", "c05", "For children under 12, the Dolmaxin dose depends on body weight.", "S-definite", S,
     "'the dose' of the leaflet is Dolmaxin's"),
    # c06 court
    ("f10-027", "c06", "The conviction of Ida Reinholt was overturned by the Supreme Court of Norland.",
     "S-passive", S, "active sentence turned passive; 'former mayor' dropped"),
    ("f10-028", "c06", "The Supreme Court of Norland upheld the conviction of Ida Reinholt.", "R-antonym", R,
     "overturned vs upheld, one decision"),
    ("f10-029", "c06", "None of the seven judges dissented.", "R-quantifier", R, "three of them dissented"),
    ("f10-031", "c06", "Prosecutors said they would seek a retrial.", "R-negation", R,
     "they said they would not"),
    ("f10-032", "c06", "Prosecutors will not seek a retrial.", "N-statement-to-fact", N,
     "only what the prosecutors said they would do"),
    # c07 ferry
    ("f10-033", "c07", "The ferry from Oskarvik to Lindholm runs every day.", "R-exception-ignored", R,
     "it does not run on Sunday"),
    ("f10-035", "c07", "In summer, the crossing takes an hour and a half.", "R-duration", R, "55 minutes"),
    ("f10-037", "c07", "In winter, the first departure is at 6:40.", "N-other-period", N,
     "only the summer timetable is given"),
    ("f10-038", "c07", "The ferry from Oskarvik to Lindholm runs on Mondays.", "S-universal-instance", S,
     "every day except Sunday includes Monday"),
    # c08 company report
    ("f10-040", "c08", "Norvale Energy's operating profit rose in 2024.", "R-antonym", R,
     "operating profit fell 8 percent (same period, joined by 'while')"),
    ("f10-041", "c08", "Norvale Energy's revenue increased to €3.4 billion in 2024.", "S-synonym", S,
     "rose = increased; percentage dropped"),
    ("f10-042", "c08", "Norvale Energy's workforce shrank in 2024.", "R-direction", R,
     "6,200 at the end of 2024, up from 5,900"),
    ("f10-043", "c08", "Norvale Energy's revenue rose 21 percent in 2024.", "R-percentage", R, "12 percent"),
    ("f10-044", "c08", "2025 will be a year of consolidation for Norvale Energy.", "N-statement-to-fact", N,
     "only the chief executive's forecast"),
    ("f10-045", "c08", "Norvale Energy's operating profit grew faster than its revenue in 2024.",
     "R-comparison", R, "revenue +12 percent, operating profit -8 percent"),
    # c09 council
    ("f10-046", "c09", "Diesel cars are banned from the historic centre.", "N-planned-done", N,
     "a plan for a ban from January 2027"),
    ("f10-047", "c09", "The diesel ban will apply to taxis.", "R-negation", R, "it will not apply to taxis"),
    ("f10-048", "c09", "Councillors voted to raise parking fees in the outer districts.", "R-antonym", R,
     "voted to cut them"),
    ("f10-051", "c09", "The city council approved a plan to ban diesel cars from the historic centre.",
     "S-dropped-modifier", S, "'from January 2027' dropped from the plan"),
    # c10 release notes
    ("f10-052", "c10", "Version 4.2 of Quillnote adds offline sync for iOS users.", "N-other-group", N,
     "offline sync is added for Android users; nothing about iOS"),
    ("f10-053", "c10", "Dark mode is available only on iOS.", "R-only", R, "now works on all platforms"),
    ("f10-055", "c10", "Version 4.2 of the Quillnote app adds offline sync.", "S-dropped-modifier", S,
     "'for Android users' dropped in an affirmative clause"),
    # c11 race
    ("f10-056", "c11", "Ruth Koval finished third.", "R-rank", R, "fourth"),
    ("f10-057", "c11", "Priya Nandal won the women's 10,000 metres.", "R-person", R,
     "Lena Osei won; Nandal came second"),
    ("f10-059", "c11", "Ruth Koval was the defending champion.", "S-apposition", S,
     "apposition 'the defending champion, Ruth Koval'"),
    ("f10-060", "c11", "Lena Osei won the women's 10,000 metres in Tamsgard.", "S-dropped-modifier", S,
     "'at the national championships' and the day dropped from a past event"),
    # c12 glacier
    ("f10-061", "c12", "The Sarn Glacier has advanced since 1950.", "R-antonym", R, "it has retreated"),
    ("f10-063", "c12", "The Sarn Glacier has retreated by about 1,400 metres since 1950.", "S-units", S,
     "1.4 km = 1,400 m, hedge kept"),
    ("f10-064", "c12", "All of the Sarn Glacier's loss occurred after 1990.", "N-most-to-all", N,
     "only 'most'"),
    ("f10-065", "c12", "The Sarn Glacier will disappear by 2080.", "N-statement-to-fact", N,
     "the institute's expectation only"),
    # c13 loan
    ("f10-066", "c13", "The port of Kalvik borrowed €60 million from the Baltic Development Bank.", "S-converse", S,
     "lent X to Y = Y borrowed X from; date and purpose dropped"),
    ("f10-067", "c13", "In June 2023, the port of Kalvik lent €60 million to the Baltic Development Bank.",
     "R-swapped-roles", R, "lender and borrower exchanged on the same date"),
    ("f10-069", "c13", "Work on the channel began in May 2023.", "R-date", R, "October 2023"),
    ("f10-070", "c13", "Work on the channel ended in 2026.", "N-planned-done", N, "only expected to end in 2026"),
    # c14 fire
    ("f10-071", "c14", "Two workers were injured in the fire at the Dunmore warehouse.", "R-negation", R,
     "no one was injured"),
    ("f10-073", "c14", "The fire at the warehouse was started deliberately.", "N-addition", N,
     "the cause is being investigated"),
    ("f10-074", "c14", "A fire broke out at a textile warehouse on Friday.", "S-dropped-modifier", S,
     "place and 'early' dropped from a past event"),
    # c15 election
    ("f10-075", "c15", "The Green Alliance won 14 seats in the Halden regional election.", "S-dropped-modifier", S,
     "'of the 41' dropped"),
    ("f10-077", "c15", "The Green Alliance became the largest party in the Halden regional election.",
     "R-superlative", R, "the Social Democrats remained the largest party"),
    ("f10-079", "c15", "The Green Alliance won fewer seats than in 2019.", "R-comparison", R,
     "two more than in 2019"),
    ("f10-080", "c15", "Turnout dropped to 58 percent.", "S-synonym", S, "fell = dropped"),
    # c16 study
    ("f10-081", "c16", "Nurses who worked night shifts for more than ten years had a 20 percent higher risk of "
     "type 2 diabetes.", "N-statement-to-fact", N, "a study's finding, stated as fact"),
    ("f10-082", "c16", "The study found that nurses who had worked night shifts for more than ten years had a 30 "
     "percent higher risk of type 2 diabetes.", "R-percentage", R, "20 percent"),
    ("f10-083", "c16", "The study found that nurses who had worked night shifts for more than ten years had a higher "
     "risk of type 2 diabetes.", "S-dropped-modifier", S, "'20 percent' dropped from 'higher risk'"),
    ("f10-084", "c16", "Working night shifts causes type 2 diabetes.", "N-hedge-dropped", N,
     "an association only; the authors say it shows no cause"),
    # c17 regulation
    ("f10-085", "c17", "In Brenford, rental properties let to family members must also be registered with the council.",
     "R-exception-ignored", R, "they are exempt"),
    ("f10-087", "c17", "Landlords in Brenford must register every rental property with the council by 1 April 2025.",
     "R-date", R, "by 1 April 2026"),
    ("f10-088", "c17", "Landlords who fail to register will be fined £5,000.", "N-bound-modality", N,
     "'face fines of up to' gives neither a fine nor its amount"),
    # c18 tennis
    ("f10-089", "c18", "Jana Novak lost to Marta Ilic in the semi-final of the Corvo Open.", "S-converse", S,
     "A defeated B = B lost to A"),
    ("f10-090", "c18", "Jana Novak was the top seed.", "S-apposition", S, "apposition 'the top seed, Jana Novak'"),
    ("f10-091", "c18", "On Friday, Jana Novak defeated Marta Ilic in the semi-final of the Corvo Open.",
     "R-swapped-roles", R, "same dated match, winner and loser exchanged"),
    ("f10-092", "c18", "Marta Ilic won the Corvo Open.", "N-planned-done", N, "the final is still to be played"),
    ("f10-093", "c18", "Marta Ilic will face Jana Novak in Sunday's final.", "R-person", R,
     "her opponent in the final is Sofia Bern"),
    # c19 telescope
    ("f10-095", "c19", "The Halvard Observatory's new telescope is the second-largest optical telescope in Scandinavia.",
     "R-superlative", R, "it is the largest"),
    ("f10-096", "c19", "The Halvard Observatory's new telescope is the largest optical telescope in Europe.",
     "N-wider-scope", N, "only Scandinavia is stated"),
    ("f10-097", "c19", "The Halvard Observatory's new telescope is the largest optical telescope in Scandinavia.",
     "S-pronoun", S, "'It' = the new telescope"),
    # c20 clinic
    ("f10-098", "c20", "HealthReach runs the Riverside Community Clinic.", "S-passive", S,
     "'which is run by the charity HealthReach' turned active"),
    ("f10-099", "c20", "HealthReach funds the Riverside Community Clinic.", "N-swapped-funder-operator", N,
     "HealthReach is the operator; who else funds it is not stated"),
    ("f10-101", "c20", "The Riverside Community Clinic treats about 90,000 patients a year.", "R-number", R,
     "about 9,000"),
    # c21 treaty
    ("f10-102", "c21", "Sweden and the Duchy of Kurland signed the Treaty of Vellan in 1648.", "S-passive", S,
     "passive turned active"),
    ("f10-104", "c21", "The Treaty of Vellan transferred the island of Osel to the Duchy of Kurland.",
     "R-direction", R, "Osel went to Sweden"),
    ("f10-106", "c21", "The Treaty of Vellan was signed in Stockholm.", "N-addition", N, "place not stated"),
    ("f10-107", "c21", "Sweden signed the Treaty of Vellan.", "S-list-member", S, "one of the two signatories"),
    # c22 castle
    ("f10-108", "c22", "Karsby Castle is open to visitors all year round.", "R-period", R, "only April to October"),
    ("f10-109", "c22", "Entry to Karsby Castle costs 12 euros.", "N-dropped-condition", N,
     "12 euros is the adults' price; children enter free"),
    ("f10-111", "c22", "Guided tours of Karsby Castle are offered only in English.", "R-only", R,
     "English and German"),
    ("f10-112", "c22", "Guided tours are offered in German.", "S-list-member", S, "member of 'English and German'"),
    # c23 central bank
    ("f10-113", "c23", "The central bank of Ostmark raised its main interest rate on Thursday.", "R-antonym", R,
     "kept it at 3.25 percent"),
    ("f10-115", "c23", "Inflation in Ostmark was 2.9 percent in May.", "R-number", R,
     "2.4 in May; 2.9 was April"),
    ("f10-116", "c23", "The central bank of Ostmark had cut its main interest rate three times earlier in the year.",
     "R-count", R, "twice"),
    ("f10-117", "c23", "The central bank of Ostmark will cut its main interest rate in July.", "N-addition", N,
     "no statement on future moves"),
    # c24 e-bike
    ("f10-118", "c24", "The Fennick X2 has a range of 120 kilometres on a single charge.", "N-bound-dropped", N,
     "'up to 120' is a maximum, not the range"),
    ("f10-119", "c24", "The Fennick X2 weighs 21,000 grams.", "S-units", S, "21 kg = 21,000 g"),
    ("f10-120", "c24", "The Fennick X2 weighs 21 pounds.", "R-units", R, "21 kilograms, about 46 pounds"),
    ("f10-121", "c24", "The Fennick X2's battery charges fully in 40 minutes.", "R-duration", R, "four hours"),
    ("f10-122", "c24", "The Fennick X2 is sold in the United States.", "R-only", R, "sold only in Europe"),
    ("f10-123", "c24", "The Fennick X2's battery charges fully in four hours.", "S-pronoun", S,
     "'Its battery' = the X2's"),
    # c25 pay vote
    ("f10-124", "c25", "Shareholders of Tellbrook plc approved the pay package proposed for Owen Marsh.",
     "R-antonym", R, "they rejected it"),
    ("f10-125", "c25", "The shareholder vote on Owen Marsh's pay package is binding.", "R-antonym", R,
     "the vote is advisory"),
    ("f10-127", "c25", "Owen Marsh's pay will be cut.", "N-addition", N, "no consequence of the vote is stated"),
    # c26 season
    ("f10-128", "c26", "Brookfield United scored more goals than Arden City in the 2024 season.", "R-comparison", R,
     "64 < 71"),
    ("f10-129", "c26", "Arden City conceded fewer goals than Brookfield United in the 2024 season.", "R-comparison", R,
     "38 > 29"),
    ("f10-131", "c26", "In the 2024 season, Arden City scored 71 goals.", "S-list-member", S,
     "first conjunct of the sentence"),
    # c27 catalyst
    ("f10-132", "c27", "Researchers at Delmar University have developed a catalyst that converts carbon dioxide into "
     "methanol.", "S-dropped-modifier", S, "'at 180 °C' dropped"),
    ("f10-133", "c27", "The catalyst converts methanol into carbon dioxide.", "R-direction", R,
     "carbon dioxide into methanol"),
    ("f10-135", "c27", "The team will build a pilot plant in 2027.", "N-hedge-dropped", N, "only hopes to"),
    # c28 bridge
    ("f10-136", "c28", "Inspectors found cracks in two of the Loen Bridge's supports.", "S-pronoun", S,
     "'its supports' = the Loen Bridge's"),
    ("f10-137", "c28", "Inspectors found cracks in all of the Loen Bridge's supports.", "N-some-to-all", N,
     "two of its supports; whether the others are cracked is not stated"),
    ("f10-138", "c28", "Repairs to the Loen Bridge will take three months.", "N-modality-dropped", N,
     "'could take up to three months'"),
    ("f10-140", "c28", "The Loen Bridge was closed to traffic on Tuesday.", "R-weekday", R, "on Monday"),
    # c29 radio division
    ("f10-141", "c29", "Castell Broadcasting bought Orrin Media's radio division.", "S-converse", S,
     "sold X to Y = Y bought X"),
    ("f10-142", "c29", "In 2022, Castell Broadcasting sold the radio division to Orrin Media.", "R-swapped-roles", R,
     "seller and buyer exchanged, same year"),
    ("f10-144", "c29", "Castell Broadcasting later sold all 14 stations to local operators.", "R-quantifier", R,
     "four of them"),
    ("f10-145", "c29", "Castell later sold four of the stations to local operators.", "S-copy-control", S,
     "stated as such"),
    # c30 smoking
    ("f10-146", "c30", "Between 2020 and 2025, smoking rates fell in every region of Wrenland.", "R-exception-ignored",
     R, "not in the north-east"),
    ("f10-147", "c30", "Between 2020 and 2025, smoking rates rose in the north-east of Wrenland.", "R-antonym", R,
     "unchanged there"),
    ("f10-148", "c30", "In 2025, 32 percent of adults in Wrenland smoked.", "R-percentage", R, "23 percent"),
    ("f10-149", "c30", "In 2020, 27 percent of adults in Wrenland smoked.", "S-verbless", S,
     "'down from 27 percent in 2020'"),
    # c31 tribunal
    ("f10-150", "c31", "Kessler Logistics was ordered to pay Amir Haddad £18,400.", "S-passive", S,
     "ordered the company to pay him, passive"),
    ("f10-151", "c31", "The tribunal ordered Kessler Logistics to pay Amir Haddad £14,800.", "R-number", R, "£18,400"),
    ("f10-152", "c31", "The tribunal ordered Amir Haddad to pay Kessler Logistics £18,400.", "R-swapped-roles", R,
     "payer and payee exchanged"),
    ("f10-153", "c31", "Kessler Logistics has appealed the ruling.", "N-planned-done", N, "said it would appeal"),
    # c32 airline
    ("f10-154", "c32", "From 1 June, Nordair will fly daily from Lisbon to Bergholm.", "N-swapped-direction", N,
     "only Bergholm to Lisbon is stated; a return route is not"),
    ("f10-155", "c32", "From 1 June, Nordair will fly from Bergholm to Lisbon three times a week.", "R-number", R,
     "daily from 1 June; three weekly was before"),
    ("f10-157", "c32", "From 1 June, Nordair will fly every day from Bergholm to Lisbon.", "S-synonym", S,
     "daily = every day"),
    # c33 biography
    ("f10-158", "c33", "Edith Varga was born in 1881.", "S-apposition", S,
     "participle 'Born in Kelmar in 1881' of the subject; place dropped"),
    ("f10-160", "c33", "Edith Varga moved to Zurich before she studied in Vienna.", "R-order", R,
     "she studied in Vienna before moving"),
    ("f10-161", "c33", "Edith Varga was awarded the Lenz Prize in 1932.", "R-date", R, "1923"),
    ("f10-162", "c33", "Edith Varga received the Nobel Prize.", "N-addition", N, "not stated"),
    ("f10-163", "c33", "Edith Varga discovered the compound varganite.", "S-pronoun", S, "'she' = Edith Varga"),
    # c34 budget
    ("f10-165", "c34", "The government's 2026 budget raises funding for regional airports.", "R-antonym", R,
     "cuts it"),
    ("f10-166", "c34", "The government's 2026 budget increases spending on schools.", "R-antonym", R,
     "frozen at the 2025 level"),
    ("f10-167", "c34", "The government's 2026 budget increases defence spending.", "S-synonym", S,
     "raises = increases; amount dropped"),
    # c35 Skyra
    ("f10-169", "c35", "Skyra is a Finnish cloud provider.", "S-apposition", S, "apposition"),
    ("f10-170", "c35", "Skyra is profitable.", "R-negation", R, "not yet profitable"),
    ("f10-171", "c35", "Skyra's paying customers fell 15 percent from a year earlier.", "R-verbless", R,
     "up 15 percent"),
    ("f10-172", "c35", "All of Skyra's new customers came from Germany and Poland.", "N-most-to-all", N, "most"),
    ("f10-173", "c35", "Skyra will become profitable next year.", "N-addition", N, "not stated"),
    # c36 shares
    ("f10-174", "c36", "Shares in Pellam Motors rose on Wednesday.", "R-verbless", R, "closed down 12 percent"),
    ("f10-176", "c36", "Shares in Orsted Auto fell on Wednesday.", "R-verbless", R, "ended the day up 3 percent"),
    # c37 bid
    ("f10-178", "c37", "Quenta Group has offered $2.1 billion for Lyssa.", "N-hedge-dropped", N,
     "'reportedly', 'according to people familiar' dropped"),
    ("f10-179", "c37", "Lyssa's board has commented on the offer.", "R-negation", R, "has not commented"),
]
