"""Held-out fact round 18: contexts and claims as written, with the author's first reading.

Each case: (context key, claim, first label, category, one-line justification).
Labels: SUPPORTED, REFUTED, NOT ENOUGH INFO (what the context entails for a careful reader).
Categories start with S-, R- or N- (the label family). The second, independent reading is in oracle.py.
"""

S, R, N = "SUPPORTED", "REFUTED", "NOT ENOUGH INFO"

CONTEXTS = {
    "c01": ("business", "Harwick Foods agreed on Monday to buy the Belgian snack maker Dorval for €210 million. The deal, which still needs approval from competition regulators, is expected to close in the first quarter of 2026. Harwick's chief executive, Lena Brandt, said the company would keep Dorval's factory in Ghent open."),
    "c02": ("sports", "Tomas Vidal scored twice as Calder Rovers beat Penmore City 3–1 on Saturday, and Ali Hassan added the third goal late in the second half. Penmore's only goal came from a penalty by their captain, Eoin Walsh. The win lifts Calder to second place in the table."),
    "c03": ("medicine", "In a trial of 320 adults with mild hypertension, the drug Veloran lowered systolic blood pressure by an average of 8 mmHg over twelve weeks compared with placebo. Side effects were reported in 14 percent of participants, most commonly dizziness. The researchers said larger studies were needed before the drug could be recommended."),
    "c04": ("law", "On 12 March, the High Court in Dunmere upheld a fine of £2.4 million imposed on Kessel Water for polluting the River Aske. The company had argued that the fine was excessive. Kessel Water said it would not appeal the ruling."),
    "c05": ("history", "The Halden Canal was completed in 1877, eleven years after construction began. It linked the port of Varn with the inland town of Osby and was used mainly to carry timber. Traffic declined after a railway reached Osby in 1902."),
    "c06": ("travel", "The ferry from Skarn to Holmvik runs every day except Sunday, with four crossings a day in summer and two in winter. A single adult ticket costs €14; children under 12 travel free. The crossing takes about 50 minutes."),
    "c07": ("policy", "The city council voted 27 to 12 on Tuesday to cut the tourist tax from €3 to €2 per night. The change takes effect in April. Hotel owners had campaigned for the cut for two years, while the Green group opposed it."),
    "c08": ("medicine", "Children under six should not be given Tussalin syrup. Adults may take up to 20 ml every four hours, but no more than four doses in 24 hours. The syrup can cause drowsiness, so patients should not drive after taking it."),
    "c09": ("release notes", "Version 4.2 of the Orbit app adds offline maps and removes the legacy sync option. Dark mode, previously available only on Android, now also works on iOS. The update requires iOS 16 or later."),
    "c10": ("news", "Priya Nandakumar won the Eastfield mayoral election on Sunday with 52 percent of the vote, ahead of the incumbent, Jonas Berg, who took 39 percent. Turnout was 46 percent, down from 51 percent in the previous election. Berg conceded defeat on Monday morning."),
    "c11": ("geography", "The Vessa River rises in the Kastel Mountains and flows east into Lake Orvin. It freezes every winter except in its lower stretch near Molle, where warm water from a power plant keeps it open. The river is navigable only below the town of Brenn."),
    "c12": ("business", "Kalmar Outdoor reported sales of 640 million kroner for 2024, up 6 percent from a year earlier. Operating profit, however, fell by a fifth as freight costs climbed. The company plans to open eight new stores in Norway next year."),
    "c13": ("sports", "Anna Solberg won the women's 10 km at the Bergen Run on Sunday in 32 minutes 10 seconds, finishing 14 seconds ahead of Mette Lunde. The defending champion, Ingrid Haug, came third. It was Solberg's first win in the race."),
    "c14": ("public health", "In 2025, 19 percent of adults in Norland smoked, down from 24 percent in 2019. Smoking fell fastest among people aged 18 to 24. Among adults over 65, however, the rate was unchanged."),
    "c15": ("law", "The jury acquitted Daniel Okoro of bribery but convicted him of making a false statement. He will be sentenced in June. His co-defendant, Ruth Amadi, was cleared of all charges."),
    "c16": ("travel", "The Hessel Museum is open from Tuesday to Sunday, 10:00 to 18:00, and closed on Mondays. Admission is free for visitors under 18. In winter, the last entry is at 16:30."),
    "c17": ("history", "Ada Fenn founded the Linwood Observatory in 1904 with money from her brother, the banker Hugh Fenn. She directed it until her death in 1931, when her former assistant, Clara Moss, took over."),
    "c18": ("transport", "The new tram line in Orsk is funded by the regional transport authority and operated by Vento Rail. It runs from the central station to the airport, with trams every eight minutes at peak times. Services start at 05:30 on weekdays."),
    "c19": ("science", "The marsh harrier feeds mainly on frogs and small birds. Most adults migrate to West Africa in autumn, although some birds in the south of the country stay all year. Females are larger than males."),
    "c20": ("economy", "The central bank of Elmaria kept its main interest rate at 4.25 percent on Wednesday, the third meeting in a row without a change. Two of the seven board members voted for a cut. The bank said inflation, at 3.1 percent in May, was still above its 2 percent target."),
    "c21": ("product", "The Varen E4 electric scooter has a range of 60 km on a full charge and a top speed of 25 km/h. Its battery takes four hours to charge. It comes in black, silver and sage green."),
    "c22": ("news", "A fire broke out at a warehouse owned by Delmont Logistics in Tarsk early on Friday. About 40 firefighters fought the blaze for six hours. No one was injured, but the building was destroyed."),
    "c23": ("business", "Brill Logistics, a wholly owned subsidiary of the Dutch group Vandermeer Holding, operates 14 depots in Scandinavia. It was acquired by Vandermeer in 2019 from the private equity firm Nordkap Partners."),
    "c24": ("sports", "In the Orlen Open final on Sunday, Marta Kowal beat the top seed, Elena Ruiz, 6–4, 7–5. Kowal, who is ranked 23rd in the world, had lost her three previous matches against Ruiz. The title is her first on clay."),
    "c25": ("gazetteer", "Maelby has about 48,000 inhabitants in the town proper and 112,000 in the wider district. It lies 30 km north of Tarsk on the River Aske. The town hall, built in 1612, is the oldest building in Maelby."),
    "c26": ("science", "A study of 1,200 nurses in Sweden found that those who worked night shifts for more than five years had a higher risk of type 2 diabetes. The study did not show that night work causes the disease, the authors stressed. Nurses on day shifts served as the comparison group."),
    "c27": ("business", "Northgate Rail appointed Sofia Reyes as chief executive on 3 May, replacing Mark Ellison, who retired after nine years in the role. Reyes previously ran the freight division. Ellison will remain on the board as an adviser until the end of the year."),
    "c28": ("science", "The Aldra space telescope, launched in 2021, observes in the infrared and orbits the Sun about 1.5 million km from Earth. Its main mirror is 4.2 metres across, smaller than that of its predecessor, Heron, which measured 5 metres. The mission is expected to last at least ten years."),
    "c29": ("finance", "In March 2024, the Kestrel Bank lent €75 million to the port authority of Varn to deepen the harbour. The loan runs for 20 years at a fixed rate of 3.2 percent. The port authority had borrowed from Kestrel once before, in 2015."),
    "c30": ("sports", "Arden City scored 71 goals and conceded 38 in the 2024 season, while Brookfield United scored 64 and conceded 29. Brookfield won the title by two points. Arden's striker, Jonas Eke, was the league's top scorer with 24 goals."),
    "c31": ("policy", "Under the new rules, every employee except interns must complete the security training by 30 June. Staff who miss the deadline will lose access to the internal network until they finish the course. Contractors are covered by a separate policy."),
    "c32": ("history", "The Varlow Bridge opened in 1934, two years after the Orsk tunnel. It was closed to cars in 1998 and has been used only by pedestrians and cyclists since then. A plaque on the bridge honours its designer, the engineer Rosa Lind."),
    "c33": ("environment", "Between 2000 and 2020, the Hallan Glacier lost 14 percent of its volume. Its tongue retreated by 1.2 kilometres over the same period. Scientists expect the loss to accelerate as summers get warmer."),
    "c34": ("consumer", "Skyra's basic plan costs €12 a month and includes 20 GB of data. The premium plan, at €25 a month, adds unlimited calls to 30 countries. Neither plan includes roaming outside the EU."),
    "c35": ("politics", "The senate passed the fishing quota bill by 52 votes to 48 on Friday after a six-hour debate. All 12 senators from the coastal provinces voted against it. The bill now goes to the lower house, which is expected to vote in May."),
    "c36": ("travel", "Northwind Air will cut its Oslo–Riga route from daily flights to three a week from October, citing weak demand. The Oslo–Tallinn route is unaffected. The airline carried 2.3 million passengers last year, 8 percent more than the year before."),
    "c37": ("lab report", "In the lab's tests, the KR-9 coating protected steel from rust for 18 months in fresh water but only six months in salt water. The coating is not suitable for surfaces above 120 °C. A cheaper version, KR-7, failed after three months in both."),
    "c38": ("education", "Three of the nine schools in the Dorn district will close in July because of falling pupil numbers. The remaining six will take in their pupils. The decision, taken by the county council on 4 March, was opposed by most parents' associations."),
    "c39": ("business", "Marlow Pharma was founded in Leeds in 1987 by two chemists, Ian Cole and Priya Shah. In 2021 it was bought by the American group Ostrava Health for $1.2 billion. Cole left the company in 2005; Shah remained chief scientist until 2022."),
    "c40": ("weather", "July 2025 was the wettest July on record in Kelby, with 212 mm of rain, more than twice the monthly average. Temperatures, by contrast, were close to normal. Flooding closed the main road to Arnhem for three days."),
}

