# Hand-labelled (context, claim) pairs for the fact engine, held-out round 7.
# Each row: (context key, claim, category, reading A, reading B, note).
# Labels: S = SUPPORTED, R = REFUTED, N = NOT ENOUGH INFO. Reading A was made while writing the claim, reading B in
# a separate second pass over the finished table, claim by claim, against the context only. Rows where the two
# readings differ are dropped by oracle.py and listed in the README.

CONTEXTS = {
    "halvard": "On Tuesday, Halvard Foods agreed to buy the frozen-pizza maker Corvina Brands for $215 million in cash. "
               "The deal, which still requires approval from competition regulators, is expected to close in the first "
               "quarter of next year. Corvina, founded in 1987 in Ravenna, employs about 900 people.",
    "cupfinal": "Dunmore Rovers beat Ashcombe City 3-1 in the cup final at Harwick Park on Saturday. Leila Osei scored "
                "twice for Rovers, and Marta Kovač added the third goal in stoppage time. Ashcombe's only goal came "
                "from a penalty by Jonas Pirk.",
    "selva": "The Selva River rises in the Orrin Hills and flows west for 212 kilometres into the Gulf of Merra. Its "
             "largest tributary is the Dane, which joins it at the town of Caddow. The river freezes every winter "
             "except along its tidal lower reach.",
    "velmastat": "In a randomised trial of 640 adults with mild hypertension, the drug velmastat lowered systolic blood "
                 "pressure by an average of 9 mmHg compared with placebo. Side effects were reported by 12 percent of "
                 "patients on velmastat and 10 percent on placebo. The researchers said the drug may also reduce the "
                 "risk of stroke, but the trial was not designed to test this.",
    "varlen": "The Treaty of Varlen, signed on 4 June 1683, ended the war between the Duchy of Kessa and the Republic of "
              "Morvel. Under its terms, Kessa ceded the port of Tirrin to Morvel but kept the islands of the Ober "
              "archipelago. The treaty was negotiated by the Morvelian envoy Piet Halloran.",
    "boiling": "Pure water boils at 100 °C at sea level. On the summit of Mount Tarrow, at 4,100 metres, pure water "
               "boils at about 86 °C because the air pressure there is lower than at sea level.",
    "branmoor": "From 1 January 2027, the city of Branmoor will charge a congestion fee of £6 a day for petrol and "
                "diesel cars entering the centre. Electric vehicles and taxis are exempt from the fee. The council had "
                "originally proposed a fee of £8 but reduced it after a public consultation.",
    "kettering": "Kettering Mobility, a subsidiary of the Dutch group Vandermeer Holding, operates 140 electric buses "
                 "in Lisbourne. The buses were financed by the Northern Investment Bank, which lent Kettering Mobility "
                 "€75 million in 2024.",
    "marathon": "At the Terrano marathon on Sunday, Ruth Kibet won the women's race in 2:21:07, ahead of Anna Lind, "
                "who finished second. Defending champion Mei Tanaka finished fifth. Kibet's time was a course record.",
    "fenn": "The Court of Appeal overturned the conviction of former mayor Dario Fenn on Thursday. Prosecutors said "
            "they would seek a retrial.",
    "harrier": "The marsh harrier feeds mainly on frogs and small birds. Most adults migrate south to West Africa in "
               "autumn, but some birds in southern Spain stay all year.",
    "pellam": "A fire broke out at a textile warehouse in Pellam early on Monday. About 60 workers were evacuated, and "
              "no one was injured. Investigators believe the fire was started by a faulty heater.",
    "ferrow": "Ferrow Telecom's revenue rose 4 percent to 3.2 billion euros in 2025, while its net profit fell to 410 "
              "million euros from 455 million euros a year earlier. The company cut its dividend and announced plans "
              "to sell its tower business.",
    "harrow": "The Harrow Street Bridge was designed by the engineer Clara Moss and opened to traffic in 1911. It is "
              "340 metres long and carries two tram lines. Pedestrians and cyclists use a separate footbridge built "
              "alongside it in 1998.",
    "kelvary": "Under the new rules, every resident over 65 qualifies for free bus travel in Kelvary, except during "
               "the morning peak between 7:00 and 9:30. Residents under 65 pay the standard fare unless they hold a "
               "disability card.",
    "norra": "The Norra X2 phone comes in black and silver and has a 6.1-inch screen. Its battery lasts up to 22 hours "
             "of video playback, according to the manufacturer.",
    "sladek": "The physicist Irena Sladek was born in Brno in 1902 and moved to Vienna in 1925, where she worked under "
              "Max Ehrlacher. She later emigrated to Canada and never returned to Europe.",
    "byelection": "In the Dolmen East by-election, Petra Holub of the Green Alliance won with 41 percent of the vote, "
                  "ahead of Jan Mares of the Civic Party with 33 percent. Turnout was 38 percent, the lowest in the "
                  "district since 1993.",
    "paracetamol": "Adults may take up to 4 grams of paracetamol a day. For children under 12, the dose depends on "
                   "body weight. Patients with liver disease should consult a doctor before taking it.",
    "brightline": "Brightline Software was founded in 2009 by Omar Reyes and Linnea Berg in Malmö. In 2018 it was "
                  "acquired by the American firm Castellan Systems, which still owns it.",
    "jupiter": "Jupiter has at least 95 known moons, more than any other planet except Saturn. Its largest moon, "
               "Ganymede, is bigger than the planet Mercury.",
    "tessaly": "Unemployment in the Tessaly region fell to 6.8 percent in March from 7.3 percent in February. Youth "
               "unemployment in the region, however, rose to 17.1 percent in March.",
    "ferry": "The ferry from Kallby to Orm Island leaves at 08:15 and 16:40 on weekdays. On Sundays there is only one "
             "crossing, at 11:00. The trip takes 50 minutes.",
    "vessel": "The Vessel Museum in Ardmore, opened in 1964, holds about 12,000 objects, most of them from the age of "
              "sail. Admission is free for children under 16. The museum is closed on Mondays.",
    "halden": "Researchers at the Halden Institute found that the enzyme PX-7 breaks down polystyrene at 30 °C within "
              "six weeks. In the same experiment, PX-7 did not break down polyethylene.",
    "selmouth": "The port authority of Selmouth plans to dredge the harbour channel to a depth of 16 metres by 2028. "
                "The work is expected to cost £140 million, of which the national government has promised to pay half.",
    "brandt": "Midfielder Tomas Brandt joined Harlow Athletic from Norden United in July for a fee of £4 million. He "
              "signed a three-year contract.",
    "lisk": "The new terminal at Lisk Airport was built by the construction group Harmon & Vey and cost 1.2 billion "
            "dollars. It opened in May 2024 and can handle 15 million passengers a year.",
}

