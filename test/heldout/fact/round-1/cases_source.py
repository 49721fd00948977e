"""Held-out fact cases, round 1: contexts, claims and the first reader's hand labels.

Every name, place, product and figure is invented, so no world knowledge helps. Labels are the reading of the
context alone: SUPPORTED when the claim follows by truth-preserving reading only, REFUTED when the context
contradicts it, INCONCLUSIVE otherwise. Reported speech ("X said", "according to", "reportedly", "suggests")
does not make its content true: a claim that drops the source is INCONCLUSIVE.
"""

S, R, I = "SUPPORTED", "REFUTED", "INCONCLUSIVE"

CONTEXTS = {
    "brightwater": (
        "Brightwater Analytics, a data firm based in Oslund, acquired the Danish robotics startup Fennick on Tuesday "
        "for €31 million (about $34 million). Fennick was founded in 2017 by the engineers "
        "Lotte Kjaer and Rasmus Hove. The purchase was financed by a loan from Caldera Bank. Brightwater's chief "
        "executive, Imran Sheth, said Fennick's 40 employees would keep their jobs."
    ),
    "harlow": (
        "Harlow Rovers beat Dunmore Athletic 3–1 on Saturday at Kesterfield Park. Tomas Okafor scored twice for "
        "Harlow, and Ali Brennan added the third goal in stoppage time. Dunmore's only goal came from a penalty by "
        "Jonah Pike. Harlow's goalkeeper, Sven Adler, saved a second Dunmore penalty in the 70th minute."
    ),
    "sirke": (
        "The Sirke River rises in the Hollin Hills and flows north for 214 kilometres into the Marrow Sea. It freezes "
        "every winter except along its lower stretch near the town of Grell. Its largest tributary, the Tarn, joins "
        "it at Cobb Bridge."
    ),
    "corvalin": (
        "In a trial at the Velden Institute, 120 patients received the drug Corvalin and 118 received a placebo. "
        "After twelve weeks, blood pressure had fallen by an average of 9 mmHg in the Corvalin group and by 2 mmHg "
        "in the placebo group. Mild headaches were reported by some patients in both groups. No patient in the "
        "Corvalin group was admitted to hospital. The authors caution that the trial was too small to detect rare "
        "side effects."
    ),
    "vessa": (
        "The Treaty of Vessa was signed in 1684 by the Duchy of Arnholt and the Republic of Lisk. It ended an "
        "eleven-year war over the salt mines of Dervo. Under its terms, Arnholt ceded Dervo to Lisk but kept the "
        "port of Salm. The treaty was negotiated by the Arnholt envoy Piet Varga and the Lisk chancellor Odile "
        "Marchant."
    ),
    "vantongeren": (
        "Born in 1931 in the fishing village of Querne, the painter Ilse Vantongeren moved to Rallis at nineteen. "
        "There she studied under the sculptor Matthias Orlov, who later described her as his most gifted pupil. "
        "Her first solo exhibition opened in 1958 at the Galerie Pontet. She never married and spent her last "
        "years in Querne, where she died in 2004."
    ),
    "lumetra": (
        "The Lumetra X2 router supports Wi-Fi 6 on both the 2.4 GHz and 5 GHz bands. Firmware updates are "
        "installed automatically unless the administrator disables auto-update in the Settings menu. The device "
        "has four Ethernet ports, one of which can be configured as a WAN port. Guest networks are not available "
        "on the X2; they require the X3 model."
    ),
    "pellham": (
        "The Pellham city council voted 7–2 on Monday to approve a new bus lane on Corver Street. Councillor Mina "
        "Adebayo, who proposed the lane, said construction could begin in the spring. Councillors Ray Tolland and "
        "Jess Ombu voted against the plan. The lane is expected to cost about £2.4 million, to be paid by the "
        "regional transport authority rather than by the city."
    ),
    "koriander": (
        "The Koriander Wind Farm off the coast of Brisk is operated by Tidewell Energy and was funded entirely by "
        "the Northern Green Investment Fund. Its 42 turbines have a combined capacity of 380 megawatts. Tidewell "
        "also maintains the farm's substation, while the cable to shore is owned by the grid company Aldra."
    ),
    "teravin": (
        "Researchers at Hollbrook University cooled a sample of the alloy Teravin to 4 kelvin and found that its "
        "electrical resistance dropped to zero. At 20 kelvin the resistance was still the same as at room "
        "temperature. The team, led by the physicist Anika Rao, has not yet tested samples thinner than 2 "
        "millimetres."
    ),
    "quarra": (
        "Quarra Foods' revenue was $412 million in 2023, up 8% from the previous year. Net profit fell to "
        "$19 million from $27 million, which the company blamed on higher packaging costs. Chief financial officer "
        "Dana Whitlow said the firm expects margins to recover in 2024. Quarra employs about 2,300 people, most of "
        "them at its plant in Sorrel Valley."
    ),
    "aubrey": (
        "The Aubrey Bridge was closed for repairs in March. After engineers found corrosion in two support cables, "
        "the transport agency replaced all twelve cables. The bridge reopened to traffic in September, two weeks "
        "after a final load test."
    ),
    "marlow": (
        "At the Marlow Conservatory, the cellist Benedikt Sauer taught Yara Lindqvist from 2009 to 2014. "
        "Lindqvist went on to win the Hallam Prize in 2016, beating the violinist Cato Renner in the final. Sauer "
        "retired in 2018 and now lives in Verrin."
    ),
    "kessa_fire": (
        "A fire broke out early on Thursday at a warehouse owned by Delmont Logistics in the port of Kessa. "
        "According to the fire service, nobody was injured. Local media reported that the blaze may have been "
        "started by a faulty forklift charger, but investigators have not confirmed the cause. Delmont said the "
        "warehouse held about 3,000 tonnes of grain."
    ),
    "corrino": (
        "In the final of the Corrino Open, Petra Vasko defeated the top seed, Lena Ashdown, 6–4, 3–6, 7–5. It was "
        "Vasko's first title on clay. Ashdown had won the tournament in each of the three previous years."
    ),
    "orvin": (
        "Lake Orvin covers 48 square kilometres and reaches a depth of 112 metres. The neighbouring Lake Tesh is "
        "larger, at 63 square kilometres, but much shallower, with a maximum depth of 19 metres. Both lakes drain "
        "into the River Callow."
    ),
    "baltra": (
        "Conrad Ilves founded the shipping firm Baltra Lines in 1962. His daughter, Maren Ilves, joined the "
        "company in 1985 and became its chair in 1994. She expanded the fleet from 6 to 31 vessels. Conrad died "
        "in 1997."
    ),
    "stratus": (
        "The Stratus API accepts at most 100 requests per minute per key. Requests above the limit receive HTTP "
        "status 429 and are not processed. Batch uploads may contain up to 500 records; larger files are rejected. "
        "API keys expire after 90 days unless they are renewed."
    ),
    "skarn": (
        "The explorer Henrike Dahl led the 1911 expedition to the Skarn Plateau, but she did not reach its summit. "
        "Her deputy, Olaf Brandt, reached the summit alone on 3 August after Dahl turned back with frostbite. "
        "Brandt later wrote that the expedition had lost two of its nine pack horses."
    ),
    "calvary": (
        "The Ministry of Health in Calvary has proposed a ban on the sale of energy drinks to people under 16. The "
        "proposal will be debated in parliament next month. Several retailers, including the supermarket chain "
        "Foxley, have already stopped selling the drinks to children voluntarily."
    ),
    "ferrin": (
        "The Ferrin tree frog lays its eggs on leaves overhanging streams. When the tadpoles hatch, they drop into "
        "the water below. Adults feed mainly on ants and small beetles. The species is found only in the cloud "
        "forests of the Amari range, at altitudes between 1,200 and 2,100 metres."
    ),
    "meridian": (
        "Harbourline Properties sold the Meridian Tower to the pension fund Calder Mutual for £86 million last "
        "week. The sale was arranged by the broker Fenwick & Rowe. Harbourline had bought the tower in 2015 for "
        "£61 million."
    ),
    "osei": (
        "Midfielder Karim Osei has joined Wexmoor United from Brannock City on a three-year contract. The fee was "
        "not disclosed. Osei scored 14 goals in 61 appearances for Brannock."
    ),
    "reaction": (
        "The reaction was carried out at 80 °C for 3 hours in 250 millilitres of ethanol. The yield of the "
        "product, a pale yellow solid, was 72 percent. When the temperature was raised to 100 °C, the yield "
        "dropped to 55 percent."
    ),
    "norrland": (
        "Every employee at Norrland Freight receives 25 days of paid leave a year, except drivers in their first "
        "year, who receive 20. Part-time staff receive leave in proportion to their hours. The policy was "
        "introduced in 2021 by the HR director, Beatrix Holm."
    ),
    "varnholt": (
        "In Sunday's mayoral election in Varnholt, Elena Brisco won 52 percent of the vote, ahead of the "
        "incumbent mayor, Paul Ansgar, with 41 percent. Turnout was 38 percent, the lowest since 1990. Ansgar "
        "conceded on Monday morning."
    ),
    "sorrow": (
        "Sorrow Abbey was built between 1140 and 1172 on land donated by Count Albrecht of Meer. It was dissolved "
        "in 1538 and its library was moved to the cathedral at Holt. The abbey church survives as a parish "
        "church, but the cloister was demolished."
    ),
    "dorvex": (
        "Take one tablet of Dorvex twice a day with food. Do not take more than four tablets in 24 hours. Dorvex "
        "is not suitable for children under 12. If you are pregnant, ask your doctor before taking it. Common "
        "side effects include nausea and dizziness; rare side effects include rash."
    ),
    "tallow": (
        "Tallow Harbour is a town of about 14,000 people on the east coast of the island of Brenna. It lies 40 "
        "kilometres north of the island's capital, Sarro, and is linked to it by a coastal railway opened in "
        "1903. The town's main industries are fishing and boatbuilding."
    ),
    "iskand": (
        "In 2019 the Kestrel Development Bank lent 40 million dollars to the port authority of Iskand to build a "
        "new container terminal. The terminal opened in 2022, a year later than planned. The loan is to be "
        "repaid over 20 years."
    ),
    "orvane": (
        "Orvane Systems bought the chip designer Lirra in 2020. The startup had been founded in 2014 by two former "
        "students of the Tavis Institute. Orvane itself dates back to 1988, when it began as a maker of "
        "calculators."
    ),
    "gellert": (
        "The Gellert Museum reopened on 12 May after a two-year renovation costing €18 million. The renovation "
        "added a new wing for textiles and a rooftop café. Admission remains free for visitors under 18, while "
        "adults pay €12."
    ),
    "dravik": (
        "Police in Dravik arrested two men on Wednesday in connection with the theft of paintings from the Lessing "
        "Gallery. The suspects, aged 34 and 41, have not been charged. The gallery's director, "
        "Amos Fell, denied reports that the paintings had been insured for €5 million."
    ),
    "kepra": (
        "The exoplanet Kepra-7b orbits its star once every 3.2 days at a distance of 0.04 astronomical units. Its "
        "mass is about 1.3 times that of Jupiter, but its radius is nearly twice Jupiter's, which makes it one of "
        "the least dense planets known. The discovery team, led by Sun-hee Park at the Ardent Observatory, used "
        "the transit method."
    ),
    "felten": (
        "Only three riders finished the mountain stage within ten minutes of the winner, Dario Felten: Ivo Marsh, "
        "Tomasz Grell and Ruben Adu. Felten also took the leader's jersey from Marsh, who had held it for four "
        "days."
    ),
    "mellin": (
        "Not all of the 30 water samples taken from the Mellin reservoir met the safety standard: four contained "
        "nitrate above the legal limit. None contained detectable lead. The utility says it will test the "
        "reservoir again in June."
    ),
    "halden": (
        "Verity Okonjo has been appointed chief executive of Halden Bank, succeeding Marcus Threlfall, who becomes "
        "chairman. Okonjo was previously the bank's chief financial officer; her old role will be filled by Ines "
        "Laborde. The changes take effect on 1 July."
    ),
    "nordwell": (
        "Nordwell Motors is reportedly in talks to buy a stake in the battery maker Voltane, according to two "
        "people familiar with the matter. Nordwell declined to comment. Voltane's shares rose 9 percent on the "
        "report."
    ),
    "banfield": (
        "The chemist Oriel Banfield shared the 1974 Kessler Medal with her former student, Tomas Ruhl. Banfield "
        "had discovered the catalyst in 1961; Ruhl later showed how to produce it cheaply. He left academia in "
        "1980 to found the company Ruhlchem."
    ),
    "aldmoor": (
        "The census counted 48,210 residents in the district of Aldmoor, 6 percent more than a decade earlier. "
        "Just under a fifth of residents were over 65. The number of households rose to 21,400."
    ),
    "ar212": (
        "Flight AR-212 departs Kettleby at 07:40 and lands in Portnoy at 09:15 local time. Both cities are in the "
        "same time zone. On Fridays the flight continues to Ashby Cross."
    ),
    "quillon": (
        "Version 4.2 of the Quillon editor removes support for Windows 7 and adds a dark theme. The autosave "
        "interval can now be set anywhere between 30 seconds and 10 minutes; previously it was fixed at 5 "
        "minutes. Plugins written for version 3 will not load in 4.2 unless they are recompiled."
    ),
    "tellin": (
        "Farmers in the Tellin Valley harvested 12,500 tonnes of apples this year, down from 15,000 tonnes last "
        "year, after a late frost in April damaged the blossom. Pear yields, by contrast, were unchanged. The "
        "regional cooperative expects apple prices to rise."
    ),
    "skyvale": (
        "The High Court of Ardenne ruled on Friday that the airline Skyvale must refund passengers whose flights "
        "were cancelled during the 2022 strike. The ruling does not apply to passengers who accepted vouchers. "
        "Skyvale said it would appeal."
    ),
    "pumps": (
        "The Model T40 pump delivers up to 40 litres per minute and weighs 12 kg. The larger T60 delivers up to "
        "60 litres per minute but weighs 19 kg. Both pumps run on 230 V mains power; neither can run on batteries."
    ),
    "cardell": (
        "The Cardell expedition failed to find the wreck of the steamer Ilona, despite three weeks of sonar "
        "searches. The team did, however, locate the remains of a smaller fishing boat. The search was funded by "
        "the Harwick Maritime Trust and carried out by the diving firm Seabright."
    ),
    "hallow": (
        "Each of the 14 teams in the Hallow League plays every other team twice, once at home and once away. At "
        "least two teams are relegated at the end of each season, and the champion qualifies for the Continental "
        "Cup."
    ),
    "mancuso": (
        "The composer Aurelio Mancuso was born on 2 February 1902 and died on 19 November 1979. His opera The Salt "
        "Queen had its premiere in Lovaro in 1936, conducted by his brother Enzo."
    ),
    "exports": (
        "Only customers on the Premium plan can export reports as PDF. Customers on the Basic plan can export "
        "reports as CSV, and so can Premium customers. Reports older than two years are archived and cannot be "
        "exported."
    ),
    "libraries": (
        "The Dorsey Library holds about 1.2 million books, twice as many as the Fenner Library. The Fenner "
        "Library, however, has the larger manuscript collection, with 8,000 items to Dorsey's 3,500."
    ),
    "ferro": (
        "The board thanked Lucia Ferro for her work on the merger. She will now lead the integration team with "
        "Omar Tiller, whom she hired in 2019."
    ),
    "copse": (
        "The Verrin bypass opened in 2011. Two years earlier, the town had lost its rail link when the Copse Line "
        "closed. A new station on the line is scheduled to open in 2027."
    ),
    "ardent": (
        "Ardent Labs raised $25 million in a funding round led by Pinecrest Capital. Its rival, Mosswood AI, "
        "raised $40 million from Halberd Ventures a month later. Both companies build software for hospital "
        "scheduling."
    ),
    "orrin": (
        "No vaccine tested in the Orrin study protected mice against the H7 strain. The study tested six "
        "vaccines, including two mRNA vaccines."
    ),
    "carrow": (
        "Every first-year student at Carrow College must live in a residence hall. Second-year students may live "
        "off campus."
    ),
    "solm": (
        "In 2016 the novelist Greta Solm borrowed 20,000 kroner from her publisher, Anders Vik, to finish her "
        "third book. She repaid the loan in full two years later."
    ),
    "ostrander": (
        "A survey by the Ostrander Institute suggests that remote workers in Belmark sleep 40 minutes longer on "
        "average than office workers. The survey of 900 adults was not peer-reviewed, and its authors note that "
        "the difference may reflect shorter commutes."
    ),
}