CASES = [
    # c01 acquisition agreed
    ("c01", "On Monday, Dorval agreed to buy Harwick Foods.", R, "R-swap-dated", "Harwick agreed to buy Dorval on Monday; buyer and target exchanged on the same day"),
    ("c01", "Lena Brandt said Harwick would shut Dorval's factory in Ghent.", R, "R-antonym", "she said the company would keep the factory open"),
    ("c01", "Harwick Foods has completed its purchase of Dorval.", N, "N-modality", "only agreed; the deal still needs approval and is expected to close later"),
    ("c01", "Dorval was bought by Harwick Foods.", N, "N-modality", "an agreement to buy, not a completed purchase"),
    # c02 match
    ("c02", "Ali Hassan scored two goals for Calder Rovers.", R, "R-count", "Vidal scored twice; Hassan added the third goal, one goal"),
    ("c02", "Eoin Walsh, Penmore's captain, scored their goal from a penalty.", S, "S-paraphrase", "Penmore's only goal came from a penalty by their captain Eoin Walsh"),
    ("c02", "After the win, Calder Rovers lead the table.", R, "R-rank", "the win lifts Calder to second place"),
    ("c02", "Tomas Vidal scored the opening goal.", N, "N-unstated", "the order of the goals is not given"),
    # c03 trial
    ("c03", "In the trial, Veloran raised systolic blood pressure by about 8 mmHg.", R, "R-antonym", "it lowered systolic pressure by 8 mmHg"),
    ("c03", "Every participant in the trial reported side effects.", R, "R-quantifier", "side effects were reported in 14 percent of participants"),
    ("c03", "Dizziness was the most frequently reported side effect.", S, "S-paraphrase", "side effects ... most commonly dizziness"),
    ("c03", "Dizziness was reported by 14 percent of participants.", N, "N-part-whole", "14 percent reported any side effect; how many had dizziness is not given"),
    # c04 court
    ("c04", "The High Court overturned the fine imposed on Kessel Water.", R, "R-decision", "the court upheld the fine"),
    ("c04", "Kessel Water said it would appeal against the ruling.", R, "R-negation", "it said it would not appeal"),
    ("c04", "On 12 March the court in Dunmere upheld the £2.4 million fine against Kessel Water.", S, "S-paraphrase", "restates the first sentence"),
    # c05 canal
    ("c05", "The Halden Canal was finished before 1870.", R, "R-date", "it was completed in 1877"),
    ("c05", "Work on the Halden Canal started in 1866.", S, "S-arithmetic", "completed 1877, eleven years after construction began"),
    ("c05", "The railway arrived in Osby before the canal was completed.", R, "R-order", "railway 1902, canal 1877"),
    # c06 ferry
    ("c06", "The Skarn ferry sails every day of the week.", R, "R-exception", "it runs every day except Sunday"),
    ("c06", "The ferry runs on Saturdays.", S, "S-entailment", "every day except Sunday includes Saturday"),
    ("c06", "A single ticket costs €14.", N, "N-frame-dropped", "€14 is the adult fare; children travel free"),
    # c07 tourist tax
    ("c07", "The council voted to raise the tourist tax.", R, "R-antonym", "it voted to cut the tax"),
    ("c07", "Twelve councillors voted in favour of the cut.", R, "R-swap-number", "27 voted for it; 12 is the number against"),
    ("c07", "Most political groups on the council supported the cut.", N, "N-unstated", "only the Green group's position is given"),
    # c08 syrup
    ("c08", "Tussalin syrup should be given to children under six.", R, "R-negation", "children under six should not be given it"),
    ("c08", "Adults may take as many as six doses in a 24-hour period.", R, "R-number", "no more than four doses in 24 hours"),
    ("c08", "Tussalin can make patients drowsy.", S, "S-paraphrase", "the syrup can cause drowsiness"),
    ("c08", "Tussalin syrup causes drowsiness in every patient.", N, "N-modality", "it can cause drowsiness; not said to do so always"),
    ("c08", "Tussalin syrup is safe for eight-year-olds.", N, "N-unstated", "only under-sixes and adults are addressed"),
    # c09 release notes
    ("c09", "Dark mode is available only on Android.", R, "R-only", "dark mode now also works on iOS"),
    ("c09", "The update can be installed on iOS 15.", R, "R-bound", "the update requires iOS 16 or later"),
    ("c09", "Offline maps arrive with version 4.2 of the Orbit app.", S, "S-paraphrase", "version 4.2 adds offline maps"),
    # c10 election
    ("c10", "Jonas Berg won the Eastfield mayoral election.", R, "R-role-holder", "Nandakumar won; Berg lost"),
    ("c10", "Turnout rose compared with the previous election.", R, "R-direction", "turnout was 46 percent, down from 51"),
    ("c10", "Priya Nandakumar is a member of the Labour Party.", N, "N-unstated", "no party is named"),
    # c11 river
    ("c11", "The Vessa flows from Lake Orvin into the Kastel Mountains.", R, "R-direction", "it rises in the mountains and flows into the lake"),
    ("c11", "The Vessa freezes every winter near Molle.", R, "R-exception", "the lower stretch near Molle is the exception"),
    ("c11", "Boats can navigate the Vessa above Brenn.", R, "R-only", "navigable only below Brenn"),
    ("c11", "The Vessa River ends in Lake Orvin.", S, "S-paraphrase", "it flows east into Lake Orvin"),
    # c12 results
    ("c12", "Kalmar Outdoor reported sales of 640 million euros for 2024.", R, "R-currency", "the sales were 640 million kroner"),
    ("c12", "Kalmar Outdoor will open eight new stores in Norway next year.", N, "N-modality", "the company plans to; a plan is not a fact"),
    ("c12", "Kalmar Outdoor plans to open ten new stores in Norway next year.", R, "R-plan-number", "the plan is for eight stores"),
    ("c12", "Freight costs went up for Kalmar Outdoor.", S, "S-paraphrase", "freight costs climbed"),
    # c13 race
    ("c13", "Mette Lunde finished ahead of Anna Solberg in the women's 10 km.", R, "R-order", "Solberg finished 14 seconds ahead of Lunde"),
    ("c13", "Anna Solberg won the women's 10 km in 32 minutes 10 seconds.", S, "S-modifier-drop", "drops the place and day"),
    ("c13", "Mette Lunde came second in the women's 10 km.", N, "N-unstated", "Lunde was behind Solberg and Haug was third, but Lunde's place is not given"),
    # c14 smoking
    ("c14", "In 2025, 24 percent of adults in Norland smoked.", R, "R-number", "19 percent in 2025; 24 was 2019"),
    ("c14", "Smoking declined in every age group.", R, "R-quantifier", "over-65s were unchanged"),
    ("c14", "In 2019, 24 percent of Norland's adults smoked.", S, "S-start-value", "down from 24 percent in 2019"),
    ("c14", "Smoking fell among people aged 18 to 24.", S, "S-superlative-drop", "it fell fastest there, so it fell"),
    # c15 trial
    ("c15", "Daniel Okoro was convicted of bribery.", R, "R-antonym", "he was acquitted of bribery"),
    ("c15", "Okoro was sentenced in June.", N, "N-tense", "he will be sentenced in June; not yet"),
    ("c15", "The jury found Okoro guilty of making a false statement.", S, "S-paraphrase", "convicted him of making a false statement"),
    # c16 museum
    ("c16", "The Hessel Museum opens on Mondays.", R, "R-antonym", "closed on Mondays"),
    ("c16", "The last entry is at 16:30.", N, "N-frame-dropped", "16:30 holds in winter only"),
    ("c16", "In winter, the last entry to the Hessel Museum is at 17:30.", R, "R-number", "16:30 in winter"),
    ("c16", "The museum closes at 18:00 on Saturdays.", S, "S-entailment", "open Tuesday to Sunday until 18:00"),
    ("c16", "Adult admission to the Hessel Museum costs €12.", N, "N-unstated", "no adult price is given"),
    # c17 observatory
    ("c17", "Hugh Fenn founded the Linwood Observatory.", R, "R-role-holder", "Ada Fenn founded it; Hugh supplied money"),
    ("c17", "Clara Moss directed the observatory before Ada Fenn did.", R, "R-order", "Moss took over after Ada Fenn's death"),
    ("c17", "Ada Fenn died in 1931.", S, "S-paraphrase", "her death in 1931"),
    ("c17", "Hugh Fenn, Ada's brother, was a banker.", S, "S-apposition", "her brother, the banker Hugh Fenn"),
    # c18 tram
    ("c18", "Vento Rail pays for the Orsk tram line.", N, "N-role-swap", "the authority funds it, Vento operates it; whether Vento also pays is not said"),
    ("c18", "Services on the Orsk tram line begin at 06:30 on weekdays.", R, "R-number", "they start at 05:30"),
    ("c18", "Vento Rail runs the new tram line in Orsk.", S, "S-synonym", "operated by Vento Rail"),
    ("c18", "Trams run every eight minutes throughout the day.", N, "N-frame-widened", "the interval is given for peak times only"),
    # c19 harrier
    ("c19", "The marsh harrier feeds only on frogs.", R, "R-only", "mainly on frogs and small birds"),
    ("c19", "Male marsh harriers are bigger than females.", R, "R-comparison", "females are larger"),
    ("c19", "Some marsh harriers in the south of the country do not migrate.", S, "S-paraphrase", "some birds in the south stay all year"),
    ("c19", "All marsh harriers in the south of the country stay all year.", N, "N-quantifier", "some of them do; all is not given"),
    # c20 central bank
    ("c20", "The central bank of Elmaria raised its main interest rate on Wednesday.", R, "R-decision", "it kept the rate at 4.25 percent"),
    ("c20", "All seven board members voted to hold the rate.", R, "R-quantifier", "two of the seven voted for a cut"),
    ("c20", "Elmaria's central bank left its rate unchanged for the third meeting running.", S, "S-paraphrase", "the third meeting in a row without a change"),
    ("c20", "According to the bank, inflation stood at 3.1 percent in May.", S, "S-attribution-kept", "the bank said inflation, at 3.1 percent in May"),
    # c21 scooter
    ("c21", "The Varen E4 is sold only in black.", R, "R-only", "it comes in black, silver and sage green"),
    ("c21", "The Varen E4's battery charges fully in two hours.", R, "R-number", "it takes four hours"),
    ("c21", "The Varen E4 is available in silver.", S, "S-list-member", "comes in black, silver and sage green"),
    ("c21", "On a full charge, the Varen E4 can travel 60,000 metres.", S, "S-unit", "a range of 60 km"),
    ("c21", "The Varen E4 weighs 18 kg.", N, "N-unstated", "no weight is given"),
    # c22 fire
    ("c22", "Two workers were hurt in the warehouse fire.", R, "R-negation", "no one was injured"),
    ("c22", "Firefighters fought the blaze for six hours.", S, "S-modifier-drop", "about 40 firefighters fought it for six hours"),
    ("c22", "The fire was started deliberately.", N, "N-unstated", "the cause is not given"),
    # c23 subsidiary
    ("c23", "Vandermeer Holding is a subsidiary of Brill Logistics.", R, "R-one-way", "Brill is the subsidiary of Vandermeer"),
    ("c23", "In 2019 Nordkap Partners bought Brill Logistics from Vandermeer.", R, "R-swap-dated", "Vandermeer bought it from Nordkap in 2019"),
    ("c23", "Brill Logistics operates 14 depots in Scandinavia.", S, "S-apposition-drop", "restates the main clause without the apposition"),
    ("c23", "Vandermeer Holding owns Brill Logistics.", S, "S-paraphrase", "a wholly owned subsidiary of Vandermeer"),
    # c24 tennis
    ("c24", "Elena Ruiz won the Orlen Open final.", R, "R-role-holder", "Kowal beat Ruiz in the final"),
    ("c24", "Marta Kowal won the Orlen Open final against Elena Ruiz.", S, "S-paraphrase", "Kowal beat Ruiz in the final"),
    # c25 gazetteer
    ("c25", "Maelby lies south of Tarsk.", R, "R-direction", "30 km north of Tarsk"),
    ("c25", "Maelby has 112,000 inhabitants.", N, "N-frame-dropped", "112,000 is the wider district, 48,000 the town proper"),
    ("c25", "The town hall is the newest building in Maelby.", R, "R-superlative", "it is the oldest"),
    ("c25", "Maelby's town hall dates from the 17th century.", S, "S-arithmetic", "built in 1612"),
    # c26 nurses
    ("c26", "The study showed that night work causes type 2 diabetes.", R, "R-negation", "the study did not show causation"),
    ("c26", "According to the study, long-term night-shift nurses had a lower risk of type 2 diabetes.", R, "R-antonym", "the study found a higher risk"),
    ("c26", "Working night shifts for more than five years causes type 2 diabetes.", N, "N-attribution", "a finding of association only, causation explicitly not shown"),
    ("c26", "The nurses in the study were from Sweden.", S, "S-paraphrase", "a study of 1,200 nurses in Sweden"),
    # c27 chief executive
    ("c27", "On 3 May, Mark Ellison replaced Sofia Reyes as chief executive of Northgate Rail.", R, "R-swap-dated", "Reyes replaced Ellison on 3 May"),
    ("c27", "Ellison left Northgate Rail's board on 3 May.", R, "R-contradiction", "he remains on the board until the end of the year"),
    ("c27", "Before becoming chief executive, Reyes ran the freight division.", S, "S-paraphrase", "Reyes previously ran the freight division"),
    ("c27", "Sofia Reyes was chosen over two other candidates.", N, "N-unstated", "no candidates are mentioned"),
    # c28 telescope
    ("c28", "Aldra's main mirror is larger than Heron's.", R, "R-comparison", "4.2 m, smaller than Heron's 5 m"),
    ("c28", "The Aldra mission will last ten years.", N, "N-modality", "expected to last at least ten years"),
    ("c28", "Heron's main mirror measured five metres across.", S, "S-number-words", "Heron ... measured 5 metres"),
    ("c28", "Aldra orbits the Sun roughly 1.5 million kilometres from Earth.", S, "S-paraphrase", "about 1.5 million km from Earth"),
    # c29 loan
    ("c29", "In March 2024, the port authority of Varn lent €75 million to the Kestrel Bank.", R, "R-swap-dated", "the bank lent to the port authority"),
    ("c29", "In March 2024 the port authority of Varn borrowed €75 million from the Kestrel Bank.", S, "S-converse", "lent to = borrowed from"),
    ("c29", "The March 2024 loan was the first time the port authority had borrowed from Kestrel.", R, "R-contradiction", "it had borrowed from Kestrel once before, in 2015"),
    ("c29", "The 2015 loan was also for €75 million.", N, "N-unstated", "the 2015 amount is not given"),
    # c30 league
    ("c30", "Brookfield United scored more goals than Arden City in the 2024 season.", R, "R-comparison", "Arden 71, Brookfield 64"),
    ("c30", "In 2024 Brookfield United conceded fewer goals than Arden City.", S, "S-comparison", "29 against 38"),
    ("c30", "Jonas Eke scored in every match of the season.", N, "N-unstated", "only his total is given"),
    # c31 training
    ("c31", "Every employee, interns included, must complete the security training by 30 June.", R, "R-exception", "interns are excepted"),
    ("c31", "Interns must complete the security training by 30 June.", R, "R-exception", "the rule applies to every employee except interns"),
    ("c31", "Contractors must complete the security training by 30 June.", N, "N-unstated", "contractors are under a separate policy, not described"),
    ("c31", "Staff who miss the deadline will be cut off from the internal network until they complete the course.", S, "S-paraphrase", "will lose access to the internal network until they finish"),
    # c32 bridge
    ("c32", "The Varlow Bridge opened before the Orsk tunnel.", R, "R-order", "the bridge opened two years after the tunnel"),
    ("c32", "Since 1998 the Varlow Bridge has been used only by pedestrians.", R, "R-only-list", "pedestrians and cyclists"),
    ("c32", "The Orsk tunnel opened in 1932.", S, "S-arithmetic", "bridge 1934, two years after the tunnel"),
    ("c32", "The bridge was designed by the engineer Rosa Lind.", S, "S-passive", "its designer, the engineer Rosa Lind"),
    # c33 glacier
    ("c33", "Between 2000 and 2020 the Hallan Glacier gained 14 percent in volume.", R, "R-antonym", "it lost 14 percent"),
    ("c33", "The Hallan Glacier's loss of ice will speed up.", N, "N-modality", "scientists expect it; a forecast"),
    ("c33", "The Hallan Glacier shrank between 2000 and 2020.", S, "S-paraphrase", "lost 14 percent of its volume"),
    # c34 plans
    ("c34", "Roaming outside the EU is included in the premium plan.", R, "R-negation", "neither plan includes it"),
    ("c34", "Skyra's premium plan is more expensive than its basic plan.", S, "S-comparison", "€25 against €12 a month"),
    ("c34", "The premium plan offers unlimited calls to every country.", R, "R-quantifier", "to 30 countries"),
    ("c34", "The premium plan includes 50 GB of data.", N, "N-unstated", "the premium plan's data is not given"),
    # c35 senate
    ("c35", "The senate rejected the fishing quota bill.", R, "R-decision", "it passed the bill"),
    ("c35", "Some senators from the coastal provinces voted for the bill.", R, "R-quantifier", "all 12 voted against"),
    ("c35", "The lower house voted on the bill in May.", N, "N-modality", "it is expected to; not reported as done"),
    ("c35", "The senate approved the fishing quota bill by 52 votes to 48.", S, "S-synonym", "passed by 52 votes to 48"),
    # c36 airline
    ("c36", "Northwind Air will add flights on its Oslo–Riga route from October.", R, "R-antonym", "it will cut the route to three a week"),
    ("c36", "Northwind Air carried fewer passengers last year than the year before.", R, "R-comparison", "8 percent more"),
    ("c36", "The Oslo–Riga route is losing money.", N, "N-unstated", "weak demand is cited; losses are not stated"),
    # c37 coating
    ("c37", "In salt water, KR-9 protected steel from rust for 18 months.", R, "R-frame-value", "six months in salt water"),
    ("c37", "KR-7 lasted longer than KR-9 in fresh water.", R, "R-comparison", "KR-7 failed after three months, KR-9 lasted 18"),
    ("c37", "KR-7 costs less than KR-9.", S, "S-paraphrase", "a cheaper version, KR-7"),
    ("c37", "The KR-9 coating protected steel from rust for 18 months.", N, "N-frame-dropped", "18 months in fresh water only; six in salt water"),
    # c38 schools
    ("c38", "All nine schools in the Dorn district will close in July.", R, "R-quantifier", "three of the nine"),
    ("c38", "On 4 March the county council decided to close three schools in the Dorn district.", S, "S-paraphrase", "the decision, taken by the council on 4 March"),
    ("c38", "Most parents' associations backed the decision.", R, "R-antonym", "most opposed it"),
    ("c38", "Six of the Dorn district's schools will stay open.", S, "S-arithmetic", "the remaining six will take in the pupils"),
    # c39 company history
    ("c39", "Ian Cole founded Marlow Pharma on his own.", R, "R-only", "founded by Cole and Shah"),
    ("c39", "In 2021 Marlow Pharma bought Ostrava Health.", R, "R-swap-dated", "Ostrava bought Marlow in 2021"),
    ("c39", "Marlow Pharma was set up in Leeds.", S, "S-synonym", "founded in Leeds"),
    ("c39", "Both founders of Marlow Pharma were chemists.", S, "S-paraphrase", "two chemists, Cole and Shah"),
    # c40 weather
    ("c40", "July 2025 was the driest July on record in Kelby.", R, "R-superlative", "the wettest"),
    ("c40", "Kelby recorded 212 mm of rain in July 2025.", S, "S-paraphrase", "with 212 mm of rain"),
    ("c40", "The flooding in Kelby damaged homes.", N, "N-unstated", "only the road closure is reported"),
    # added to raise the share of undecidable claims
    ("c24", "Kowal is ranked higher in the world than Ruiz.", N, "N-unstated", "Ruiz's world ranking is not given (being top seed of this event does not state it)"),
    ("c02", "Penmore City's goal came in the second half.", N, "N-unstated", "the time of Penmore's goal is not given"),
    ("c14", "Smoking fell among women in Norland.", N, "N-unstated", "no figures by sex are given"),
    ("c20", "The central bank of Elmaria will cut its rate at its next meeting.", N, "N-unstated", "nothing about the next meeting is said"),
    ("c39", "Ostrava Health is based in New York.", N, "N-unstated", "only 'American group' is said"),
    ("c27", "Mark Ellison retired because of ill health.", N, "N-unstated", "no reason for the retirement is given"),
]
