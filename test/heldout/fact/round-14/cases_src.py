"""Held-out fact set, round 14: contexts, claims and the FIRST hand reading (reading A).

Each case: (id, context id, claim, category, reading-A label, one-line justification).
Labels: SUPPORTED / REFUTED / NOT ENOUGH INFO, read from the context alone (what a careful reader would conclude),
not from the service. Reading B (done separately, blind to reading A, from a listing of context + claim only) is in
readings_b.py; oracle.py keeps only cases where both readings agree and writes cases.json.
"""

CONTEXTS = {
    "c01": ("business news",
            "Harwick Foods agreed on Monday to sell its frozen-desserts unit to Balto Capital for €410 million. "
            "The deal is expected to close in the third quarter, subject to regulatory approval. "
            "Harwick said the proceeds would be used to cut its debt."),
    "c02": ("sports, athletics",
            "Lena Brandt won the women's 5,000 metres at the Oslo meeting on Saturday in 14 minutes 38 seconds. "
            "Kenyan Ruth Wanjiru finished second, and the defending champion, Aiko Mori, was third."),
    "c03": ("medicine, trial summary",
            "In a trial of 412 adults with mild hypertension, the drug Veltrazine lowered systolic blood pressure by "
            "9 mmHg over twelve weeks compared with placebo. Dizziness was reported in 6 percent of participants. "
            "The authors cautioned that the trial was too short to assess long-term safety."),
    "c04": ("law, appeal ruling",
            "A federal appeals court on Tuesday upheld a lower-court ruling that blocked Delaware-based Crestline Energy "
            "from building a gas pipeline through the Tansy River wetlands. In a 2–1 decision, the panel found that "
            "regulators had not properly assessed the project's impact on groundwater. Crestline said it was reviewing "
            "the ruling."),
    "c05": ("travel, timetable",
            "The Skarvik ferry runs every day except Sunday from May to September. Crossings take about 40 minutes, and "
            "bicycles are carried free of charge. In winter the service is reduced to three sailings a week."),
    "c06": ("product release notes",
            "Version 4.2 of the Lumen photo editor adds support for HEIF images and removes the legacy plug-in "
            "interface. Batch export is now up to 30 percent faster on Apple silicon Macs. The update is free for "
            "existing subscribers; perpetual-licence holders can upgrade for $29."),
    "c07": ("company report",
            "Northgate Rail carried 41.2 million passengers in 2025, up from 38.7 million a year earlier. Revenue rose "
            "6 percent to £912 million, while operating profit fell 3 percent because of higher energy costs. The "
            "company employs about 7,400 people."),
    "c08": ("history, local",
            "The Halden Bridge was completed in 1889, four years after construction began. It was designed by the "
            "engineer Sofie Krag and paid for by the town's merchants' guild. The bridge was closed to cars in 1974 and "
            "now carries only pedestrians and cyclists."),
    "c09": ("policy, city council",
            "The city council voted 31 to 14 on Wednesday to raise the tourist tax from €2 to €3.50 per night, "
            "starting in April. Campsites and youth hostels are exempt. The mayor said the extra revenue would fund "
            "street cleaning in the old town."),
    "c10": ("medicine, patient leaflet",
            "Most patients who receive the shingles vaccine Zostavel report only mild side effects, such as a sore arm "
            "or tiredness. The vaccine is not recommended for people with a severely weakened immune system. It is "
            "given as two doses, two to six months apart."),
    "c11": ("news, fire",
            "A fire broke out at a paint warehouse in the Brenna industrial estate early on Sunday. About 60 "
            "firefighters were called to the scene, and no one was injured. Police said the cause was not yet known."),
    "c12": ("sports, football",
            "Kestrel Town beat Ashby United 2–0 at Fenwick Park on Tuesday to reach the semi-finals of the Brandon Cup. "
            "Milo Varga scored both goals, the second from a penalty in the 78th minute. Ashby finished the match with "
            "ten men after their captain, Dean Holt, was sent off."),
    "c13": ("science, astronomy",
            "The Tessaly Observatory's new 4-metre telescope, installed in 2023, has so far discovered 17 near-Earth "
            "asteroids. None of them is on a collision course with Earth, according to the observatory's director, "
            "Ines Halvorsen."),
    "c14": ("business, acquisition",
            "Corvane Systems completed its acquisition of the Danish sensor maker Nyholm A/S in March, paying 1.1 "
            "billion kroner in cash. Nyholm's founder, Karen Nyholm, will stay on as head of research. Corvane did not "
            "disclose how many Nyholm employees would keep their jobs."),
    "c15": ("economy news",
            "Inflation in Valdoria slowed to 2.4 percent in May from 2.9 percent in April, the national statistics "
            "office said. Food prices rose 1.1 percent over the year, while energy prices fell 4 percent."),
    "c16": ("gazetteer",
            "The Orva River rises in the Kellen Hills and flows north for 212 kilometres before emptying into Lake "
            "Sarn. Its largest tributary is the Dune, which joins it at Brackmouth. The lower 60 kilometres are "
            "navigable by barges."),
    "c17": ("news, election",
            "In the Marsh End by-election on Thursday, Ruth Adeyemi of the Green Party won with 41 percent of the vote, "
            "ahead of Conservative Paul Yates on 33 percent. Turnout was 29 percent, the lowest in the constituency's "
            "history."),
    "c18": ("business, appointment",
            "Brightwell Analytics, a data firm based in Oslund, has appointed Tomas Ferrin as chief executive, "
            "replacing Anna Lind, who is retiring after eleven years in the role. Ferrin was previously the company's "
            "chief operating officer."),
    "c19": ("news, drought",
            "Rainfall in the Derwen valley in July was 38 millimetres, less than half the long-term average for the "
            "month. Water levels in the Carrow reservoir fell to 54 percent of capacity, and the utility has imposed a "
            "hosepipe ban for all customers except hospitals and care homes. If levels fall below 40 percent, the "
            "utility says it will ban all non-essential use of water."),
    "c20": ("product announcement",
            "The Arlo X3 earbuds last up to 9 hours on a single charge, or 6 hours with noise cancellation switched on. "
            "The charging case adds a further 27 hours. They go on sale in Europe on 14 March at €179; a US launch is "
            "planned for later in the spring."),
    "c21": ("history, treaty",
            "The Treaty of Varna was signed in 1712 by Sweden and Denmark, ending a four-year war over the island of "
            "Holm. Under its terms, Denmark ceded Holm to Sweden but kept its fishing rights in the surrounding waters."),
    "c22": ("medicine, dosing guidance",
            "Adults should not take more than 4 grams of Dolvirin in 24 hours. For people who weigh less than 50 "
            "kilograms, the maximum daily dose is lower. Dolvirin may be taken with food or on an empty stomach."),
    "c23": ("sports, tennis",
            "Second seed Marta Kowal defeated the reigning champion, Yuki Sato, 6–4, 3–6, 7–5 in Sunday's final in "
            "Lyon. It was Kowal's third title of the season and her first on clay."),
    "c24": ("law, criminal trial",
            "A jury at Brancaster Crown Court on Friday acquitted Owen Pryce, 34, of arson but convicted him of "
            "burglary. He will be sentenced next month. Pryce had denied both charges."),
    "c25": ("business, quarterly results",
            "Solvik's third-quarter sales rose 12 percent to 3.4 billion kronor, while sales at its rival Tern "
            "Industries grew 8 percent. Solvik raised its full-year forecast; Tern left its guidance unchanged."),
    "c26": ("public health survey",
            "In a 2024 survey of 2,000 adults in Pellmark, 23 percent said they smoked, down from 31 percent in 2018. "
            "Smoking was most common among men aged 25 to 34."),
    "c27": ("news, aviation",
            "Flight NX 412 from Reykjavik to Toronto was diverted to Halifax on Monday after a passenger fell ill. The "
            "aircraft landed safely at 14:20 local time and continued to Toronto three hours later."),
    "c28": ("science, observational study",
            "A study of 1,300 schoolchildren in Rovena found that those who slept fewer than eight hours a night scored "
            "lower on memory tests. The authors noted that the study was observational and could not show that short "
            "sleep causes poorer memory."),
    "c29": ("policy, transport",
            "The government has approved plans to extend the Meridian tram line by 6.5 kilometres to the airport. "
            "Construction is expected to start in 2027 and cost about £480 million. Critics say the route will bypass "
            "the city's poorest districts."),
    "c30": ("sports, cycling",
            "Jonas Vik won the seventh stage of the Tour of Norland on Wednesday, finishing two seconds ahead of Pieter "
            "Claes. Claes keeps the overall leader's jersey, with a lead of 41 seconds over Vik."),
    "c31": ("company news, logistics",
            "The new Larchmont distribution centre covers 85,000 square metres and employs 620 people. It opened in "
            "September, two months later than planned, and handles up to 40,000 parcels a day."),
    "c32": ("law, regulation",
            "From 1 January, landlords in the Aldmoor region must register every rental property with the council, "
            "except properties let to family members. Landlords who fail to register face fines of up to £5,000."),
    "c33": ("science, field guide",
            "The Sarn pika, a small mammal found only above 3,000 metres in the Vell Mountains, feeds mainly on grasses "
            "and alpine flowers. Its population has fallen by about 40 percent since 2005, largely because of warmer "
            "summers."),
    "c34": ("finance, central bank",
            "The Bank of Estria kept its main interest rate at 3.75 percent on Thursday, the third meeting in a row "
            "without a change. Two of the seven members of its rate committee voted for a cut."),
    "c35": ("travel, museum notice",
            "The Hessel Museum is open from 10:00 to 17:00, Tuesday to Sunday; it is closed on Mondays. Admission is "
            "free for children under 12. The rooftop café is closed until 14 May for refurbishment."),
    "c36": ("charity, programme announcement",
            "The Aurel Foundation is funding a three-year pilot of free school breakfasts in 40 primary schools, which "
            "will be run by the charity FoodStart. The foundation has committed £2.4 million to the programme."),
    "c37": ("company history",
            "Marrow & Finch opened its first shop in Leeds in 1921 and moved its headquarters to Manchester in 1958. "
            "The firm was bought by the Delacourt group in 1987."),
    "c38": ("business news, rumour",
            "Pellan Motors is reportedly in talks to buy a stake in the battery start-up Voltra, according to two "
            "people familiar with the matter. Neither company commented. Voltra was valued at $1.2 billion in its last "
            "funding round in 2025."),
}