ROWS = [
    # halvard (business news)
    ("halvard", "Halvard Foods agreed to buy Corvina Brands.", "entailed: dropped modifiers", "S", "S", ""),
    ("halvard", "On Tuesday, Corvina Brands agreed to buy Halvard Foods.", "contradicted: buyer/seller swapped", "R", "R", ""),
    ("halvard", "Corvina Brands employs exactly 900 people.", "neither: 'about' made exact", "N", "N", ""),
    ("halvard", "Halvard Foods agreed to buy Corvina Brands for $215 million.", "entailed: dropped modifiers", "S", "S", ""),
    # cupfinal (sports)
    ("cupfinal", "Ashcombe City lost to Dunmore Rovers in the cup final.", "entailed: converse predicate", "S", "S", ""),
    ("cupfinal", "Ashcombe City beat Dunmore Rovers in the cup final.", "contradicted: winner/loser swapped", "R", "R", ""),
    ("cupfinal", "Marta Kovač scored twice for Rovers.", "contradicted: wrong person in the role", "R", "R", "Kovač scored the third goal only"),
    ("cupfinal", "Jonas Pirk scored Ashcombe's only goal.", "entailed: paraphrase", "S", "S", "'came from a penalty by' — paraphrase outside closed lists"),
    ("cupfinal", "Dunmore Rovers won the cup final.", "entailed: beat -> won", "S", "S", ""),
    # selva (encyclopedia geography)
    ("selva", "The Selva flows east into the Gulf of Merra.", "contradicted: compass direction", "R", "R", ""),
    ("selva", "The Selva River flows into the Gulf of Merra.", "entailed: dropped modifiers", "S", "S", ""),
    ("selva", "The Selva River flows from the Gulf of Merra into the Orrin Hills.", "contradicted: direction reversed", "R", "R", ""),
    ("selva", "The Selva River freezes every winter along its whole length.", "contradicted: exception ignored", "R", "R", ""),
    ("selva", "The Selva River freezes every winter.", "neither: exception dropped", "N", "N", ""),
    ("selva", "The Dane is the longest river in the region.", "neither: unsupported superlative", "N", "N", ""),
    ("selva", "The Dane joins the Selva at the town of Caddow.", "entailed: coreference", "S", "S", ""),
    # velmastat (medicine)
    ("velmastat", "Velmastat reduces the risk of stroke.", "neither: reported speech and modality to fact", "N", "N", ""),
    ("velmastat", "In the trial, velmastat raised systolic blood pressure.", "contradicted: antonym predicate", "R", "R", ""),
    ("velmastat", "Velmastat lowered systolic blood pressure in every patient in the trial.", "neither: average -> every", "N", "N", ""),
    # varlen (history)
    ("varlen", "Kessa ceded the port of Tirrin to Morvel.", "entailed: dropped frame", "S", "S", ""),
    ("varlen", "Morvel ceded the port of Tirrin to Kessa.", "contradicted: from/to swapped", "R", "R", ""),
    ("varlen", "Under the treaty, Kessa ceded the islands of the Ober archipelago to Morvel.", "contradicted: kept vs ceded", "R", "R", ""),
    ("varlen", "Piet Halloran signed the Treaty of Varlen.", "neither: unsupported role", "N", "N", ""),
    ("varlen", "The Treaty of Varlen was signed in June 1683.", "entailed: coarser date", "S", "S", ""),
    ("varlen", "The Treaty of Varlen ended the war between Kessa and Morvel.", "entailed: dropped modifiers", "S", "S", "names shortened: Duchy of Kessa / Republic of Morvel"),
    # boiling (science)
    ("boiling", "At sea level, pure water boils at 100 °C.", "entailed: fronted frame", "S", "S", ""),
    ("boiling", "On the summit of Mount Tarrow, pure water boils at about 86 °C.", "entailed: dropped apposition", "S", "S", ""),
    ("boiling", "The air pressure on the summit of Mount Tarrow is higher than at sea level.", "contradicted: comparison reversed", "R", "R", ""),
    ("boiling", "Mount Tarrow is the highest mountain in the country.", "neither: unsupported superlative", "N", "N", ""),
    ("boiling", "Pure water boils at 86 °C.", "neither: frame dropped", "N", "N", "holds only on the summit"),
    # branmoor (policy)
    ("branmoor", "Branmoor will charge electric vehicles a congestion fee.", "contradicted: exempt", "R", "R", ""),
    ("branmoor", "Branmoor charges petrol cars a congestion fee today.", "neither: future -> present", "N", "N", "fee starts 2027; present state not stated"),
    ("branmoor", "The council reduced the proposed fee after a public consultation.", "entailed: dropped modifier", "S", "S", ""),
    ("branmoor", "From 1 January 2027, Branmoor will charge a congestion fee of £8 a day for petrol cars entering the centre.", "contradicted: number", "R", "R", ""),
    # kettering (business, parent/subsidiary, lender/borrower)
    ("kettering", "Vandermeer Holding is a subsidiary of Kettering Mobility.", "contradicted: parent/subsidiary swapped", "R", "R", ""),
    ("kettering", "Kettering Mobility lent the Northern Investment Bank €75 million in 2024.", "contradicted: lender/borrower swapped", "R", "R", ""),
    ("kettering", "The Northern Investment Bank lent Kettering Mobility €75 million.", "entailed: dropped date", "S", "S", ""),
    ("kettering", "Kettering Mobility operates 140 buses in Lisbourne.", "entailed: dropped modifier", "S", "S", ""),
    ("kettering", "Kettering Mobility operates 140 electric buses across Portugal.", "neither: unsupported widening", "N", "N", ""),
    ("kettering", "Kettering Mobility operates only electric buses.", "neither: exclusive statement unsupported", "N", "N", ""),
    # marathon (sports ranking)
    ("marathon", "Mei Tanaka finished second in the women's race.", "contradicted: rank", "R", "R", ""),
    ("marathon", "Anna Lind won the women's race at the Terrano marathon.", "contradicted: winner", "R", "R", ""),
    ("marathon", "Ruth Kibet won the women's race at the Terrano marathon.", "entailed: fronted frame", "S", "S", ""),
    ("marathon", "Anna Lind finished second in the women's race.", "entailed: relative clause", "S", "S", ""),
    # fenn (court)
    ("fenn", "The Court of Appeal upheld the conviction of former mayor Dario Fenn.", "contradicted: antonym decision", "R", "R", ""),
    ("fenn", "Dario Fenn will face a retrial.", "neither: intention to fact", "N", "N", ""),
    ("fenn", "The Court of Appeal overturned the conviction of Dario Fenn.", "entailed: dropped modifier", "S", "S", ""),
    ("fenn", "Prosecutors sought a retrial.", "neither: intention to done", "N", "N", ""),
    # harrier (science, quantifiers)
    ("harrier", "The marsh harrier feeds only on frogs.", "contradicted: 'only' against a list", "R", "R", ""),
    ("harrier", "All marsh harriers migrate south in autumn.", "contradicted: quantifier vs 'some stay'", "R", "R", ""),
    ("harrier", "Most adult marsh harriers migrate south to West Africa in autumn.", "entailed: coreference", "S", "S", ""),
    ("harrier", "All marsh harriers in southern Spain stay all year.", "neither: some -> all", "N", "N", ""),
    ("harrier", "The marsh harrier feeds on frogs.", "entailed: list member dropped", "S", "S", ""),
    # pellam (news accident)
    ("pellam", "Two workers were injured in the fire in Pellam.", "contradicted: negation", "R", "R", ""),
    ("pellam", "The fire was started by a faulty heater.", "neither: belief to fact", "N", "N", ""),
    ("pellam", "All 60 workers of the warehouse were evacuated.", "neither: about -> all", "N", "N", ""),
    ("pellam", "Nobody was injured.", "entailed: synonym", "S", "S", ""),
    # ferrow (earnings)
    ("ferrow", "Ferrow Telecom's net profit rose in 2025.", "contradicted: antonym predicate", "R", "R", ""),
    ("ferrow", "Ferrow Telecom's revenue rose in 2025.", "entailed: dropped amount", "S", "S", ""),
    ("ferrow", "Ferrow Telecom sold its tower business.", "neither: planned -> done", "N", "N", ""),
    ("ferrow", "Ferrow Telecom's net profit fell to 410 million euros in 2025.", "entailed: dropped start value", "S", "S", ""),
    # harrow (encyclopedia building)
    ("harrow", "Clara Moss designed the Harrow Street Bridge.", "entailed: passive -> active", "S", "S", ""),
    ("harrow", "The Harrow Street Bridge was designed by the engineer Tomas Grell.", "contradicted: designer", "R", "R", ""),
    ("harrow", "The Harrow Street Bridge is 0.34 kilometres long.", "entailed: unit conversion", "S", "S", ""),
    ("harrow", "The footbridge was designed by Clara Moss.", "neither: unsupported role", "N", "N", ""),
    # kelvary (policy, exceptions)
    ("kelvary", "Every resident over 65 qualifies for free bus travel in Kelvary at any time of day.", "contradicted: exception ignored", "R", "R", ""),
    ("kelvary", "All residents under 65 pay the standard fare.", "neither: exception dropped", "N", "N", ""),
    ("kelvary", "Every resident over 65 qualifies for free bus travel in Kelvary.", "neither: exception dropped", "N", "N", "no residents named; exception restricts times, not residents"),
    ("kelvary", "Some residents over 65 must pay the standard fare.", "neither: unsupported", "N", "N", ""),
    # norra (product sheet)
    ("norra", "The Norra X2 comes only in black.", "contradicted: 'only' against a list", "R", "R", ""),
    ("norra", "The Norra X2 has a 6.1-inch screen.", "entailed: dropped noun modifier", "S", "S", ""),
    ("norra", "The battery of the Norra X2 lasts up to 22 hours of video playback.", "neither: attributed to manufacturer", "N", "N", ""),
    ("norra", "The Norra X2 comes in silver.", "entailed: list member dropped", "S", "S", ""),
    # sladek (history, person)
    ("sladek", "Irena Sladek moved to Brno in 1925.", "contradicted: destination", "R", "N", "A: she moved to Vienna in 1925; B: a second move in the same year is not excluded"),
    ("sladek", "Irena Sladek was born in 1902.", "entailed: dropped place", "S", "S", ""),
    ("sladek", "Irena Sladek returned to Europe after emigrating to Canada.", "contradicted: negation", "R", "R", ""),
    ("sladek", "The physicist Irena Sladek was born in Vienna.", "contradicted: birthplace", "R", "R", "context names Brno and Vienna as different cities"),
    # byelection (election)
    ("byelection", "Jan Mares won the Dolmen East by-election.", "contradicted: winner", "R", "R", ""),
    ("byelection", "Petra Holub won the Dolmen East by-election.", "entailed: dropped amount", "S", "S", ""),
    ("byelection", "Petra Holub won a majority of the vote.", "contradicted: 41 % is no majority", "R", "R", "needs arithmetic"),
    ("byelection", "Petra Holub is a member of the Civic Party.", "contradicted: party", "R", "N", "A: of the Green Alliance; B: membership of two parties not excluded by the text"),
    # paracetamol (medicine guidance)
    ("paracetamol", "Adults must take 4 grams of paracetamol a day.", "neither: permission -> obligation", "N", "N", ""),
    ("paracetamol", "Children under 12 may take up to 4 grams of paracetamol a day.", "neither: group changed", "N", "N", ""),
    ("paracetamol", "For children under 12, the dose of paracetamol depends on body weight.", "entailed: coreference", "S", "S", ""),
    ("paracetamol", "Patients with liver disease must not take paracetamol.", "neither: stronger modality", "N", "N", ""),
    # brightline (company history)
    ("brightline", "Castellan Systems owns Brightline Software.", "entailed: relative clause", "S", "S", ""),
    ("brightline", "Brightline Software acquired Castellan Systems in 2018.", "contradicted: acquirer swapped", "R", "R", ""),
    ("brightline", "Brightline Software was founded by Omar Reyes alone.", "contradicted: 'alone' against a list", "R", "R", ""),
    ("brightline", "Castellan Systems was founded by Omar Reyes.", "neither: unsupported", "N", "N", ""),
    ("brightline", "Castellan Systems acquired Brightline Software in 2018.", "entailed: passive -> active", "S", "S", ""),
    # jupiter (science)
    ("jupiter", "Ganymede is bigger than Mercury.", "entailed: dropped modifier", "S", "S", ""),
    ("jupiter", "Mercury is bigger than Ganymede.", "contradicted: comparison reversed", "R", "R", ""),
    ("jupiter", "Jupiter has more known moons than any other planet.", "contradicted: exception ignored (superlative)", "R", "R", ""),
    ("jupiter", "Jupiter has exactly 95 known moons.", "neither: at least -> exactly", "N", "N", ""),
    # tessaly (labour statistics)
    ("tessaly", "Unemployment in the Tessaly region rose in March.", "contradicted: antonym predicate", "R", "R", ""),
    ("tessaly", "Unemployment in the Tessaly region fell to 6.8 percent in March.", "entailed: dropped start value", "S", "S", ""),
    ("tessaly", "Youth unemployment in the Tessaly region fell in March.", "contradicted: antonym predicate", "R", "R", ""),
    # ferry (timetable)
    ("ferry", "On Sundays, the ferry from Kallby to Orm Island leaves at 11:00.", "entailed: paraphrase", "S", "S", "'only one crossing, at 11:00'"),
    ("ferry", "The trip takes an hour and a half.", "contradicted: duration", "R", "R", ""),
    ("ferry", "On weekdays, the ferry from Kallby to Orm Island leaves at 08:15.", "entailed: list member dropped", "S", "S", ""),
    ("ferry", "The ferry runs on Saturdays.", "neither: unsupported", "N", "N", ""),
    ("ferry", "The ferry from Orm Island to Kallby leaves at 08:15 on weekdays.", "neither: route reversed", "N", "N", "timetable only gives the outward direction"),
    # vessel (museum)
    ("vessel", "The Vessel Museum is open on Mondays.", "contradicted: antonym state", "R", "R", ""),
    ("vessel", "Admission to the Vessel Museum is free.", "neither: group dropped", "N", "N", ""),
    ("vessel", "The Vessel Museum holds about 12,000 objects.", "entailed: dropped modifiers", "S", "S", ""),
    ("vessel", "All of the objects in the Vessel Museum are from the age of sail.", "neither: most -> all", "N", "N", ""),
    ("vessel", "Admission to the Vessel Museum is free for children under 12.", "entailed: narrower group", "S", "N", "A: under 12 is under 16; B: reading 'for children under 12' as the whole free group"),
    # halden (lab)
    ("halden", "In the same experiment, PX-7 broke down polyethylene.", "contradicted: negation", "R", "R", ""),
    ("halden", "Researchers at the Halden Institute found that PX-7 breaks down polystyrene.", "entailed: attribution kept", "S", "S", ""),
    ("halden", "Researchers at the Halden Institute found that PX-7 breaks down polystyrene at 50 °C.", "neither: other condition", "N", "N", ""),
    ("halden", "PX-7 breaks down polyethylene and polystyrene.", "contradicted: negation in a conjunct", "R", "N", "A: did not break down polyethylene; B: one experiment, not a general statement"),
    # selmouth (planned)
    ("selmouth", "The harbour channel at Selmouth has been dredged to 16 metres.", "neither: planned -> done", "N", "N", ""),
    ("selmouth", "The national government has paid £70 million for the work.", "neither: promise -> done", "N", "N", ""),
    ("selmouth", "The port authority of Selmouth plans to dredge the harbour channel to a depth of 18 metres.", "contradicted: number in a plan", "R", "R", ""),
    ("selmouth", "The work will cost £140 million.", "neither: expectation -> fact", "N", "N", ""),
    # brandt (transfer)
    ("brandt", "Tomas Brandt joined Norden United from Harlow Athletic in July.", "contradicted: from/to swapped, same date", "R", "R", ""),
    ("brandt", "Tomas Brandt signed a three-year contract.", "entailed: coreference", "S", "S", ""),
    ("brandt", "Tomas Brandt joined Harlow Athletic for £4 million.", "entailed: dropped roles", "S", "S", ""),
    # lisk (construction)
    ("lisk", "Harmon & Vey constructed the new terminal at Lisk Airport.", "entailed: synonym + passive", "S", "S", ""),
    ("lisk", "The new terminal at Lisk Airport handled 15 million passengers in 2024.", "neither: capacity -> actual", "N", "N", ""),
    ("lisk", "The new terminal at Lisk Airport opened in March 2024.", "contradicted: month", "R", "R", ""),
]
