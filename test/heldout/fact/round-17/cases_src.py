"""Held-out fact set, round 17: contexts, claims and the FIRST hand reading (label + one-line justification).

Written from the public documentation only (README.md, the Fact section of docs/engines-text.md, the issue 25
excerpt) by someone who had not read the engine's code, its corpora, its tests, or any other held-out set.

Each case: (claim, reading-A label, category, reading-A justification).
Labels: S = SUPPORTED, R = REFUTED, N = NOT ENOUGH INFO. Categories start with S-, R- or N-.
The second, independent reading is in oracle.py; oracle.py keeps only the cases where both readings agree and
writes cases.json.
"""

CONTEXTS = [
    # ------------------------------------------------------------------ C01 company report
    ("C01", "company-report",
     "Halvorsen Maritime reported revenue of NOK 8.4 billion for 2025, up 11 percent from the year before. "
     "Operating costs rose 6 percent, while net profit fell to NOK 610 million. "
     "The company also said it plans to open a second yard in Bergen in 2027.",
     [
         ("Revenue of NOK 8.4 billion for 2025 was reported by Halvorsen Maritime.", "S", "S-passive",
          "passive of sentence 1, all roles kept"),
         ("Halvorsen Maritime's operating costs fell 6 percent.", "R", "R-antonym-compound",
          "the operating costs of the company the text is about rose 6 percent, not fell"),
         ("Halvorsen Maritime's net profit rose to NOK 610 million.", "R", "R-antonym",
          "net profit fell to NOK 610 million"),
         ("Halvorsen Maritime will open a second yard in Bergen in 2027.", "N", "N-attribution-plan",
          "only the company's statement of a plan; plan and source dropped"),
         ("Halvorsen Maritime reported revenue of NOK 8.4 billion for 2025, down 11 percent from the year before.",
          "R", "R-verbless-direction", "revenue was up 11 percent, not down"),
     ]),
    # ------------------------------------------------------------------ C02 sports
    ("C02", "sports",
     "Rosendal FK beat Vestby United 3-1 in the Norwegian Cup final on Sunday. "
     "Maren Solberg scored twice for Rosendal, and Ida Krogh added the third goal. "
     "It was the club's first cup title.",
     [
         ("Vestby United lost to Rosendal FK in the Norwegian Cup final.", "S", "S-converse",
          "beat/lost to converse, date dropped from a past event"),
         ("Rosendal FK won the Norwegian Cup final.", "S", "S-converse",
          "A beat B in the final states A won the final"),
         ("Vestby United won the Norwegian Cup final.", "R", "R-other-holder",
          "the final had one winner, Rosendal FK"),
         ("Maren Solberg scored three times for Rosendal in the final.", "R", "R-count",
          "she scored twice"),
         ("Maren Solberg was named player of the match.", "N", "N-addition",
          "no award is mentioned"),
     ]),
    # ------------------------------------------------------------------ C03 science
    ("C03", "science",
     "A team at the Tromso Polar Institute measured the thickness of sea ice at 40 sites in March 2025. "
     "The ice was thinner than in 2015 at only 31 of the sites. "
     "The researchers said the thinning was probably driven by warmer autumn water.",
     [
         ("The ice was thinner than in 2015 at every one of the 40 sites.", "R", "R-quantifier",
          "only 31 of the 40 sites"),
         ("Warmer autumn water drove the thinning of the sea ice.", "N", "N-hedge-dropped",
          "researchers said 'probably'; hedge and source dropped"),
         ("The thickness of sea ice at 40 sites was measured by a team at the Tromso Polar Institute.", "S",
          "S-passive", "passive of sentence 1, date dropped from one past event"),
         ("The team measured the thickness of sea ice at 40 sites in March 2024.", "R", "R-date",
          "the measurement was in March 2025"),
     ]),
    # ------------------------------------------------------------------ C04 law
    ("C04", "law",
     "The Court of Appeal on Tuesday overturned the conviction of Lena Dahl, a former finance director at Brekke "
     "Shipping, for fraud. The three judges ruled that the trial judge had misdirected the jury. "
     "Prosecutors said they would not seek a retrial.",
     [
         ("The Court of Appeal upheld the conviction of Lena Dahl.", "R", "R-antonym",
          "it overturned the conviction"),
         ("The conviction of Lena Dahl was overturned by the Court of Appeal.", "S", "S-passive",
          "passive of sentence 1"),
         ("Only two of the three judges ruled that the trial judge had misdirected the jury.", "R",
          "R-quantifier", "the three judges (all of them) ruled so"),
         ("Prosecutors will not seek a retrial.", "N", "N-attribution",
          "only what prosecutors said they would do"),
         ("Lena Dahl was acquitted at a retrial.", "N", "N-addition",
          "no retrial is reported"),
     ]),
    # ------------------------------------------------------------------ C05 travel
    ("C05", "travel",
     "The ferry from Skarnes to Holmoya runs four times a day in summer and twice a day in winter. "
     "A single adult ticket costs NOK 120; children under 12 travel free. "
     "The crossing takes about 50 minutes.",
     [
         ("In winter the ferry from Skarnes to Holmoya runs four times a day.", "R", "R-count",
          "twice a day in winter"),
         ("Children travel free on the ferry.", "N", "N-condition-dropped",
          "only children under 12 travel free"),
         ("The crossing from Skarnes to Holmoya takes about two hours.", "R", "R-number-unit",
          "about 50 minutes"),
         ("In summer the ferry from Skarnes to Holmoya runs four times a day.", "S", "S-list-member",
          "first conjunct of the gapped sentence"),
     ]),
    # ------------------------------------------------------------------ C06 medicine
    ("C06", "medicine",
     "In a 12-week trial of 480 adults with mild hypertension, Cardoril lowered systolic blood pressure by 9 mmHg "
     "compared with placebo. Dizziness was reported by 7 percent of participants taking Cardoril and 3 percent of "
     "those on placebo. The drug has not yet been approved in the European Union.",
     [
         ("In the 12-week trial, Cardoril raised systolic blood pressure by 9 mmHg compared with placebo.", "R",
          "R-antonym", "it lowered it by 9 mmHg"),
         ("Dizziness was less common among participants taking Cardoril than among those on placebo.", "R",
          "R-compare-values", "7 percent on Cardoril against 3 percent on placebo"),
         ("Cardoril has been approved in the European Union.", "R", "R-negation-coref",
          "'the drug' (Cardoril) has not been approved"),
         ("Cardoril lowers blood pressure in all adults.", "N", "N-wider-scope",
          "tested only in adults with mild hypertension"),
         ("Dizziness was reported by 7 percent of participants on placebo.", "R", "R-number",
          "3 percent on placebo; 7 percent was the Cardoril group"),
         ("In a 12-week trial, Cardoril lowered systolic blood pressure by 9 mmHg compared with placebo.", "S",
          "S-drop-modifier", "drops 'of 480 adults with mild hypertension' from the trial"),
     ]),
    # ------------------------------------------------------------------ C07 history
    ("C07", "history",
     "The Halden Canal was completed in 1877, eleven years after work began. "
     "It was built by a consortium led by the engineer Olav Brekke and financed largely by the city of Halden. "
     "Commercial traffic on the canal ended in 1961.",
     [
         ("The Halden Canal was completed before 1870.", "R", "R-date-bound", "completed in 1877"),
         ("A consortium led by Olav Brekke built the Halden Canal.", "S", "S-active-pronoun",
          "active of 'It was built by', It = the canal; 'the engineer' dropped"),
         ("Commercial traffic on the Halden Canal ended in 1916.", "R", "R-date", "it ended in 1961"),
         ("Work on the Halden Canal began in 1877.", "R", "R-date-arith",
          "work began eleven years before 1877"),
         ("Commercial traffic on the Halden Canal ended in 1961.", "S", "S-definite-description",
          "'the canal' is the Halden Canal"),
     ]),
    # ------------------------------------------------------------------ C08 release notes
    ("C08", "release-notes",
     "Version 4.2 of the Tessel desktop app adds offline mode for Windows and macOS. "
     "Offline mode is not available on Linux in this release. "
     "The update also removes the legacy sync engine, which was deprecated in version 3.8.",
     [
         ("Version 4.2 of the Tessel desktop app adds offline mode for Windows.", "S", "S-list-member",
          "list member dropped in an affirmative clause"),
         ("Offline mode is available on Linux in version 4.2 of the Tessel desktop app.", "R",
          "R-negation-coref", "'this release' (4.2): not available on Linux"),
         ("Version 4.2 of the Tessel desktop app adds the legacy sync engine.", "R", "R-antonym",
          "the update removes it"),
         ("The legacy sync engine was deprecated in version 3.6.", "R", "R-number", "deprecated in 3.8"),
         ("Version 4.2 of the Tessel desktop app adds offline mode for Android.", "N", "N-addition",
          "Android is not mentioned"),
         ("Version 4.2 of the Tessel desktop app makes offline mode available on every platform.", "R",
          "R-quantifier", "not on Linux"),
     ]),
    # ------------------------------------------------------------------ C09 policy
    ("C09", "policy",
     "From 1 January 2026, the city of Arvika will raise its parking fee in the centre from SEK 25 to SEK 32 an "
     "hour. Residents with a permit are exempt. "
     "The council approved the change by 31 votes to 14 in November.",
     [
         ("The council rejected the change to the parking fee in November.", "R", "R-antonym-decision",
          "it approved the change"),
         ("From 1 January 2026, the city of Arvika will cut its parking fee in the centre.", "R",
          "R-antonym-dated-plan", "it will raise it from that date"),
         ("From 1 January 2026, the city of Arvika will raise its parking fee in the centre from SEK 25 to "
          "SEK 35 an hour.", "R", "R-number", "to SEK 32"),
         ("The change was approved by the council in November.", "S", "S-passive",
          "passive, vote tally dropped"),
         ("The parking fee increase in Arvika was proposed by the mayor.", "N", "N-addition",
          "who proposed it is not said"),
     ]),
    # ------------------------------------------------------------------ C10 business news
    ("C10", "business",
     "On Monday, Corvina Brands agreed to buy Halvard Foods for 1.2 billion euros. "
     "The deal, which still needs approval from competition authorities, is expected to close in the second half "
     "of 2026. Halvard's founder, Nils Aune, will step down as chief executive once the sale completes.",
     [
         ("On Monday, Halvard Foods agreed to buy Corvina Brands.", "R", "R-swap-dated",
          "buyer and seller exchanged on the same day"),
         ("Corvina Brands agreed to buy Halvard Foods for 2.1 billion euros.", "R", "R-number",
          "for 1.2 billion euros"),
         ("The deal closed in the second half of 2026.", "N", "N-planned-done",
          "only expected to close then"),
         ("Nils Aune will stay on as chief executive after the sale completes.", "R", "R-phrasal",
          "he will step down once the sale completes"),
         ("Nils Aune founded Halvard Foods.", "S", "S-nominalisation",
          "apposition 'Halvard's founder, Nils Aune'"),
         ("On Monday, Corvina Brands agreed to acquire Halvard Foods.", "S", "S-synonym",
          "buy/acquire, price dropped"),
     ]),
    # ------------------------------------------------------------------ C11 sports
    ("C11", "sports",
     "Kenji Mori won the men's race at the Harbour Half Marathon in 61 minutes 12 seconds, 14 seconds ahead of "
     "Paulo Reis. Defending champion Omar Farah finished fifth. "
     "The women's race was won by Lucia Serra, who set a course record.",
     [
         ("Paulo Reis finished ahead of Kenji Mori in the men's race at the Harbour Half Marathon.", "R",
          "R-order", "Mori was 14 seconds ahead of Reis"),
         ("Omar Farah finished third in the men's race.", "R", "R-rank", "he finished fifth"),
         ("Lucia Serra won the women's race.", "S", "S-active", "active of the passive"),
         ("Kenji Mori won the men's race at the Harbour Half Marathon in 62 minutes 12 seconds.", "R",
          "R-number", "61 minutes 12 seconds"),
         ("Lucia Serra set a world record.", "N", "N-wider-scope", "a course record, not a world record"),
         ("Lucia Serra set a course record.", "S", "S-relative-pronoun", "'who' is Lucia Serra"),
     ]),
    # ------------------------------------------------------------------ C12 news
    ("C12", "news",
     "A fire broke out at a warehouse owned by Delmont Logistics in Rotherham early on Saturday. "
     "About 60 firefighters tackled the blaze, and nobody was injured. "
     "The cause of the fire is still under investigation.",
     [
         ("Two firefighters were injured.", "R", "R-negation-nobody", "nobody was injured"),
         ("About 600 firefighters tackled the blaze.", "R", "R-number", "about 60"),
         ("The fire was caused by an electrical fault.", "N", "N-addition", "cause still under investigation"),
         ("The blaze was tackled by about 60 firefighters.", "S", "S-passive", "passive of sentence 2"),
     ]),
    # ------------------------------------------------------------------ C13 economy news
    ("C13", "economy",
     "Norland's central bank kept its main rate at 4.25 percent on Thursday. "
     "Inflation slowed to 2.6 percent in October, down from 3.1 percent in September. "
     "Governor Eva Lund said a cut in December was possible.",
     [
         ("Norland's central bank raised its main rate on Thursday.", "R", "R-decision-kept",
          "it kept the rate unchanged"),
         ("Inflation was 3.1 percent in October.", "R", "R-number-level", "2.6 percent in October"),
         ("Norland's central bank will cut its main rate in December.", "N", "N-modality",
          "the governor only said a cut was possible"),
         ("Inflation was higher in October than in September.", "R", "R-compare-values",
          "2.6 percent in October against 3.1 percent in September"),
         ("Norland's central bank kept its main rate at 4.25 percent.", "S", "S-drop-time",
          "date dropped from one past decision"),
     ]),
    # ------------------------------------------------------------------ C14 field guide
    ("C14", "science",
     "The Sava salamander feeds mainly on insects and small snails. "
     "Adults reach a length of 14 centimetres, and females are larger than males. "
     "The species is found only above 900 metres in the Dinaric Alps.",
     [
         ("The Sava salamander feeds only on insects.", "R", "R-only-list", "also on small snails"),
         ("Male Sava salamanders are larger than females.", "R", "R-compare-swap",
          "females are larger than males"),
         ("The Sava salamander is found below 900 metres in the Dinaric Alps.", "R", "R-only-side",
          "only above 900 metres"),
         ("The Sava salamander is an endangered species.", "N", "N-addition", "status not mentioned"),
         ("Adult Sava salamanders reach a length of 140 millimetres.", "S", "S-unit-conversion",
          "14 cm = 140 mm"),
     ]),
    # ------------------------------------------------------------------ C15 company report (retail)
    ("C15", "company-report",
     "Brennmark opened 14 new stores in 2025 and closed 6, ending the year with 212 stores across Scandinavia. "
     "Online sales grew 18 percent, while sales in physical stores rose 3 percent. "
     "The company employs about 9,400 people.",
     [
         ("Brennmark closed 14 stores in 2025.", "R", "R-number-role", "it opened 14 and closed 6"),
         ("Sales in Brennmark's physical stores grew faster than its online sales.", "R", "R-compare-rates",
          "3 percent against 18 percent"),
         ("Brennmark ended 2025 with 221 stores.", "R", "R-number", "212 stores"),
         ("Brennmark opened 14 new stores in Denmark in 2025.", "N", "N-narrower-place",
          "where the stores opened is not said"),
         ("Brennmark employs about 4,900 people.", "R", "R-number-coref", "'the company' employs about 9,400"),
         ("Brennmark opened 14 new stores in 2025.", "S", "S-conjunct", "first conjunct of sentence 1"),
     ]),
    # ------------------------------------------------------------------ C16 parliament
    ("C16", "policy",
     "The Storting passed the fishing quota bill on Wednesday by 88 votes to 61. "
     "The Centre Party voted against the bill, while the Labour Party and the Conservatives supported it. "
     "The new quotas take effect in March.",
     [
         ("The Storting rejected the fishing quota bill.", "R", "R-antonym-decision", "it passed the bill"),
         ("The Centre Party voted for the fishing quota bill.", "R", "R-vote-side", "it voted against"),
         ("The Labour Party supported the fishing quota bill.", "S", "S-list-member-pronoun",
          "list member, 'it' = the bill"),
         ("The new quotas took effect in March.", "N", "N-planned-done", "they take effect in March (future)"),
         ("Only the Labour Party supported the fishing quota bill.", "R", "R-only-list",
          "the Conservatives supported it too"),
         ("The fishing quota bill was passed by the Storting.", "S", "S-passive", "passive, frames dropped"),
     ]),
    # ------------------------------------------------------------------ C17 history
    ("C17", "history",
     "Marta Vik became the first woman to chair the Bergen Chamber of Commerce in 1958. "
     "She held the post for twelve years and was succeeded by her deputy, Arne Holm. "
     "Before that, she had run her family's shipping firm since 1946.",
     [
         ("Arne Holm succeeded Marta Vik.", "S", "S-active-pronoun", "active of 'she was succeeded by'"),
         ("Marta Vik held the post of chair of the Bergen Chamber of Commerce for ten years.", "R",
          "R-number-pronoun", "she held it for twelve years"),
         ("Marta Vik became chair of the Bergen Chamber of Commerce in 1968.", "R", "R-date",
          "she became chair in 1958"),
         ("Marta Vik was the first woman to run a shipping firm in Bergen.", "N", "N-addition",
          "the 'first woman' is about the chamber"),
         ("Arne Holm had been Marta Vik's deputy.", "S", "S-apposition", "'her deputy, Arne Holm'"),
     ]),
    # ------------------------------------------------------------------ C18 museum notice
    ("C18", "travel",
     "The Hessel Museum is open every day except Monday from 10:00 to 17:00. "
     "In July and August, it stays open until 20:00 on Thursdays. "
     "Entry is free for visitors under 18.",
     [
         ("The Hessel Museum is open every day.", "R", "R-exception", "except Monday"),
         ("Entry to the Hessel Museum is free.", "N", "N-condition-dropped", "free only for visitors under 18"),
         ("In July and August, the Hessel Museum stays open until 21:00 on Thursdays.", "R", "R-time",
          "until 20:00"),
         ("In July and August, the Hessel Museum stays open until 20:00 on Thursdays.", "S", "S-pronoun",
          "'it' = the museum"),
         ("The Hessel Museum stays open until 20:00 on Thursdays all year round.", "N", "N-wider-period",
          "only in July and August"),
     ]),
    # ------------------------------------------------------------------ C19 public health
    ("C19", "medicine",
     "In 2025, 14 percent of adults in Finland smoked daily, down from 19 percent in 2015. "
     "Smoking was more common among men than among women. "
     "The health ministry wants to cut the rate to 5 percent by 2030.",
     [
         ("In 2025, 19 percent of adults in Finland smoked daily.", "R", "R-number", "14 percent in 2025"),
         ("Smoking was more common among women than among men.", "R", "R-compare-swap",
          "more common among men"),
         ("The share of adults in Finland who smoke daily will fall to 5 percent by 2030.", "N",
          "N-plan-as-fact", "only the ministry's aim"),
         ("In 2015, 19 percent of adults in Finland smoked daily.", "S", "S-starting-value",
          "'down from 19 percent in 2015'"),
         ("The share of adults in Finland who smoked daily rose between 2015 and 2025.", "R",
          "R-direction", "it fell from 19 to 14 percent"),
     ]),
    # ------------------------------------------------------------------ C20 tennis
    ("C20", "sports",
     "In the semi-final on Friday, Sofia Brandt defeated the top seed, Mia Kovac, 6-4, 3-6, 7-5. "
     "Brandt will face Elena Rossi in Sunday's final. "
     "Kovac had won the tournament in 2023 and 2024.",
     [
         ("In the semi-final on Friday, Mia Kovac beat Sofia Brandt.", "R", "R-swap-dated",
          "Brandt beat Kovac in that semi-final"),
         ("Mia Kovac was the top seed.", "S", "S-apposition", "'the top seed, Mia Kovac'"),
         ("Sofia Brandt won the tournament.", "N", "N-planned-done", "the final has not been played"),
         ("Mia Kovac won the semi-final on Friday.", "R", "R-antonym-contest", "she lost it to Brandt"),
         ("Mia Kovac had won the tournament only once, in 2024.", "R", "R-count",
          "she won it in 2023 and 2024"),
         ("Sofia Brandt beat Mia Kovac in the semi-final.", "S", "S-synonym", "defeated/beat, date dropped"),
     ]),
    # ------------------------------------------------------------------ C21 regulation
    ("C21", "law",
     "Under the new rules, all e-scooter riders must wear a helmet, except those riding on private land. "
     "Operators who fail to comply face fines of up to 5,000 euros. "
     "The rules were adopted by the regional assembly in June.",
     [
         ("Under the new rules, e-scooter riders on private land must wear a helmet.", "R", "R-exception",
          "riders on private land are excepted"),
         ("Under the new rules, e-scooter riders who do not wear a helmet face fines of up to 5,000 euros.",
          "N", "N-role-shift", "the fines are for operators"),
         ("Operators who fail to comply face fines of up to 50,000 euros.", "R", "R-number", "up to 5,000"),
         ("The regional assembly adopted the new rules in June.", "S", "S-active", "active of sentence 3"),
         ("The regional assembly rejected the new rules in June.", "R", "R-antonym-decision",
          "it adopted them"),
     ]),
    # ------------------------------------------------------------------ C22 aviation business
    ("C22", "business",
     "Kestrel Air carried 14.2 million passengers in 2025, 9 percent more than in 2024. "
     "Its load factor fell to 81 percent from 84 percent. "
     "The airline took over the regional carrier Norda Air in April.",
     [
         ("Kestrel Air carried fewer passengers in 2025 than in 2024.", "R", "R-compare-margin",
          "9 percent more in 2025"),
         ("Kestrel Air's load factor rose to 84 percent.", "R", "R-direction-pronoun",
          "it fell to 81 from 84"),
         ("In April, Norda Air took over Kestrel Air.", "R", "R-swap-phrasal-dated",
          "Kestrel Air took over Norda Air in April"),
         ("Kestrel Air took over Norda Air.", "S", "S-definite-description",
          "'the airline' = Kestrel Air; apposition and date dropped"),
         ("Kestrel Air carried more passengers in 2025 than any other Nordic airline.", "N",
          "N-superlative-added", "no comparison with other airlines"),
     ]),
    # ------------------------------------------------------------------ C23 astronomy
    ("C23", "science",
     "The Vega-3 telescope, installed in 2023, has a mirror 4.1 metres across. "
     "It detected the comet C/2025 K1 on 3 March, two weeks before any other observatory. "
     "Astronomers expect the comet to pass closest to the Sun in January 2027.",
     [
         ("The Vega-3 telescope was installed in 2021.", "R", "R-date", "installed in 2023"),
         ("The comet C/2025 K1 was detected by the Vega-3 telescope on 3 March.", "S", "S-passive-pronoun",
          "passive, It = the telescope"),
         ("Another observatory detected the comet C/2025 K1 before the Vega-3 telescope did.", "R",
          "R-order", "Vega-3 was two weeks before any other observatory"),
         ("The comet C/2025 K1 will pass closest to the Sun in January 2027.", "N", "N-hedge-dropped",
          "only what astronomers expect"),
         ("The Vega-3 telescope has a mirror 1.4 metres across.", "R", "R-number", "4.1 metres"),
     ]),
    # ------------------------------------------------------------------ C24 local news
    ("C24", "news",
     "The new bridge over the Lomma river was funded by the regional transport authority and built by Stenvik "
     "Construction. It cost SEK 420 million, about 15 percent more than planned, and opened to traffic in May. "
     "Cyclists and pedestrians can use it free of charge; cars pay a SEK 20 toll.",
     [
         ("Stenvik Construction funded the new bridge over the Lomma river.", "R", "R-swap-funder",
          "the authority funded it; Stenvik built it"),
         ("The new bridge over the Lomma river cost less than planned.", "R", "R-antonym-comparative",
          "about 15 percent more than planned"),
         ("Cars can use the new bridge over the Lomma river free of charge.", "R", "R-contradict-toll",
          "cars pay a SEK 20 toll"),
         ("The regional transport authority funded the new bridge over the Lomma river.", "S", "S-active",
          "active of the passive"),
         ("Pedestrians can use the new bridge over the Lomma river free of charge.", "S",
          "S-list-member-pronoun", "list member, it = the bridge"),
         ("The new bridge over the Lomma river opened to traffic in May 2024.", "N", "N-added-year",
          "the year is not given"),
     ]),
    # ------------------------------------------------------------------ C25 energy company
    ("C25", "company-report",
     "Ostrup Energi's output of wind power rose 12 percent in 2025, while output from its gas plants fell 8 "
     "percent. The company has closed two of its five gas plants since 2022. "
     "It aims to close the remaining three by 2030.",
     [
         ("Ostrup Energi's output from its gas plants grew faster than its output of wind power in 2025.", "R",
          "R-compare-rates", "gas output fell 8 percent, wind rose 12 percent"),
         ("Ostrup Energi has closed three of its five gas plants since 2022.", "R", "R-count",
          "two of its five"),
         ("Ostrup Energi will have closed all of its gas plants by 2030.", "N", "N-plan-as-fact",
          "only an aim"),
         ("Ostrup Energi has closed two gas plants since 2022.", "S", "S-partitive",
          "two of its five gas plants are two gas plants"),
         ("Ostrup Energi's output of wind power fell in 2025.", "R", "R-antonym", "it rose 12 percent"),
     ]),
    # ------------------------------------------------------------------ C26 election
    ("C26", "news",
     "In the Dolmen East by-election on Thursday, Ruth Ahmed of the Green Party won with 41 percent of the vote, "
     "ahead of the Liberal candidate, Tomas Berg, on 33 percent. "
     "Turnout was 38 percent, down from 52 percent at the general election.",
     [
         ("Tomas Berg won the Dolmen East by-election.", "R", "R-other-holder", "Ruth Ahmed won"),
         ("Ruth Ahmed won the Dolmen East by-election with 33 percent of the vote.", "R", "R-number",
          "41 percent"),
         ("Turnout in the Dolmen East by-election was higher than at the general election.", "R",
          "R-compare-values", "38 percent against 52 percent"),
         ("Ruth Ahmed won the Dolmen East by-election.", "S", "S-drop-modifier",
          "party, share and date dropped"),
         ("Tomas Berg conceded defeat on Thursday night.", "N", "N-addition", "not reported"),
     ]),
    # ------------------------------------------------------------------ C27 product sheet
    ("C27", "release-notes",
     "The Aster X2 headphones offer up to 30 hours of battery life, or 22 hours with noise cancellation switched "
     "on. They charge fully in 90 minutes over USB-C. The X2 does not support wireless charging.",
     [
         ("The Aster X2 headphones support wireless charging.", "R", "R-negation-definite",
          "'The X2' does not support it"),
         ("With noise cancellation switched on, the Aster X2 headphones offer up to 30 hours of battery life.",
          "R", "R-number-condition", "22 hours with noise cancellation on"),
         ("The Aster X2 headphones charge fully in an hour and a half.", "S", "S-unit-conversion",
          "90 minutes = 1.5 hours, They = the headphones"),
         ("The Aster X2 headphones offer up to 30 hours of battery life at full volume.", "N",
          "N-added-condition", "volume not mentioned"),
         ("The Aster X2 headphones charge fully in 60 minutes.", "R", "R-number", "90 minutes"),
     ]),
    # ------------------------------------------------------------------ C28 glaciology
    ("C28", "science",
     "Between 2000 and 2020, the Storbreen glacier lost about 14 percent of its volume. "
     "Its tongue retreated by 1.2 kilometres over the same period. "
     "Scientists at the Norwegian Polar Institute say melting has accelerated since 2010.",
     [
         ("Between 2000 and 2020, the Storbreen glacier gained about 14 percent of its volume.", "R",
          "R-antonym", "it lost 14 percent"),
         ("Between 2000 and 2020, the tongue of the Storbreen glacier retreated by 2.1 kilometres.", "R",
          "R-number-coref", "1.2 km over the same period"),
         ("Melting of the Storbreen glacier has accelerated since 2010.", "N", "N-attribution",
          "only what scientists say"),
         ("The tongue of the Storbreen glacier retreated between 2000 and 2020.", "S", "S-same-period",
          "'the same period' = 2000-2020; amount dropped"),
         ("Between 2000 and 2020, the tongue of the Storbreen glacier advanced.", "R", "R-antonym",
          "it retreated"),
     ]),
    # ------------------------------------------------------------------ C29 loan
    ("C29", "business",
     "In March 2024, Aldus Bank lent 75 million euros to the city of Varnes for a new tram line. "
     "The loan has a term of 15 years and a fixed rate of 3.4 percent. "
     "Construction of the line is due to begin in 2026.",
     [
         ("In March 2024, the city of Varnes lent 75 million euros to Aldus Bank.", "R", "R-swap-dated",
          "lender and borrower exchanged"),
         ("In March 2024, the city of Varnes borrowed 75 million euros from Aldus Bank.", "S", "S-converse",
          "lent to / borrowed from"),
         ("The loan has a fixed rate of 4.3 percent.", "R", "R-number", "3.4 percent"),
         ("Construction of the tram line began in 2026.", "N", "N-planned-done", "only due to begin"),
     ]),
    # ------------------------------------------------------------------ C30 cycling
    ("C30", "sports",
     "Lena Voss won the seventh stage of the Tour of Norway in a sprint, outsprinting Italy's Chiara Ferri. "
     "Voss now leads the points classification by 22 points. "
     "Her team-mate, Hanna Lie, remains in the overall lead.",
     [
         ("Chiara Ferri won the seventh stage of the Tour of Norway.", "R", "R-other-holder",
          "Lena Voss won it"),
         ("Lena Voss leads the points classification.", "S", "S-drop-modifier-shortname",
          "'Voss' = Lena Voss; margin dropped"),
         ("Lena Voss won the Tour of Norway.", "N", "N-wider-scope", "only a stage"),
         ("Lena Voss leads the points classification by 12 points.", "R", "R-number", "22 points"),
         ("Lena Voss won the seventh stage of the Tour of Norway.", "S", "S-drop-frame",
          "manner and participle dropped"),
     ]),
    # ------------------------------------------------------------------ C31 local history
    ("C31", "history",
     "St. Olaf's Church in Tonsberg was built of stone in the 1190s and is the oldest surviving building in the "
     "town. Its tower was added in 1860 after the original wooden spire burned down. "
     "The church was restored between 1998 and 2003.",
     [
         ("The tower of St. Olaf's Church was added before the original wooden spire burned down.", "R",
          "R-order", "added after the spire burned down"),
         ("The tower of St. Olaf's Church was added in 1680.", "R", "R-date-possessive", "in 1860"),
         ("St. Olaf's Church was restored between 1998 and 2003.", "S", "S-definite-description",
          "'the church' = St. Olaf's Church"),
         ("St. Olaf's Church was restored after a fire in 1997.", "N", "N-addition", "no such fire mentioned"),
         ("St. Olaf's Church in Tonsberg was built in the 1190s.", "S", "S-drop-modifier",
          "'of stone' dropped from a past event"),
     ]),
    # ------------------------------------------------------------------ C32 tech company results
    ("C32", "company-report",
     "Skyra reported 1.8 million paying customers at the end of September, up 15 percent from a year earlier. "
     "Revenue rose 22 percent to 310 million dollars in the third quarter, but the company posted a net loss of "
     "12 million dollars. Chief executive Dana Pike said Skyra expects to turn a profit next year.",
     [
         ("Skyra posted a net profit of 12 million dollars in the third quarter.", "R", "R-antonym-noun",
          "a net loss of 12 million"),
         ("Skyra's revenue fell 22 percent in the third quarter.", "R", "R-antonym", "it rose 22 percent"),
         ("Skyra will turn a profit next year.", "N", "N-attribution-hedge",
          "only what the chief executive said it expects"),
         ("Skyra's revenue rose 22 percent to 130 million dollars in the third quarter.", "R", "R-number",
          "to 310 million"),
         ("Skyra's number of paying customers rose 15 percent during the third quarter.", "N",
          "N-different-period", "the 15 percent is year on year"),
     ]),
    # ------------------------------------------------------------------ C33 education policy
    ("C33", "policy",
     "The education ministry plans to raise the compulsory school age from 16 to 17 from August 2027. "
     "Most of the 40 school boards consulted supported the proposal, but the teachers' union opposed it. "
     "Parliament will vote on the plan in the spring.",
     [
         ("All of the 40 school boards consulted supported the proposal.", "N", "N-most-to-all",
          "'most' does not give 'all'"),
         ("The teachers' union supported the proposal.", "R", "R-antonym", "it opposed the proposal"),
         ("Parliament has approved raising the compulsory school age to 17.", "N", "N-planned-done",
          "the vote is still to come"),
         ("The education ministry plans to raise the compulsory school age from 16 to 18.", "R",
          "R-number-plan", "to 17"),
         ("Few of the 40 school boards consulted supported the proposal.", "R", "R-quantifier",
          "most of them supported it"),
     ]),
    # ------------------------------------------------------------------ C34 gazetteer
    ("C34", "travel",
     "The Aune River rises in the Rondane mountains and flows south for 212 kilometres into Lake Mjosa. "
     "It is the longest river in the county. "
     "Its lower stretch is navigable by small boats between April and October.",
     [
         ("The Aune River flows north into Lake Mjosa.", "R", "R-direction", "it flows south"),
         ("The Aune River is the shortest river in the county.", "R", "R-superlative-antonym",
          "it is the longest"),
         ("The Aune River is navigable by small boats between April and October.", "N",
          "N-part-to-whole", "only its lower stretch"),
         ("The Aune River flows into Lake Mjosa.", "S", "S-drop-modifier", "direction and length dropped"),
         ("The Aune River flows south for 221 kilometres.", "R", "R-number", "212 kilometres"),
         ("The Aune River rises in the Jotunheimen mountains.", "R", "R-place", "it rises in the Rondane mountains"),
     ]),
    # ------------------------------------------------------------------ C35 hospital report
    ("C35", "medicine",
     "St. Bride's Hospital treated 48,000 patients in its emergency department in 2025, 6 percent more than in "
     "2024. Average waiting times fell from 4.1 hours to 3.6 hours. "
     "The hospital hired 120 nurses during the year but still has 40 vacancies.",
     [
         ("St. Bride's Hospital treated fewer patients in its emergency department in 2025 than in 2024.", "R",
          "R-compare-margin", "6 percent more in 2025"),
         ("Average waiting times at St. Bride's Hospital rose to 4.1 hours.", "R", "R-direction",
          "they fell from 4.1 to 3.6"),
         ("St. Bride's Hospital hired 120 nurses.", "S", "S-definite-description",
          "'the hospital' = St. Bride's; time dropped"),
         ("St. Bride's Hospital has no vacancies.", "R", "R-count-negation", "it still has 40 vacancies"),
         ("St. Bride's Hospital hired 120 nurses from abroad.", "N", "N-addition", "origin not said"),
     ]),
    # ------------------------------------------------------------------ C36 markets
    ("C36", "business",
     "Coffee prices rose 4 percent on Tuesday after frost damaged crops in southern Brazil, while cocoa prices "
     "dropped 2 percent. Traders said the frost may cut Brazil's next harvest by up to 10 percent.",
     [
         ("Cocoa prices rose 2 percent on Tuesday.", "R", "R-antonym-while", "cocoa dropped 2 percent"),
         ("Cocoa prices rose faster than coffee prices on Tuesday.", "R", "R-compare-rates",
          "cocoa -2 percent, coffee +4 percent"),
         ("The frost will cut Brazil's next harvest by 10 percent.", "N", "N-modality-attribution",
          "traders said it may cut it by up to 10 percent"),
         ("Frost damaged crops in Brazil.", "S", "S-drop-modifier", "'southern' dropped from a past event"),
     ]),
    # ------------------------------------------------------------------ C37 company news (people)
    ("C37", "business",
     "Dana Ellis stepped down as chief financial officer of Marlow Pharma in January after eight years. "
     "She was replaced by Peter Quist, previously the company's head of treasury. "
     "Marlow Pharma's shares fell 3 percent on the news.",
     [
         ("Peter Quist replaced Dana Ellis.", "S", "S-active-pronoun", "active of 'She was replaced by'"),
         ("Dana Ellis took over as chief financial officer of Marlow Pharma in January.", "R",
          "R-phrasal-antonym", "she stepped down in January"),
         ("Marlow Pharma's shares rose 3 percent on the news.", "R", "R-antonym", "they fell 3 percent"),
         ("Dana Ellis left Marlow Pharma in January.", "N", "N-wider",
          "stepping down as CFO need not be leaving the company"),
         ("Dana Ellis had been chief financial officer of Marlow Pharma for five years.", "R", "R-number",
          "eight years"),
     ]),
    # ------------------------------------------------------------------ C38 company report (two values, two sentences)
    ("C38", "company-report",
     "Lindqvist Foods' revenue rose 7 percent in 2025 to SEK 3.2 billion, and its operating margin was 9.5 percent. "
     "Its main rival, Ekholm Group, reported revenue of SEK 4.1 billion for 2025 and an operating margin of 11.2 "
     "percent. Ekholm's revenue grew 4 percent.",
     [
         ("Lindqvist Foods' revenue in 2025 was larger than Ekholm Group's.", "R", "R-compare-two-sentences",
          "SEK 3.2 billion against SEK 4.1 billion"),
         ("Ekholm Group's revenue grew faster than Lindqvist Foods' revenue in 2025.", "R",
          "R-compare-two-sentences", "4 percent against 7 percent"),
         ("Lindqvist Foods had a higher operating margin than Ekholm Group in 2025.", "R",
          "R-compare-two-sentences", "9.5 percent against 11.2 percent"),
         ("Ekholm Group reported revenue of SEK 4.1 billion for 2025.", "S", "S-conjunct",
          "one of two coordinated objects dropped"),
         ("Lindqvist Foods' revenue grew faster than the market in 2025.", "N", "N-addition",
          "no market figure is given"),
     ]),
    # ------------------------------------------------------------------ C39 travel (two values, two sentences)
    ("C39", "travel",
     "The Nordlys Express takes 6 hours 40 minutes from Oslo to Trondheim. "
     "The overnight coach on the same route takes 8 hours 10 minutes. "
     "A one-way rail ticket starts at NOK 349, while the coach costs NOK 420.",
     [
         ("The overnight coach from Oslo to Trondheim is faster than the Nordlys Express.", "R",
          "R-compare-two-sentences", "8 h 10 min against 6 h 40 min"),
         ("The Nordlys Express takes 8 hours 10 minutes from Oslo to Trondheim.", "R", "R-number-other-holder",
          "that is the coach's time; the train takes 6 h 40 min"),
         ("The overnight coach from Oslo to Trondheim takes 8 hours 10 minutes.", "S", "S-definite-description",
          "'the same route' = Oslo to Trondheim"),
         ("The Nordlys Express runs every day.", "N", "N-addition", "frequency not given"),
         ("A one-way rail ticket from Oslo to Trondheim costs NOK 349.", "N", "N-bound-dropped",
          "only 'starts at' NOK 349"),
     ]),
]