S, R, N = "SUPPORTED", "REFUTED", "NOT ENOUGH INFO"

# (id, context, claim, category, reading A label, reading A justification)
CASES = [
    # c01 business news
    ("c01-1", "c01", "Balto Capital agreed to buy Harwick Foods' frozen-desserts unit.", "S-converse", S,
     "sell X to B = B buys X; date and price dropped from an affirmative past agreement"),
    ("c01-2", "c01", "Harwick Foods agreed to sell its frozen-desserts unit to Balto Capital for €310 million.", "R-number", R,
     "price is €410 million, not €310 million"),
    ("c01-3", "c01", "On Monday, Balto Capital agreed to sell the frozen-desserts unit to Harwick Foods.", "R-swap", R,
     "seller and buyer exchanged for the same Monday agreement"),
    ("c01-4", "c01", "Harwick Foods will use the proceeds to cut its debt.", "N-attribution-dropped", N,
     "only Harwick's own statement of intent; not stated as fact"),
    ("c01-5", "c01", "Regulators have approved the sale of Harwick's frozen-desserts unit.", "N-planned-done", N,
     "deal is subject to approval; nothing says approval was given"),
    # c02 athletics
    ("c02-1", "c02", "Aiko Mori was third.", "S-apposition", S,
     "the defending champion, Aiko Mori, was third"),
    ("c02-2", "c02", "Ruth Wanjiru won the women's 5,000 metres at the Oslo meeting.", "R-person", R,
     "Brandt won; Wanjiru finished second"),
    ("c02-3", "c02", "Lena Brandt finished second in the women's 5,000 metres on Saturday.", "R-rank", R,
     "Brandt won (first); second was Wanjiru"),
    # c03 trial
    ("c03-1", "c03", "The authors warned that the trial was too short to assess long-term safety.", "S-synonym", S,
     "cautioned = warned"),
    ("c03-2", "c03", "Veltrazine raised systolic blood pressure by 9 mmHg over twelve weeks compared with placebo.", "R-antonym", R,
     "it lowered, not raised, blood pressure"),
    ("c03-4", "c03", "None of the participants reported dizziness.", "R-quantifier", R,
     "6 percent reported dizziness"),
    ("c03-5", "c03", "Veltrazine is safe for long-term use.", "N-addition", N,
     "the authors say long-term safety could not be assessed"),
    ("c03-6", "c03", "Veltrazine lowered systolic blood pressure in all participants.", "N-quantifier-widened", N,
     "a mean effect versus placebo says nothing about every participant"),
    # c04 appeal
    ("c04-1", "c04", "A federal appeals court upheld a ruling that blocked Crestline Energy from building a gas pipeline through the Tansy River wetlands.", "S-drop-modifier", S,
     "drops 'on Tuesday', 'lower-court', 'Delaware-based' (upward-monotone)"),
    ("c04-2", "c04", "A federal appeals court overturned a ruling that blocked Crestline Energy from building a gas pipeline through the Tansy River wetlands.", "R-antonym", R,
     "the court upheld the ruling"),
    ("c04-4", "c04", "The panel's decision was unanimous.", "R-count", R,
     "a 2–1 decision is not unanimous"),
    ("c04-5", "c04", "Crestline Energy will appeal the ruling.", "N-addition", N,
     "Crestline only said it was reviewing the ruling"),
    # c05 ferry
    ("c05-1", "c05", "The Skarvik ferry runs every day from May to September.", "R-exception", R,
     "it does not run on Sundays"),
    ("c05-2", "c05", "Bicycles are carried free of charge on the Skarvik ferry.", "S-coref", S,
     "bicycles are carried free of charge (on this ferry, from the context)"),
    ("c05-4", "c05", "In winter the Skarvik ferry service is reduced to three sailings a week because of low demand.", "N-addition", N,
     "no reason is given"),
    # c06 release notes
    ("c06-1", "c06", "Version 4.2 of the Lumen photo editor removes the legacy plug-in interface.", "S-list-member", S,
     "one conjunct of 'adds ... and removes ...'"),
    ("c06-3", "c06", "Batch export is now up to 30 percent faster on all Macs.", "N-wider-scope", N,
     "stated for Apple silicon Macs only; other Macs unknown"),
    ("c06-5", "c06", "The update costs existing subscribers $29.", "R-other-value", R,
     "the update is free for existing subscribers"),
    ("c06-6", "c06", "Perpetual-licence holders have upgraded to version 4.2 for $29.", "N-modality-dropped", N,
     "'can upgrade' is an option, not something done"),
    # c07 company report
    ("c07-1", "c07", "Revenue at Northgate Rail rose 6 percent to £912 million.", "S-coref", S,
     "'Revenue' in the company's report is Northgate Rail's"),
    ("c07-2", "c07", "Northgate Rail carried more passengers in 2025 than in 2024.", "S-comparison", S,
     "41.2 million in 2025 vs 38.7 million a year earlier"),
    ("c07-3", "c07", "Northgate Rail carried fewer passengers in 2025 than a year earlier.", "R-comparison", R,
     "41.2 million is up from 38.7 million"),
    ("c07-4", "c07", "Northgate Rail's operating profit rose 3 percent.", "R-antonym", R,
     "operating profit fell 3 percent"),
    ("c07-5", "c07", "Northgate Rail plans to cut 400 jobs.", "N-addition", N,
     "no job cuts mentioned"),
    # c08 bridge
    ("c08-1", "c08", "Sofie Krag designed the Halden Bridge.", "S-passive", S,
     "'It was designed by ... Sofie Krag', it = the bridge"),
    ("c08-2", "c08", "The town's merchants' guild paid for the Halden Bridge.", "S-passive", S,
     "'paid for by the town's merchants' guild'"),
    ("c08-3", "c08", "The Halden Bridge was completed in 1898.", "R-date", R,
     "completed in 1889"),
    ("c08-4", "c08", "The Halden Bridge now carries only pedestrians.", "R-only", R,
     "it carries pedestrians and cyclists"),
    # c09 council
    ("c09-1", "c09", "The city council voted to raise the tourist tax to €3.50 per night.", "S-drop-modifier", S,
     "drops vote count, date, starting value and start month of a past vote"),
    ("c09-2", "c09", "The city council voted 31 to 14 to cut the tourist tax.", "R-antonym", R,
     "voted to raise, not cut"),
    ("c09-4", "c09", "Youth hostels must charge the new tourist tax.", "R-exception", R,
     "youth hostels are exempt"),
    ("c09-5", "c09", "Fourteen councillors voted in favour of raising the tourist tax.", "R-count", R,
     "31 voted in favour, 14 against"),
    ("c09-6", "c09", "The extra revenue will fund street cleaning in the old town.", "N-attribution-dropped", N,
     "only the mayor's statement"),
    # c10 vaccine leaflet
    ("c10-1", "c10", "Zostavel is given as a single dose.", "R-count", R,
     "two doses"),
    ("c10-2", "c10", "All patients who receive Zostavel report only mild side effects.", "N-quantifier-widened", N,
     "most, not all; the rest unknown"),
    ("c10-3", "c10", "Zostavel is recommended for people with a severely weakened immune system.", "R-negation", R,
     "it is not recommended for them"),
    ("c10-4", "c10", "Zostavel is given as two doses.", "S-drop-modifier", S,
     "drops the interval"),
    # c11 fire
    ("c11-1", "c11", "Two firefighters were injured in the fire.", "R-negation", R,
     "no one was injured"),
    ("c11-2", "c11", "No one was injured in the warehouse fire.", "S-coref", S,
     "'no one was injured' at this fire"),
    ("c11-4", "c11", "The fire was started deliberately.", "N-addition", N,
     "cause not yet known"),
    ("c11-5", "c11", "Police said the fire was caused by an electrical fault.", "R-other-value", R,
     "police said the cause was not yet known"),
    # c12 football
    ("c12-1", "c12", "Ashby United lost to Kestrel Town.", "S-converse", S,
     "A beat B = B lost to A"),
    ("c12-2", "c12", "Ashby United beat Kestrel Town 2–0 on Tuesday.", "R-swap", R,
     "winner and loser exchanged in the same match"),
    ("c12-3", "c12", "Milo Varga scored only one of Kestrel Town's goals.", "R-count", R,
     "he scored both goals"),
    ("c12-5", "c12", "Dean Holt was sent off.", "S-apposition", S,
     "their captain, Dean Holt, was sent off"),
    ("c12-6", "c12", "Kestrel Town won the Brandon Cup.", "N-addition", N,
     "only reached the semi-finals; final result unknown"),
    # c13 telescope
    ("c13-3", "c13", "None of the asteroids discovered by the telescope is on a collision course with Earth.", "N-attribution-dropped", N,
     "stated only according to the director"),
    ("c13-4", "c13", "Ines Halvorsen is the director of the Tessaly Observatory.", "S-apposition", S,
     "the observatory's director, Ines Halvorsen"),
    # c14 acquisition
    ("c14-1", "c14", "Nyholm A/S was acquired by Corvane Systems.", "S-nominalisation", S,
     "completed its acquisition of Nyholm = acquired Nyholm; passive"),
    ("c14-2", "c14", "Nyholm A/S acquired Corvane Systems in March.", "R-swap", R,
     "buyer and target exchanged, same month"),
    ("c14-3", "c14", "Corvane Systems paid 1.1 billion euros for Nyholm A/S.", "R-unit", R,
     "1.1 billion kroner, not euros"),
    ("c14-5", "c14", "All Nyholm employees will keep their jobs.", "N-addition", N,
     "Corvane did not disclose how many would keep their jobs"),
    # c15 inflation
    ("c15-1", "c15", "The national statistics office said inflation in Valdoria slowed to 2.4 percent in May.", "S-attribution-kept", S,
     "source kept; starting value dropped"),
    ("c15-2", "c15", "Inflation in Valdoria slowed to 2.4 percent in May.", "N-attribution-dropped", N,
     "stated only as the statistics office's figure (per the brief: statement -> fact is not given)"),
    ("c15-4", "c15", "According to the national statistics office, inflation in Valdoria was 2.9 percent in May.", "R-number", R,
     "2.4 percent in May; 2.9 was April"),
    ("c15-5", "c15", "Energy prices rose faster than food prices over the year.", "R-comparison", R,
     "food +1.1 percent, energy -4 percent"),
    # c16 river
    ("c16-1", "c16", "The Orva River flows south.", "R-direction", R,
     "it flows north"),
    ("c16-3", "c16", "Lake Sarn empties into the Orva River.", "R-swap", R,
     "the Orva empties into Lake Sarn"),
    ("c16-4", "c16", "The Dune joins the Orva River at Brackmouth.", "S-coref", S,
     "'which joins it at Brackmouth', it = the Orva"),
    ("c16-5", "c16", "The Dune is a tributary of the Orva River.", "S-drop-modifier", S,
     "its largest tributary is the Dune"),
    # c17 by-election
    ("c17-1", "c17", "Ruth Adeyemi won the Marsh End by-election.", "S-drop-modifier", S,
     "drops party and share"),
    ("c17-2", "c17", "Paul Yates won the Marsh End by-election.", "R-person", R,
     "Adeyemi won; Yates came behind"),
    ("c17-3", "c17", "Ruth Adeyemi won the Marsh End by-election with 33 percent of the vote.", "R-number", R,
     "41 percent"),
    ("c17-4", "c17", "Turnout in the Marsh End by-election was the highest in the constituency's history.", "R-superlative", R,
     "the lowest"),
    ("c17-5", "c17", "Paul Yates received a larger share of the vote than Ruth Adeyemi.", "R-comparison", R,
     "33 percent vs 41 percent"),
    # c18 appointment
    ("c18-1", "c18", "Tomas Ferrin replaced Anna Lind as chief executive of Brightwell Analytics.", "S-synonym", S,
     "appointed Ferrin as chief executive, replacing Lind"),
    ("c18-2", "c18", "Anna Lind replaced Tomas Ferrin as chief executive of Brightwell Analytics.", "R-swap", R,
     "Ferrin replaces Lind, not the reverse"),
    ("c18-4", "c18", "Brightwell Analytics is based in Oslund.", "S-apposition", S,
     "a data firm based in Oslund"),
    ("c18-5", "c18", "Anna Lind was forced out by the board.", "N-addition", N,
     "she is retiring; nothing about the board"),
    # c19 drought
    ("c19-2", "c19", "The hosepipe ban applies to hospitals.", "R-exception", R,
     "hospitals are excepted"),
    ("c19-3", "c19", "Rainfall in the Derwen valley in July was less than half the long-term average.", "S-apposition", S,
     "appositive 'less than half the long-term average for the month'"),
    ("c19-5", "c19", "The utility will ban all non-essential use of water.", "N-condition-dropped", N,
     "only if levels fall below 40 percent (and only as the utility says)"),
    # c20 earbuds
    ("c20-1", "c20", "The Arlo X3 earbuds last up to 9 hours on a single charge with noise cancellation switched on.", "R-number", R,
     "6 hours with noise cancellation"),
    ("c20-2", "c20", "The Arlo X3 earbuds go on sale in Europe on 14 May.", "R-date", R,
     "14 March"),
    ("c20-3", "c20", "The Arlo X3 earbuds launched in the US in the spring.", "N-planned-done", N,
     "a US launch is only planned"),
    ("c20-4", "c20", "The Arlo X3 earbuds go on sale in Europe at €179.", "S-drop-modifier", S,
     "drops the date"),
    ("c20-6", "c20", "The Arlo X3 earbuds will cost €179 in the US.", "N-wider-scope", N,
     "US price not given"),
    # c21 treaty
    ("c21-1", "c21", "Under the Treaty of Varna, Sweden ceded Holm to Denmark.", "R-swap", R,
     "Denmark ceded Holm to Sweden"),
    ("c21-2", "c21", "Holm was ceded to Sweden by Denmark.", "S-passive", S,
     "passive of 'Denmark ceded Holm to Sweden'"),
    ("c21-5", "c21", "Denmark lost its fishing rights in the waters around Holm.", "R-antonym", R,
     "Denmark kept its fishing rights"),
    # c22 dosing
    ("c22-1", "c22", "Adults may take up to 6 grams of Dolvirin in 24 hours.", "R-number", R,
     "should not take more than 4 grams"),
    ("c22-2", "c22", "Dolvirin must be taken with food.", "R-modality", R,
     "may be taken on an empty stomach"),
    ("c22-3", "c22", "For people who weigh less than 50 kilograms, the maximum daily dose of Dolvirin is 2 grams.", "N-addition", N,
     "only 'lower', no value"),
    ("c22-4", "c22", "Dolvirin may be taken on an empty stomach.", "S-list-member", S,
     "one member of 'with food or on an empty stomach' (a permission for each)"),
    # c23 tennis
    ("c23-1", "c23", "Yuki Sato lost to Marta Kowal in the final in Lyon.", "S-converse", S,
     "Kowal defeated Sato in the final"),
    ("c23-4", "c23", "Marta Kowal defeated Yuki Sato in straight sets.", "R-count", R,
     "Sato won the second set 6-3"),
    # c24 trial
    ("c24-1", "c24", "Owen Pryce was convicted of arson.", "R-antonym", R,
     "acquitted of arson"),
    ("c24-2", "c24", "Owen Pryce was convicted of burglary.", "S-passive", S,
     "the jury convicted him of burglary"),
    ("c24-4", "c24", "Owen Pryce was sentenced to four years in prison.", "N-planned-done", N,
     "sentencing is next month"),
    # c25 quarterly
    ("c25-1", "c25", "Tern Industries' sales grew faster than Solvik's in the third quarter.", "R-comparison", R,
     "Solvik +12 percent, Tern +8 percent"),
    ("c25-2", "c25", "Solvik's third-quarter sales rose to 3.4 billion kronor.", "S-drop-modifier", S,
     "drops the 12 percent"),
    ("c25-3", "c25", "Solvik cut its full-year forecast.", "R-antonym", R,
     "raised it"),
    ("c25-5", "c25", "Solvik's third-quarter sales were down 12 percent.", "R-verbless", R,
     "up 12 percent"),
    ("c25-6", "c25", "Solvik's fourth-quarter sales rose 12 percent.", "N-other-period", N,
     "only Q3 reported"),
    # c26 survey
    ("c26-2", "c26", "The share of adults in Pellmark who said they smoked rose between 2018 and 2024.", "R-direction", R,
     "down from 31 to 23 percent"),
    ("c26-3", "c26", "Smoking in Pellmark was most common among women aged 25 to 34.", "R-person", R,
     "most common among men aged 25 to 34"),
    ("c26-4", "c26", "23 percent of adults in Pellmark smoke.", "N-attribution-dropped", N,
     "a survey answer ('said they smoked') from a sample, stated as a population fact in the present"),
    # c27 diversion
    ("c27-1", "c27", "Flight NX 412 from Toronto to Reykjavik was diverted to Halifax on Monday.", "R-direction", R,
     "the flight was from Reykjavik to Toronto"),
    ("c27-2", "c27", "Flight NX 412 was diverted to Halifax.", "S-drop-modifier", S,
     "drops route, day and reason of a past event"),
    ("c27-4", "c27", "Flight NX 412 was diverted to Gander on Monday.", "R-place", R,
     "diverted to Halifax"),
    # c28 sleep study
    ("c28-1", "c28", "Short sleep causes poorer memory in schoolchildren.", "N-addition", N,
     "the authors say the study cannot show causation"),
    ("c28-2", "c28", "The study found that schoolchildren who slept fewer than eight hours a night scored lower on memory tests.", "S-attribution-kept", S,
     "finding kept with its source"),
    ("c28-5", "c28", "The study was a randomised controlled trial.", "R-other-value", R,
     "it was observational"),
    # c29 tram
    ("c29-1", "c29", "The Meridian tram line has been extended to the airport.", "N-planned-done", N,
     "only plans approved; construction from 2027"),
    ("c29-2", "c29", "Plans to extend the Meridian tram line to the airport have been approved by the government.", "S-passive", S,
     "passive; drops the length"),
    ("c29-3", "c29", "The government has rejected plans to extend the Meridian tram line to the airport.", "R-antonym", R,
     "approved"),
    ("c29-5", "c29", "The tram extension will bypass the city's poorest districts.", "N-attribution-dropped", N,
     "only critics say so"),
    ("c29-7", "c29", "Construction of the tram extension will cost £480 million.", "N-hedge-dropped", N,
     "'expected to' and 'about' dropped"),
    # c30 cycling
    ("c30-2", "c30", "Jonas Vik leads the Tour of Norland overall.", "R-person", R,
     "Claes keeps the leader's jersey, ahead of Vik"),
    ("c30-3", "c30", "Jonas Vik won the eighth stage of the Tour of Norland.", "N-other-period", N,
     "only the seventh stage is reported"),
    # c31 distribution centre
    ("c31-2", "c31", "The Larchmont distribution centre covers 85 hectares.", "R-unit", R,
     "85,000 m2 = 8.5 hectares"),
    ("c31-3", "c31", "The Larchmont distribution centre opened earlier than planned.", "R-antonym", R,
     "two months later than planned"),
    ("c31-4", "c31", "The Larchmont distribution centre employs 620 people.", "S-list-member", S,
     "second conjunct of the first sentence"),
    ("c31-5", "c31", "The Larchmont distribution centre handles 40,000 parcels every day.", "N-bound-dropped", N,
     "'up to' 40,000 is a maximum, not a daily figure"),
    ("c31-6", "c31", "The Larchmont distribution centre handles up to 400,000 parcels a day.", "R-number", R,
     "up to 40,000"),
    # c32 landlords
    ("c32-1", "c32", "Landlords in the Aldmoor region must register properties let to family members.", "R-exception", R,
     "those properties are excepted"),
    ("c32-3", "c32", "Landlords in Aldmoor who fail to register will be fined £5,000.", "N-bound-dropped", N,
     "'up to £5,000' is a maximum, and 'face' is not 'will be'"),
    # c33 pika
    ("c33-1", "c33", "The Sarn pika feeds only on grasses.", "R-only", R,
     "grasses and alpine flowers"),
    ("c33-3", "c33", "The Sarn pika is a small mammal.", "S-apposition", S,
     "appositive 'a small mammal found only above 3,000 metres'"),
    ("c33-4", "c33", "The Sarn pika is found below 3,000 metres in the Vell Mountains.", "R-only", R,
     "found only above 3,000 metres"),
    ("c33-6", "c33", "The population of the Sarn pika has fallen since 2005.", "S-drop-modifier", S,
     "drops 'by about 40 percent' and the cause"),
    # c34 central bank
    ("c34-2", "c34", "All seven members of the Bank of Estria's rate committee voted to keep the rate unchanged.", "R-quantifier", R,
     "two of the seven voted for a cut"),
    ("c34-3", "c34", "The Bank of Estria left its main interest rate at 3.75 percent.", "S-synonym", S,
     "kept = left"),
    ("c34-4", "c34", "Two members of the Bank of Estria's rate committee voted for a cut.", "S-part-of-group", S,
     "two of the seven members"),
    ("c34-6", "c34", "The Bank of Estria will cut its main interest rate at its next meeting.", "N-addition", N,
     "future decision unknown"),
    # c35 museum
    ("c35-1", "c35", "The Hessel Museum is open on Mondays.", "R-negation", R,
     "closed on Mondays"),
    ("c35-2", "c35", "The Hessel Museum's rooftop café is open.", "R-antonym", R,
     "closed until 14 May"),
    ("c35-3", "c35", "Admission to the Hessel Museum is free for children under 12.", "S-coref", S,
     "admission (to this museum) free for children under 12"),
    ("c35-4", "c35", "The Hessel Museum closes at 18:00.", "R-number", R,
     "open until 17:00"),
    # c36 charity
    ("c36-1", "c36", "FoodStart is funding the breakfast pilot, which will be run by the Aurel Foundation.", "R-swap", R,
     "funder and operator exchanged"),
    ("c36-2", "c36", "The Aurel Foundation has committed £2.4 million to the breakfast programme.", "S-coref", S,
     "the foundation = Aurel Foundation; the programme = the breakfast pilot"),
    ("c36-4", "c36", "The breakfast pilot has reduced absenteeism in the 40 schools.", "N-addition", N,
     "no outcomes reported"),
    ("c36-5", "c36", "The breakfast pilot will last five years.", "R-number", R,
     "three-year pilot"),
    # c37 company history
    ("c37-1", "c37", "Marrow & Finch moved its headquarters to Manchester before it opened its first shop.", "R-order", R,
     "first shop 1921, move 1958"),
    ("c37-2", "c37", "The Delacourt group was bought by Marrow & Finch in 1987.", "R-swap", R,
     "Delacourt bought Marrow & Finch in 1987"),
    ("c37-3", "c37", "The Delacourt group bought Marrow & Finch.", "S-passive", S,
     "active of 'The firm was bought by the Delacourt group', the firm = Marrow & Finch"),
    ("c37-4", "c37", "Marrow & Finch opened its first shop in Leeds in 1912.", "R-date", R,
     "1921"),
    ("c37-5", "c37", "Marrow & Finch was bought by the Delacourt group after it moved its headquarters to Manchester.", "S-order", S,
     "bought 1987, after the 1958 move"),
    # c38 rumour
    ("c38-1", "c38", "Pellan Motors is in talks to buy a stake in Voltra.", "N-hedge-dropped", N,
     "'reportedly', from anonymous sources"),
    ("c38-2", "c38", "Pellan Motors has bought a stake in Voltra.", "N-planned-done", N,
     "only reported talks"),
    ("c38-4", "c38", "Pellan Motors is reportedly in talks to buy a stake in a battery start-up.", "S-drop-modifier", S,
     "Voltra is a battery start-up; hedge kept"),
    ("c38-5", "c38", "Voltra was valued at $1.2 billion in 2025.", "S-drop-modifier", S,
     "drops 'in its last funding round' of a past valuation"),
]