# (context key, claim, label, category, justification)
CASES = [
    # brightwater
    ('brightwater', 'Brightwater Analytics bought Fennick.', S, 'paraphrase',
     "'acquired' -> 'bought'; modifiers dropped."),
    ('brightwater', 'Fennick acquired Brightwater Analytics for €31 million.', R, 'argument_swap',
     'Buyer and target reversed: Brightwater acquired Fennick in this deal.'),
    ('brightwater', 'Brightwater paid $31 million for Fennick.', R, 'currency',
     'The price was €31 million, stated as about $34 million, not $31 million.'),
    ('brightwater', 'Caldera Bank borrowed money from Brightwater Analytics to pay for the purchase.', R, 'argument_swap',
     'Lender/borrower reversed: the purchase was financed by a loan from Caldera Bank.'),
    ('brightwater', 'Lotte Kjaer and Rasmus Hove founded Fennick in 2017.', S, 'paraphrase',
     "Passive 'was founded in 2017 by' turned active."),
    ('brightwater', "Fennick's 40 employees will keep their jobs.", I, 'hedged_source',
     "Only Sheth's statement that they would; the source is dropped."),
    ('brightwater', "Imran Sheth said Fennick's 40 employees would keep their jobs.", S, 'restatement',
     'Stated with its source.'),
    # harlow
    ('harlow', 'Dunmore Athletic beat Harlow Rovers 3–1 on Saturday.', R, 'argument_swap',
     'Winner and loser reversed.'),
    ('harlow', 'Ali Brennan scored twice for Harlow.', R, 'role_swap',
     'Harlow scored 3: Okafor twice and Brennan the third, so Brennan scored once.'),
    ('harlow', 'Harlow Rovers won on Saturday.', S, 'paraphrase',
     "'beat Dunmore' entails won; modifiers dropped."),
    ('harlow', 'Dunmore failed to score from a penalty in the 70th minute.', S, 'paraphrase',
     'Adler saved a second Dunmore penalty in the 70th minute.'),
    ('harlow', 'Tomas Okafor scored both of his goals in the first half.', I, 'temporal_order',
     "The context does not say when Okafor's goals came."),
    ('harlow', 'Sven Adler scored a penalty for Harlow.', R, 'role_swap',
     "All three Harlow goals are Okafor's and Brennan's; Adler, the goalkeeper, saved a penalty."),
    ('harlow', 'Jonah Pike took the penalty that Sven Adler saved in the 70th minute.', I, 'role_swap',
     "Pike scored Dunmore's goal from a penalty; who took the saved penalty is not stated."),
    # sirke
    ('sirke', 'The Sirke flows from the Marrow Sea into the Hollin Hills.', R, 'direction',
     'It rises in the Hollin Hills and flows into the Marrow Sea.'),
    ('sirke', 'The Sirke flows for 214,000 metres before reaching the Marrow Sea.', S, 'number_unit',
     '214 km = 214,000 m.'),
    ('sirke', 'The Sirke freezes every winter near Grell.', R, 'exception',
     'The lower stretch near Grell is the stated exception.'),
    ('sirke', 'The Sirke freezes every winter near its source in the Hollin Hills.', S, 'exception',
     'Only the lower stretch near Grell is excepted; the source is not on it.'),
    ('sirke', 'The Sirke flows from the Hollin Hills into the Marrow Sea.', S, 'direction',
     'It rises in the Hollin Hills and flows into the Marrow Sea.'),
    # corvalin
    ('corvalin', 'Blood pressure fell more in the Corvalin group than in the placebo group.', S, 'comparative',
     '9 mmHg > 2 mmHg.'),
    ('corvalin', 'Blood pressure fell more in the placebo group than in the Corvalin group.', R, 'comparative',
     '2 mmHg < 9 mmHg.'),
    ('corvalin', 'All patients in the trial reported mild headaches.', I, 'quantifier',
     "'some patients in both groups' does not give all."),
    ('corvalin', 'Some patients in the Corvalin group were admitted to hospital.', R, 'quantifier',
     'No patient in the Corvalin group was admitted.'),
    ('corvalin', 'Corvalin has no rare side effects.', I, 'hedged_source',
     'The trial was too small to detect rare side effects.'),
    ('corvalin', '238 patients took part in the Velden Institute trial.', S, 'multi_sentence',
     '120 + 118 = 238.'),
    ('corvalin', 'Blood pressure fell by an average of 9 mmHg in the placebo group.', R, 'mixed_facts',
     '9 mmHg was the Corvalin group; the placebo group fell by 2 mmHg.'),
    # vessa
    ('vessa', 'Under the Treaty of Vessa, Lisk ceded Dervo to Arnholt.', R, 'argument_swap',
     'Arnholt ceded Dervo to Lisk.'),
    ('vessa', 'Arnholt gave up Dervo under the Treaty of Vessa.', S, 'paraphrase',
     "'ceded' = 'gave up'."),
    ('vessa', 'Odile Marchant was the Arnholt envoy.', R, 'role_swap',
     'Marchant was the Lisk chancellor; the Arnholt envoy was Piet Varga.'),
    ('vessa', 'Piet Varga negotiated the Treaty of Vessa on behalf of Arnholt.', S, 'paraphrase',
     "'negotiated by the Arnholt envoy Piet Varga'."),
    ('vessa', 'The Treaty of Vessa was signed in the town of Vessa.', I, 'mixed_facts',
     'The place of signing is not stated.'),
    # vantongeren
    ('vantongeren', 'Matthias Orlov studied under Ilse Vantongeren.', R, 'argument_swap',
     'Teacher and pupil reversed: she studied under him.'),
    ('vantongeren', 'Ilse Vantongeren was taught by Matthias Orlov.', S, 'coreference',
     "'There she studied under the sculptor Matthias Orlov'; 'she' is Vantongeren."),
    ('vantongeren', 'Ilse Vantongeren married Matthias Orlov.', R, 'negation',
     'She never married.'),
    ('vantongeren', 'Ilse Vantongeren died in her seventies.', S, 'date_time',
     'Born 1931, died 2004: aged 72 or 73.'),
    # lumetra
    ('lumetra', 'Firmware updates are always installed automatically on the Lumetra X2.', R, 'exception',
     'Not when the administrator disables auto-update.'),
    ('lumetra', 'The Lumetra X2 has at least three Ethernet ports.', S, 'quantifier',
     'Four >= three.'),
    ('lumetra', 'The Lumetra X2 supports guest networks.', R, 'negation',
     'Guest networks are not available on the X2.'),
    ('lumetra', 'The Lumetra X2 lacks support for guest networks.', S, 'negation',
     "'not available on the X2' restated."),
    ('lumetra', 'The Lumetra X3 does not support Wi-Fi 6.', I, 'negation',
     "The X3's Wi-Fi support is not described."),
    ('lumetra', 'The Lumetra X2 has five Ethernet ports.', R, 'number_unit',
     'Four Ethernet ports.'),
    # pellham
    ('pellham', 'The Pellham city council approved a bus lane on Corver Street.', S, 'paraphrase',
     "'voted 7–2 to approve'."),
    ('pellham', 'Construction of the Corver Street bus lane will begin in the spring.', I, 'modality',
     'Adebayo said construction could begin in the spring.'),
    ('pellham', 'Mina Adebayo voted against the bus lane.', R, 'role_swap',
     'Only two voted against, named as Tolland and Ombu.'),
    ('pellham', 'The bus lane will cost exactly £2.4 million.', I, 'modality',
     'Expected to cost about £2.4 million.'),
    ('pellham', 'According to Mina Adebayo, construction of the bus lane could begin in the spring.', S, 'modality',
     'Modality and source kept.'),
    ('pellham', 'Ray Tolland voted against the bus lane because of its cost.', I, 'mixed_facts',
     'He voted against; no reason is given.'),
    # koriander
    ('koriander', "The Koriander farm's turbines have a combined capacity of 0.38 gigawatts.", S, 'number_unit',
     '380 MW = 0.38 GW.'),
    ('koriander', "Aldra owns the Koriander Wind Farm's substation.", I, 'mixed_facts',
     "Aldra owns the cable; the substation's owner is not stated (Tidewell maintains it)."),
    ('koriander', "Tidewell Energy owns the Koriander farm's substation.", I, 'paraphrase',
     'Tidewell maintains the substation; maintaining is not owning and its owner is not stated.'),
    ('koriander', 'Tidewell Energy funded the Koriander Wind Farm.', R, 'argument_swap',
     'Funded entirely by the Northern Green Investment Fund; Tidewell operates it.'),
    # teravin
    ('teravin', "Anika Rao's team has tested Teravin samples thinner than 2 millimetres.", R, 'negation',
     'Has not yet tested them.'),
    ('teravin', 'The Hollbrook researchers cooled Teravin to about −269 °C.', S, 'number_unit',
     '4 K = −269.15 °C.'),
    ('teravin', 'Teravin samples thinner than 2 mm also lose all resistance at 4 kelvin.', I, 'modality',
     'Such samples have not been tested.'),
    # quarra
    ('quarra', "Quarra Foods' net profit rose in 2023.", R, 'direction',
     'Net profit fell to $19m from $27m.'),
    ('quarra', "Quarra's margins will recover in 2024.", I, 'modality',
     'Only an expectation stated by the CFO.'),
    ('quarra', "All of Quarra's employees work at the Sorrel Valley plant.", I, 'quantifier',
     "'most of them' does not give all."),
    ('quarra', 'Dana Whitlow said Quarra Foods expects its margins to recover in 2024.', S, 'modality',
     'Expectation and source kept.'),
    # aubrey
    ('aubrey', 'Engineers found corrosion before the cables of the Aubrey Bridge were replaced.', S, 'temporal_order',
     "'After engineers found corrosion …, the agency replaced all twelve cables'."),
    ('aubrey', "The Aubrey Bridge's cables were replaced before engineers found corrosion.", R, 'temporal_order',
     'Order reversed.'),
    ('aubrey', 'Only two cables of the Aubrey Bridge were replaced.', R, 'quantifier',
     'All twelve were replaced.'),
    ('aubrey', 'Corrosion was found in at least two support cables of the Aubrey Bridge.', S, 'quantifier',
     'Found in two.'),
    # marlow
    ('marlow', 'Lindqvist won the Hallam Prize after Sauer retired.', R, 'temporal_order',
     '2016 is before 2018.'),
    ('marlow', 'Lindqvist won the Hallam Prize two years after her lessons with Sauer ended.', S, 'multi_sentence',
     'Taught until 2014; prize in 2016.'),
    ('marlow', 'Yara Lindqvist plays the cello.', I, 'role_swap',
     "Sauer is the cellist; Lindqvist's instrument is not stated."),
    ('marlow', 'Yara Lindqvist taught Benedikt Sauer at the Marlow Conservatory.', R, 'argument_swap',
     'Teacher and student reversed.'),
    ('marlow', 'Cato Renner won the Hallam Prize in 2016.', R, 'argument_swap',
     'Lindqvist won, beating Renner in the final.'),
    ('marlow', 'Lindqvist beat Cato Renner in the final of the 2016 Hallam Prize.', S, 'paraphrase',
     'Reworded; same roles.'),
    # kessa_fire
    ('kessa_fire', 'The Kessa warehouse fire was started by a faulty forklift charger.', I, 'hedged_source',
     'Local media said it may have been; the cause is unconfirmed.'),
    ('kessa_fire', 'Investigators confirmed that a forklift charger caused the warehouse fire.', R, 'negation',
     'Investigators have not confirmed the cause.'),
    ('kessa_fire', 'The fire service said two workers were injured in the warehouse fire.', R, 'hedged_source',
     'According to the fire service, nobody was injured.'),
    ('kessa_fire', 'The warehouse held about 3,000 tonnes of grain.', I, 'hedged_source',
     "Only Delmont's statement."),
    ('kessa_fire', 'The fire at the Delmont Logistics warehouse broke out on Friday.', R, 'date_time',
     'It broke out on Thursday.'),
    ('kessa_fire', 'A fire broke out at a Delmont Logistics warehouse in Kessa on Thursday.', S, 'restatement',
     "Modifier 'early' dropped."),
    # corrino
    ('corrino', 'Petra Vasko was the top seed at the Corrino Open.', R, 'role_swap',
     'The top seed was Ashdown.'),
    ('corrino', 'Vasko won two of the three sets in the final.', S, 'number_unit',
     '6–4, 3–6, 7–5.'),
    ('corrino', 'Petra Vasko had never beaten Lena Ashdown before the Corrino Open final.', I, 'negation',
     'Their earlier meetings are not mentioned.'),
    ('corrino', 'Lena Ashdown defeated Petra Vasko in the Corrino Open final.', R, 'argument_swap',
     'Vasko defeated Ashdown.'),
    ('corrino', 'Lena Ashdown lost the Corrino Open final to Petra Vasko.', S, 'paraphrase',
     "Converse of 'Vasko defeated Ashdown'."),
    # orvin
    ('orvin', 'Lake Tesh is deeper than Lake Orvin.', R, 'comparative',
     '19 m < 112 m.'),
    ('orvin', 'Lake Orvin is smaller than Lake Tesh.', S, 'comparative',
     '48 km² < 63 km².'),
    ('orvin', 'Lake Orvin is more than five times as deep as Lake Tesh.', S, 'comparative',
     '112 / 19 ≈ 5.9.'),
    ('orvin', 'Lake Tesh holds more water than Lake Orvin.', I, 'comparative',
     'Tesh is larger in area but shallower; volumes are not given.'),
    # baltra
    ('baltra', 'Conrad Ilves expanded the Baltra Lines fleet to 31 vessels.', I, 'coreference',
     "'She' (Maren) expanded it; nothing says Conrad did."),
    ('baltra', 'Maren Ilves expanded the Baltra Lines fleet from 6 to 31 vessels.', S, 'coreference',
     "'She' refers to Maren Ilves."),
    ('baltra', "Maren Ilves became chair of Baltra Lines after her father's death.", R, 'temporal_order',
     'Chair in 1994; Conrad died in 1997.'),
    # stratus
    ('stratus', 'A Stratus batch upload of 600 records is rejected.', S, 'number_unit',
     'Files larger than 500 records are rejected.'),
    ('stratus', 'The Stratus API limit is 100 requests per hour per key.', R, 'number_unit',
     'The limit is per minute (up to 6,000 an hour).'),
    ('stratus', 'Stratus API keys that are renewed never expire.', I, 'exception',
     "'expire after 90 days unless renewed' says nothing about how long renewed keys last."),
    # skarn
    ('skarn', 'Olaf Brandt led the 1911 Skarn Plateau expedition.', R, 'role_swap',
     'Dahl led it; Brandt was deputy.'),
    ('skarn', 'Olaf Brandt reached the summit of the Skarn Plateau on 3 August 1911.', S, 'multi_sentence',
     'Summit on 3 August during the 1911 expedition.'),
    ('skarn', 'Dahl turned back before Brandt reached the summit.', S, 'temporal_order',
     'Brandt reached it after Dahl turned back.'),
    ('skarn', 'The Skarn expedition lost two of its nine pack horses.', I, 'hedged_source',
     'Only what Brandt later wrote.'),
    ('skarn', 'Henrike Dahl reached the summit of the Skarn Plateau.', R, 'negation',
     'She did not reach it.'),
    ('skarn', 'Henrike Dahl failed to reach the summit of the Skarn Plateau.', S, 'negation',
     "'did not reach its summit'."),
    ('skarn', 'Henrike Dahl never returned to the Skarn Plateau.', I, 'negation',
     'Her later life is not described.'),
    # calvary
    ('calvary', 'Energy drinks will be banned for people under 16 in Calvary.', I, 'modality',
     'Only proposed; to be debated.'),
    ('calvary', 'Some retailers in Calvary have stopped selling energy drinks to children.', S, 'quantifier',
     "'Several' gives 'some'."),
    ('calvary', 'All retailers in Calvary have stopped selling energy drinks to children.', I, 'quantifier',
     'Several, not all, are named.'),
    # ferrin
    ('ferrin', 'The Ferrin tree frog is found in the Amari range.', S, 'quantifier',
     "'found only in the cloud forests of the Amari range'."),
    ('ferrin', 'Adult Ferrin tree frogs eat ants.', S, 'paraphrase',
     'Feed mainly on ants and small beetles.'),
    # meridian
    ('meridian', 'Calder Mutual sold the Meridian Tower to Harbourline Properties.', R, 'argument_swap',
     'Seller and buyer reversed.'),
    ('meridian', 'Calder Mutual bought the Meridian Tower.', S, 'paraphrase',
     "Converse of 'sold to'."),
    ('meridian', 'Harbourline sold the Meridian Tower for £25 million more than it paid for it.', S, 'multi_sentence',
     '86 − 61 = 25.'),
    ('meridian', 'Harbourline Properties bought the Meridian Tower from Calder Mutual in 2015.', I, 'mixed_facts',
     'The 2015 seller is not named.'),
    # osei
    ('osei', 'Karim Osei has joined Brannock City from Wexmoor United.', R, 'direction',
     'From Brannock to Wexmoor.'),
    ('osei', 'Karim Osei has left Brannock City.', S, 'paraphrase',
     'Joined Wexmoor from Brannock.'),
    ('osei', 'Wexmoor United paid £4 million for Karim Osei.', I, 'number_unit',
     'The fee was not disclosed.'),
    ('osei', 'Karim Osei moved from Brannock City to Wexmoor United.', S, 'direction',
     'Joined Wexmoor from Brannock.'),
    # reaction
    ('reaction', 'The reaction ran at 80 degrees Celsius for 180 minutes.', S, 'number_unit',
     '3 h = 180 min.'),
    ('reaction', 'The reaction was carried out at 176 °F.', S, 'number_unit',
     '80 °C = 176 °F.'),
    ('reaction', 'At 100 °C the reaction was also run for 3 hours.', I, 'mixed_facts',
     'The duration of the 100 °C run is not stated.'),
    ('reaction', 'The reaction was carried out in 2.5 litres of ethanol.', R, 'number_unit',
     '250 mL = 0.25 L, not 2.5 L.'),
    # norrland
    ('norrland', 'Every employee at Norrland Freight receives 25 days of paid leave a year.', R, 'exception',
     'First-year drivers receive 20.'),
    ('norrland', 'A full-time office clerk at Norrland Freight receives 25 days of paid leave a year.', S, 'exception',
     'Not a driver and not part-time, so the general rule applies.'),
    ('norrland', 'Full-time drivers in their second year at Norrland Freight receive 20 days of paid leave a year.', R, 'exception',
     'Only first-year drivers receive 20; a full-time second-year driver receives 25.'),
    # varnholt
    ('varnholt', 'Elena Brisco defeated the incumbent mayor of Varnholt.', S, 'paraphrase',
     'Won, ahead of the incumbent Ansgar.'),
    # sorrow
    ('sorrow', "Sorrow Abbey's library was moved to Holt before the abbey was dissolved.", I, 'temporal_order',
     'The context gives no order between the two.'),
    # dorvex
    ('dorvex', 'Dorvex is unsafe during pregnancy.', I, 'modality',
     'Only: ask your doctor.'),
    ('dorvex', 'Nausea is a common side effect of Dorvex.', S, 'restatement',
     'Listed as common.'),
    # tallow
    ('tallow', 'Sarro lies 40 km north of Tallow Harbour.', R, 'direction',
     'Tallow Harbour lies north of Sarro.'),
    ('tallow', 'Sarro lies south of Tallow Harbour.', S, 'direction',
     "Converse of 'Tallow Harbour lies north of Sarro'."),
    ('tallow', 'The railway linking Tallow Harbour and Sarro opened in 1903.', S, 'coreference',
     "'It … is linked to it by a coastal railway opened in 1903'."),
    ('tallow', 'The railway to Tallow Harbour was built by the Brenna Railway Company.', I, 'mixed_facts',
     'The builder is not named.'),
    # iskand
    ('iskand', 'The port authority of Iskand lent $40 million to the Kestrel Development Bank.', R, 'argument_swap',
     'The bank lent to the port authority.'),
    ('iskand', 'The port authority of Iskand borrowed $40 million.', S, 'paraphrase',
     'Converse of lent; dollars = $.'),
    ('iskand', 'The Kestrel Development Bank lent €40 million to the port authority of Iskand.', R, 'currency',
     '40 million dollars, not euros.'),
    ('iskand', 'The Iskand container terminal cost $40 million to build.', I, 'number_unit',
     "$40 million is the loan; the terminal's total cost is not stated."),
    # orvane
    ('orvane', 'Lirra was founded in 2014.', S, 'coreference',
     "'The startup' is Lirra."),
    ('orvane', 'Lirra began as a maker of calculators.', I, 'coreference',
     "That was Orvane; nothing is said of Lirra's beginnings beyond its founding."),
    ('orvane', 'Orvane Systems was founded in 2014.', R, 'coreference',
     "'The startup' founded in 2014 is Lirra; Orvane dates back to 1988."),
    ('orvane', 'Lirra bought Orvane Systems in 2020.', R, 'argument_swap',
     'Orvane bought Lirra.'),
    ('orvane', 'Lirra was acquired by Orvane Systems in 2020.', S, 'paraphrase',
     "Passive; 'bought' = 'acquired'."),
    # gellert
    ('gellert', 'After a renovation costing €18 million, the Gellert Museum reopened on 12 May with a new textile wing.', S, 'multi_sentence',
     'Two sentences combined.'),
    ('gellert', 'The Gellert Museum reopened on 12 May and its adult ticket price rose to €12.', I, 'multi_sentence',
     'Adults pay €12; a rise is not stated.'),
    # dravik
    ('dravik', 'Amos Fell confirmed that the paintings had been insured for €5 million.', R, 'modality',
     'He denied the reports.'),
    ('dravik', 'The stolen paintings had been insured for €5 million.', I, 'hedged_source',
     'Reported and denied; neither established.'),
    ('dravik', 'The two men arrested in Dravik have been charged with the theft.', R, 'negation',
     'They have not been charged.'),
    # kepra
    ('kepra', 'Kepra-7b was also detected using the radial velocity method.', I, 'mixed_facts',
     'Only the transit method is mentioned.'),
    ('kepra', 'Kepra-7b orbits its star once every 76.8 hours.', S, 'number_unit',
     '3.2 × 24 = 76.8.'),
    # felten
    ('felten', "Ivo Marsh took the leader's jersey from Dario Felten.", R, 'argument_swap',
     'Felten took it from Marsh.'),
    ('felten', 'Ivo Marsh finished the mountain stage within ten minutes of Dario Felten.', S, 'restatement',
     'Marsh is one of the three.'),
    ('felten', 'Ruben Adu won the mountain stage.', R, 'role_swap',
     'The winner was Dario Felten.'),
    # mellin
    ('mellin', 'Some water samples from the Mellin reservoir failed the safety standard.', S, 'negation',
     "'Not all … met' entails some did not."),
    ('mellin', 'The utility tested the Mellin reservoir again in June.', I, 'modality',
     'It says it will.'),
    # halden
    ('halden', "Ines Laborde will become Halden Bank's chief financial officer.", S, 'coreference',
     "'her old role' is chief financial officer."),
    ('halden', 'Marcus Threlfall succeeds Verity Okonjo as chief executive of Halden Bank.', R, 'argument_swap',
     'Okonjo succeeds Threlfall.'),
    ('halden', 'Verity Okonjo replaces Marcus Threlfall as chief executive of Halden Bank.', S, 'paraphrase',
     "'succeeding' = replaces."),
    ('halden', 'Ines Laborde has been appointed chief executive of Halden Bank.', R, 'role_swap',
     'Okonjo is the new chief executive; Laborde takes the CFO role.'),
    ('halden', "Ines Laborde was previously Verity Okonjo's deputy.", I, 'role_swap',
     "Laborde's previous role is not stated."),
    # nordwell
    ('nordwell', 'Nordwell Motors is buying a stake in Voltane.', I, 'hedged_source',
     'Only reportedly in talks.'),
    ('nordwell', 'Nordwell Motors confirmed that it is in talks with Voltane.', R, 'negation',
     'Nordwell declined to comment.'),
    ('nordwell', 'According to two people familiar with the matter, Nordwell Motors is in talks to buy a stake in Voltane.', S, 'hedged_source',
     'Stated with its source.'),
    ('nordwell', 'Voltane is in talks to buy a stake in Nordwell Motors.', I, 'argument_swap',
     'Reports speak of Nordwell buying into Voltane; nothing is said either way about the reverse.'),
    # banfield
    ('banfield', 'Tomas Ruhl founded the company Ruhlchem in 1980.', S, 'coreference',
     "'He' is Ruhl."),
    ('banfield', 'Oriel Banfield founded Ruhlchem.', I, 'coreference',
     'Only Ruhl is said to have founded it.'),
    ('banfield', 'Tomas Ruhl studied under Oriel Banfield.', S, 'paraphrase',
     'He is her former student.'),
    ('banfield', 'Tomas Ruhl first produced the catalyst cheaply at Ruhlchem.', I, 'temporal_order',
     'Where and when he showed how to produce it cheaply is not stated.'),
    # aldmoor
    ('aldmoor', 'Aldmoor had fewer than 45,000 residents a decade before the census.', R, 'multi_sentence',
     '48,210 / 1.06 ≈ 45,480 (45,270–45,700 for 5.5–6.5%).'),
    ('aldmoor', 'The number of households in Aldmoor rose by 6 percent.', I, 'mixed_facts',
     '6 percent is the population growth; the household growth rate is not given.'),
    # ar212
    ('ar212', 'Flight AR-212 flies from Portnoy to Kettleby.', R, 'direction',
     'From Kettleby to Portnoy.'),
    ('ar212', 'Flight AR-212 takes 1 hour 35 minutes from Kettleby to Portnoy.', S, 'multi_sentence',
     '07:40 to 09:15 in one time zone.'),
    # quillon
    ('quillon', 'In Quillon 4.2 the autosave interval can be set to 2 minutes.', S, 'number_unit',
     'Within 30 s–10 min.'),
    # tellin
    ('tellin', 'The Tellin Valley apple harvest fell by a sixth.', S, 'number_unit',
     '2,500 / 15,000 = 1/6.'),
    ('tellin', 'The Tellin Valley apple harvest fell by 25 percent.', R, 'number_unit',
     'It fell by 16.7%.'),
    ('tellin', 'Apple prices in the Tellin Valley will rise.', I, 'modality',
     'The cooperative expects it.'),
    ('tellin', 'The late frost in the Tellin Valley came in May.', R, 'date_time',
     'In April.'),
    # skyvale
    ('skyvale', 'Skyvale has appealed the High Court ruling.', I, 'modality',
     'It said it would appeal.'),
    ('skyvale', 'The High Court of Ardenne ruled that Skyvale must refund passengers whose flights were cancelled during the 2022 strike.', S, 'restatement',
     "'on Friday' dropped."),
    # pumps
    ('pumps', 'The T60 has a higher maximum flow rate than the T40.', S, 'comparative',
     '60 > 40 L/min.'),
    # cardell
    ('cardell', 'The Harwick Maritime Trust carried out the search and Seabright paid for it.', R, 'argument_swap',
     'Funder and operator reversed.'),
    ('cardell', 'The Cardell expedition located the remains of a fishing boat.', S, 'paraphrase',
     'Modifier dropped.'),
    ('cardell', 'The Cardell expedition found the wreck of the steamer Ilona.', R, 'negation',
     'It failed to find it.'),
    ('cardell', 'The Cardell expedition did not find the wreck of the Ilona.', S, 'negation',
     "'failed to find' = 'did not find'."),
    # hallow
    ('hallow', 'Each team in the Hallow League plays 26 league matches a season.', S, 'multi_sentence',
     '13 opponents × 2.'),
    ('hallow', 'Exactly two teams are relegated from the Hallow League each season.', I, 'quantifier',
     'At least two.'),
    ('hallow', 'The Hallow League champion wins the Continental Cup.', I, 'modality',
     'The champion only qualifies for the Continental Cup.'),
    # mancuso
    ('mancuso', "The premiere of The Salt Queen was conducted by Aurelio Mancuso's brother.", S, 'paraphrase',
     "'conducted by his brother Enzo'."),
    ('mancuso', 'Aurelio Mancuso died in 1979 at the age of 77.', S, 'date_time',
     '2 Feb 1902 to 19 Nov 1979.'),
    # exports
    ('exports', 'Basic plan customers can export reports as PDF.', R, 'quantifier',
     'Only Premium can.'),
    ('exports', 'Premium customers can export reports as CSV.', S, 'paraphrase',
     "'and so can Premium customers'."),
    ('exports', 'A Premium customer can export a three-year-old report as PDF.', R, 'exception',
     'Reports older than two years cannot be exported.'),
    ('exports', 'Customers on every plan can export reports as CSV.', I, 'quantifier',
     'Only Basic and Premium are mentioned; other plans may exist.'),
    # libraries
    ('libraries', 'The Fenner Library holds more books than the Dorsey Library.', R, 'comparative',
     'Half as many.'),
    ('libraries', "The Fenner Library's manuscript collection is more than twice the size of Dorsey's.", S, 'comparative',
     '8,000 > 7,000.'),
    # ferro
    ('ferro', 'Lucia Ferro will lead the integration team.', S, 'coreference',
     "'She' is Ferro."),
    ('ferro', 'The board will lead the integration team.', I, 'coreference',
     "'She' is Ferro, not the board."),
    ('ferro', 'Omar Tiller hired Lucia Ferro in 2019.', R, 'argument_swap',
     'Ferro hired Tiller.'),
    ('ferro', 'Omar Tiller was hired by Lucia Ferro in 2019.', S, 'paraphrase',
     "Active 'whom she hired' turned passive."),
    # copse
    ('copse', 'The Copse Line closed in 2009.', S, 'date_time',
     'Two years before 2011.'),
    ('copse', 'A new station on the Copse Line will open in 2027.', I, 'modality',
     'Scheduled, not certain.'),
    ('copse', 'The Verrin bypass was built because the town had lost its rail link.', I, 'temporal_order',
     'Order only; no cause is stated.'),
    # ardent
    ('ardent', "Pinecrest Capital led Mosswood AI's $40 million funding round.", I, 'mixed_facts',
     "Pinecrest led Ardent's round; who led Mosswood's is not stated."),
    ('ardent', 'Ardent Labs raised less money than Mosswood AI in these rounds.', S, 'comparative',
     '$25m < $40m.'),
    ('ardent', 'Pinecrest Capital has invested in Mosswood AI.', I, 'mixed_facts',
     "Only Pinecrest's round in Ardent is mentioned."),
    # orrin
    ('orrin', 'No mRNA vaccine tested in the Orrin study protected mice against the H7 strain.', S, 'quantifier',
     "Narrowing the restrictor of 'no' is truth-preserving."),
    ('orrin', 'One of the mRNA vaccines in the Orrin study protected mice against the H7 strain.', R, 'quantifier',
     'None of the tested vaccines did.'),
    ('orrin', 'No vaccine protects mice against the H7 strain.', I, 'quantifier',
     'Generalises beyond the six vaccines tested.'),
    # carrow
    ('carrow', 'Every student at Carrow College must live in a residence hall.', R, 'quantifier',
     'Second-year students may live off campus.'),
    ('carrow', 'Every first-year law student at Carrow College must live in a residence hall.', S, 'quantifier',
     "Narrowing the restrictor of 'every' is truth-preserving."),
    ('carrow', 'Second-year students at Carrow College must live off campus.', I, 'modality',
     "'may' is permission, not obligation."),
    # solm
    ('solm', "Greta Solm's third book was published in 2017.", I, 'mixed_facts',
     'Publication is not mentioned.'),
    ('solm', 'Anders Vik lent Greta Solm 20,000 kroner.', S, 'paraphrase',
     "Converse of 'borrowed from'."),
    # ostrander
    ('ostrander', 'Remote workers in Belmark sleep 40 minutes longer on average than office workers.', I, 'hedged_source',
     "A non-peer-reviewed survey 'suggests' it."),
    ('ostrander', 'Shorter commutes cause remote workers in Belmark to sleep longer.', I, 'hedged_source',
     'The authors say the difference may reflect commutes.'),
    ('ostrander', 'The Ostrander survey suggests that office workers in Belmark sleep longer than remote workers.', R, 'argument_swap',
     'It suggests remote workers sleep longer.'),
    ('ostrander', 'The Ostrander survey was peer-reviewed.', R, 'negation',
     'It was not.'),
]