# Written, then trimmed for size and label balance BEFORE any run against the service (ids are CONTEXT-n, n counted
# from 1 in the lists above). Mostly repeated "another number" and antonym cases, so the set stays near 140 pairs
# in about 30/45/25 % proportions.
TRIMMED = {
    "C12-2", "C15-3", "C10-2", "C09-3", "C11-4", "C30-4", "C21-3", "C32-4", "C27-5", "C34-5", "C23-5", "C08-4",
    "C28-1", "C37-3", "C25-5", "C32-2", "C21-5", "C35-1", "C36-2", "C07-3", "C23-1", "C03-4", "C19-5", "C15-5",
    "C28-2", "C30-1", "C18-3", "C06-5", "C29-3", "C37-5", "C26-2", "C22-2", "C02-3", "C09-1", "C08-3", "C33-2",
    "C26-5", "C35-5", "C09-5",
    # trimmed after both readings, still before any run, to bring the set back near 140 once C38/C39 were added
    "C17-3", "C31-2", "C05-3", "C16-6", "C12-4", "C02-5", "C14-4", "C31-4",
}


def all_cases():
    """Every written case with its id, context and reading-A label (trimmed ones included, flagged)."""
    out = []
    for cid, register, context, cases in CONTEXTS:
        for i, (claim, label, category, why) in enumerate(cases, 1):
            out.append({"id": f"{cid}-{i}", "context_id": cid, "register": register, "context": context,
                        "claim": claim, "label_a": label, "category": category, "why_a": why,
                        "trimmed": f"{cid}-{i}" in TRIMMED})
    return out
