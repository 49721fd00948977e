"""Hand-labelled claim/context pairs for the fact engine; writes cases.json beside this file.

Usage: python3 make_cases.py
Every label was decided by reading the context alone (no outside knowledge): SUPPORTED when one sentence of the
context states the claim, REFUTED when the context states something incompatible with it, INCONCLUSIVE otherwise.
Many pairs are adversarial: the claim copies the context's words and changes one fact (a role, a unit, a weekday,
the order of two events, a similar name), which a word-overlap checker would call SUPPORTED.
"""
import json
import os

APOLLO = (
    "Apollo 11 was the spaceflight that first landed humans on the Moon. Commander Neil Armstrong and lunar module pilot "
    "Buzz Aldrin landed the lunar module Eagle on July 20, 1969. Michael Collins remained in lunar orbit aboard the command "
    "module Columbia. Armstrong became the first person to step onto the lunar surface about six hours after landing. "
    "The crew returned to Earth on July 24, 1969."
)
PHARMA = (
    "Each Vigilon tablet contains 50 mg of caffeine and 200 mg of L-theanine. Adults may take one tablet every 6 hours. "
    "The tablets should be stored below 25 °C. Vigilon is not recommended for children under 12. "
    "A bottle holds 60 tablets and costs $14.99."
)
MARKET = (
    "The Riverside Farmers Market opens every Sunday at 8 am and closes at 1 pm. It has about 45 stalls. "
    "The market moved to Harbor Square in 2018. Before the move, it was held in the old bus depot. "
    "Parking is free for the first two hours."
)
MERGER = (
    "Northwind Foods announced its merger with Blue Harbor Dairy on March 3, 2021. Two weeks after the announcement, "
    "chief executive Laura Chen resigned. The combined company employs 12,000 people. Its headquarters remained in Chicago. "
    "Revenue grew by 12% in the first year after the merger."
)
SKYLINE = (
    "The Chrysler Building was completed in 1930 and was briefly the tallest building in the world. "
    "It was surpassed by the Empire State Building in 1931. The Empire State Building has 102 floors. "
    "The Chrysler Building is 319 metres tall."
)
WEATHER = (
    "On Tuesday the city recorded a high of 38 °C, the hottest day of the year. Authorities issued a heat warning the day "
    "before. Temperatures are expected to fall to 29 degrees Celsius by Friday. The warning will end on Saturday morning."
)
LIB = (
    "The Westfield Public Library was founded in 1902 by Ada Morris. The library holds about 180,000 books. "
    "It is closed on Mondays. Membership is free for residents under 18. The children's wing was added in 1995, "
    "after a fundraising campaign that lasted three years."
)
MARATHON = (
    "The Lakeside Marathon is held every October. In 2023 Kenyan runner Peter Kiprono won the men's race in 2 hours "
    "9 minutes. Ana Souza of Brazil won the women's race. The course is 42.195 km long and starts at the harbour. "
    "About 18,000 runners finished the race."
)
VOLCANO = (
    "Mount Aria erupted in 1883 after weeks of small earthquakes. The eruption destroyed the village of Teluk. "
    "Ash fell as far as 400 kilometres away. The volcano has been dormant since 1901. "
    "Scientists do not expect another eruption in the next decade."
)
STARTUP = (
    "Quillon was founded in 2015 by Priya Natarajan and Tom Becker. The startup raised $40 million in 2019. "
    "It was acquired by Meridian Software in 2022 for $310 million. Before the acquisition, Quillon had 150 employees. "
    "Natarajan left the company in 2023."
)
RECIPE = (
    "Preheat the oven to 180 °C. Mix 250 g of flour with 2 teaspoons of baking powder. Add 3 eggs and 200 ml of milk. "
    "Bake the cake for 35 minutes. Let it cool before slicing."
)
TRAIN = (
    "The night train leaves Vienna at 22:15 and arrives in Venice at 08:40 the next morning. It runs on Fridays and "
    "Saturdays only. A couchette costs 49 euros. The train stops in Villach before crossing into Italy."
)
BRIDGE = (
    "The Orion Bridge connects Lisbon and Almada. It opened to traffic in 1966 and is 2,277 metres long. The bridge was "
    "designed by the American Bridge Company. A railway deck was added in 1999."
)
TRIAL = (
    "Dr. Helen Park led the vaccine trial at Northgate Hospital. The trial enrolled 3,200 volunteers over 18 months. "
    "Patients received two doses, 28 days apart. No serious side effects were reported."
)
CARS = (
    "Kessler Motors sold 84,000 electric cars in 2022, up from 51,000 a year earlier. The company plans to open a second "
    "factory in Poland. Its chief financial officer, Omar Haddad, will retire in June."
)
SCHOOL = (
    "Greenfield Academy opened in September 2010. The school has 620 students and 48 teachers. Its principal is "
    "Marcus Reid. Classes start at 8:30 am. The school does not offer boarding."
)

# Contexts of the contradiction-family pairs (new texts, several registers: news, product sheet, gazetteer, match
# report, court report, lab note, timetable, company history). Labelled twice by hand before any was run: once while
# writing, once later from the context alone with the claims shuffled and unlabelled; the one pair the readings
# disagreed on ("closed a new cardiac wing on 9 September 2024": opposite predicate, or another event?) was dropped.
# Of the exclusive/negative/universal pairs below, two were dropped the same way: "30 volunteers completed the study"
# against "All 40 volunteers completed the study" (an "at least" or an "exactly" reading) and "The Lindqvist Foundation
# led the study" against "led by Dr Amara Keita and paid for by the Lindqvist Foundation" (another leader, or a
# co-leader). Of the last group, "Tom Arvid defeated Maria Lund" (no election named; the incumbent may have won an
# earlier one) was dropped.
WING = (
    "The Aldwick General Hospital opened a new cardiac wing on 9 September 2024. The wing has 64 beds and cost "
    "£38 million. It was funded by the Harcourt Trust and is run by the regional health board. The old cardiac unit did "
    "not close; it now treats outpatients."
)
VACUUM = (
    "The Velo R3 robot vacuum weighs 3.2 kilograms and runs for 150 minutes on a full charge. Its battery charges in "
    "four hours. The R3 supports voice control but does not support maps of several floors."
)
CANAL = (
    "The Tamar Canal runs east from the port of Kessling to the town of Ardmoor. It was opened in 1794 and is 38 "
    "kilometres long. The canal was built by the engineer John Pell. Traffic on the canal increased after the railway "
    "closed in 1962."
)
MATCH = (
    "Hallam United beat Corrie Athletic 3-1 on Saturday. Nadia Osei scored two goals for Hallam. "
    "The match was played at Brookfield Park in front of 12,400 spectators. Hallam's coach, Ruth Baker, praised the defence."
)
COURT = (
    "The appeals court upheld the conviction of the former mayor, Dan Forsythe, on 12 May 2023. "
    "It reduced his sentence from six years to four years. The court rejected the claim that the evidence had been "
    "obtained unlawfully."
)
LAB = (
    "Heating the alloy above 640 degrees Celsius makes it brittle. Cooling it slowly increases its strength. "
    "The samples were tested in Ghent, and the tests lasted nine days."
)
FERRY = (
    "The ferry to Inishmore leaves Rossaveal at 10:30 and returns at 17:00. A return ticket costs €32. "
    "The crossing takes 40 minutes. Bicycles are carried free of charge."
)
HISTORY = (
    "Kellner & Sons was founded in Dresden in 1871 by the brothers Otto and Emil Kellner. The firm moved its "
    "headquarters to Leipzig in 1905. In 1938 it was sold to the Brandt family, who ran it until 1972."
)

VOTE = (
    "Only the eastern districts voted for the new tram line. None of the councillors from Brask supported the budget. "
    "No one was injured in the fire at the depot, which started shortly after midnight. The mayor, Ilse Marten, "
    "never lived in Brask."
)
CLINIC = (
    "All 40 volunteers completed the study. The dose was increased after the second week. Most participants reported "
    "better sleep. The study was led by Dr Amara Keita and paid for by the Lindqvist Foundation."
)

ZOO = (
    "The Marlow Zoo welcomed 1.2 million visitors in 2023, up from 950,000 in 2022. Its new penguin enclosure opened "
    "in June. The zoo is closed on Christmas Day. Entry is free for children under five."
)
PIPELINE = (
    "The pipeline carries natural gas from Varna to Constanta. It is 220 kilometres long and was completed in 2011. "
    "Its operator, Transgaz, is owned by the Romanian state. The pipeline is not used in winter."
)
ELECTION = (
    "In the 2022 election, Maria Lund won the Veldt seat with 54 percent of the vote, defeating the incumbent Tom Arvid. "
    "Turnout was 61 percent, lower than in 2018. Lund is the first woman to hold the seat."
)

# Contexts of the second contradiction-family group (gazetteer, economy news, accident report, field guide, race
# report, local history, company news, product sheet), written and labelled before the engine was run on them, then
# read a second time from the contexts alone with the claims shuffled and unlabelled.
RIVER = (
    "The Orra rises in the Keld Hills and flows east through Dunmarsh into the Gullet Sea. Its lower course freezes in "
    "most winters. The river is 140 kilometres long."
)
EXPORTS = (
    "Exports from Veltria rose to 8.2 billion euros in 2024, up from 7.5 billion euros a year earlier. Imports fell by 3 "
    "percent. The central bank raised its main interest rate to 4.5 percent in March."
)
LEAK = (
    "A gas leak forced the closure of the Brede shopping centre on Friday. About 400 shoppers were evacuated, but "
    "nobody was hurt. Two employees were treated for dizziness at the scene."
)
TIT = (
    "The Marsh Tit nests only in old oak woods. It feeds on insects and seeds. Males and females share the care of the "
    "young."
)
RACE = (
    "Kasimir Rode won the Tarrow Marathon in 2 hours 9 minutes on Sunday. Only three runners finished under 2 hours 15 "
    "minutes. The women's race was won by Ada Fenn."
)
CANAL2 = "The Halden canal opened in 1832. The railway reached Halden in 1861, and the canal closed to traffic in 1874."
PELL = (
    "Pell Robotics acquired the sensor maker Quade in 2022. In 2024 Pell Robotics sold Quade to Irvel Group. The "
    "company's board rejected a takeover offer from Irvel Group in May."
)
KETTLE = "The Corra 5 kettle holds 1.7 litres. Its base is not dishwasher safe. The lid opens automatically."
# Third contradiction-family group (written and labelled before it was run): one past decision and its opposite,
# a rate kept against one changed, "only" against a list that is itself exclusive, ranks given with a measure and
# the holders ahead, a present state "until" a date, "every … except", a change with its end value, and findings
# attributed to whoever found them, a year that opens a sentence before a name, "the only goal", a win against another place, ownership the other way round, and a count
# against "none of" a group.
APPEAL = (
    "On Friday the regional appeals court upheld the fraud conviction of the former mayor of Tolvik, Harald Brenn. "
    "His lawyer, Signe Aas, said the defence would consider a further appeal."
)
QUOTA = (
    "The Valdor parliament rejected the fishing quota bill by 88 votes to 61 on 3 March. "
    "A revised bill is due to be debated in the autumn."
)
STADIUM = (
    "In 2019 the Harrow council rejected the plan for a new stadium. "
    "In 2021 the council approved a smaller version of the plan."
)
CUPFINAL = (
    "Kessel United lost the league cup final to Arden Town on penalties on Sunday. "
    "Earlier in the season Kessel United lost a league match against Arden Town."
)
DEPOSIT = (
    "The Marvian central bank kept its deposit rate at 2.75 percent on Thursday, citing weak growth. "
    "Economists had expected a cut."
)
PIER = "The old ferry pier at Skarn is now used only by anglers and kayakers. Cars have been banned from it since 2015."
HALVOR = (
    "In the Halvor regional election, the Coast Party finished third with 17 percent of the vote, "
    "behind the Farmers' Union and the Liberal Alliance."
)
FALLS = "At 88 metres, the Grell Falls are the second-highest waterfall in the country, after the Vorna Falls."
READING = "The reading room of the Tamsin Library is closed until 14 May. Its roof is being repaired."
BRASK = "The Brask ferry runs every day except Christmas Day. Tickets cost 12 euros for adults."
SHOP = "The museum shop is open every weekday except Monday."
CASTRIA = (
    "Unemployment in Castria fell to 6.1 percent in August, from 6.4 percent in July. Youth unemployment was unchanged."
)
SURVEY = (
    "A survey by the Orlen Institute found that most commuters in Tassel cycle to work. "
    "Tests showed that the cables of the Hamm bridge were corroded. The city council said it would build two bike lanes."
)
FENSTRA = (
    "In 2018 Halmer Logistics bought the Dutch courier Fenstra for 64 million euros. "
    "Fenstra's founder, Ruud Krol, stayed on as an adviser."
)
ONLYGOAL = (
    "In the 81st minute the defender Ana Silva scored the only goal of the match. "
    "The goalkeeper Lea Brandt saved two penalties."
)
VELLEN = (
    "Jana Holt finished second in the Vellen half marathon on Sunday, behind Mia Roos. "
    "Her club-mate Eva Stam won the 10 km race."
)
TORVALD = "Torvald Holdings owns the ferry operator Nordlys Line. Nordlys Line runs four routes across the Skager Strait."
ARLEN = "None of the 30 volunteers in the Arlen sleep trial reported headaches. Two volunteers left the trial early."
CYCLE = (
    "The city council approved the new cycle lane on Tuesday. The regional authority rejected the plan for a tram line."
)

# Fourth contradiction-family group (written and labelled before it was run, then read a second time from the
# contexts alone with the claims shuffled and unlabelled): a one-way relation the other way round ("a subsidiary of",
# "a tributary of"), a universal over times written as a frame ("at all times", "at any time of the year") against an
# exception of a time, a universal over the members of an object or a recipient against an exception of members,
# durations of "an hour and a half", "alone" and "only" against a list of a past event told with its date and place,
# a final score with the scorers of all its goals and comparisons of size against two stated measures (the last
# eleven pairs, written after the rest had been run), and claims that need knowledge the rules do not have (labelled with the truth; the engine may refuse them). Two
# pairs the readings disagreed on were dropped: "The Kessel is a tributary of Lake Ebbe" (a river that flows into a lake
# may be called its tributary) and "The crossing from Holm to Ebbe takes two hours" (true in winter, not in summer).
HALDEN = (
    "Halden Mining, a subsidiary of the Norwegian group Askeland Industri, operates two copper mines in Finnmark. "
    "Askeland Industri itself is majority-owned by the Stavanger pension fund Vesta. "
    "Until 2016, Halden Mining was a subsidiary of the Swedish firm Borlag."
)
ORVA = (
    "The Orva is a tributary of the Kessel, which it joins at the town of Marn. The Kessel in turn flows into Lake Ebbe. "
    "The Lint, a small stream, is a tributary of the Orva."
)
CASTLEROAD = (
    "Under the new scheme, blue-badge holders may park free of charge in the town centre. "
    "Delivery vans may unload on Market Street every day except Sunday. "
    "The Castle Road car park is open at all times, except during the Spring Fair."
)
ORMLIB = (
    "The Orm Valley library lends e-readers to every registered member, except children under 12. "
    "Its reading room is open at all times during the exam period, except on Sunday mornings."
)
WELLS = (
    "Inspectors from the Halm Water Authority tested every well in the valley in March, except the two wells on the "
    "Dorn estate. They found nitrate above the legal limit in three wells."
)
CROSSING = (
    "The crossing from Holm to Ebbe takes an hour and a half in summer. In winter, when the ferry also stops at Skarn, "
    "it takes two hours. The bus from Ebbe harbour to the town centre takes 20 minutes."
)
ALBIN = (
    "The Albin chair was designed in 1962 by Ilse Marr and Tomas Grell in Turin. It was first produced by the Vetro "
    "workshop, which made 400 copies. Today the chair is sold in oak and walnut."
)
VARR = (
    "In May 2024, four climbers of the Kestrel expedition set out for the summit of Mount Varr. "
    "Ana Ruiz and Piotr Nowak reached the summit on 14 May; the other two turned back at 7,600 metres."
)
HELPDESK = (
    "Support by telephone is available on weekdays between 8:00 and 20:00. "
    "Email support is available every day except 25 December."
)
TAMSIN = (
    "Revenue at Tamsin Foods rose 6 percent in 2024, while its operating profit fell to 80 million euros. "
    "On Monday, Tamsin Foods agreed to buy the regional bakery chain Brodd for 90 million euros."
)
FENWICK = (
    "Fenwick Athletic beat Carrow Rangers 4–2 at the Dell on Saturday. Lena Park scored three times for Fenwick, and "
    "Mia Soto added the fourth goal from a corner. Both of Carrow's goals came from Ada Quill."
)
BRENFORD = (
    "Brenford United beat Ossory Town 2–0 in the county cup semi-final on Tuesday. Kai Lunde scored for Brenford in "
    "the 12th minute, and the substitute Tom Varga added the second goal in the 85th minute."
)
KINROSS = "In the derby, Eli Moss scored twice for Kinross, and Rob Hay added the third goal."
PEAKS = (
    "Mount Orla rises to a height of 2,410 metres above the valley of Tarn. Its neighbour, Mount Sked, reaches a height "
    "of 2,950 metres. The Orla hut stands at 1,800 metres."
)
KELL = "The Kell is 212 kilometres long. The Denn, which joins it at Harrow, has a length of about 190 kilometres."

# Fifth contradiction-family group (news, court and council reports, company results, a survey, a sports note; written
# and labelled before it was run, then read a second time from the contexts alone with the claims shuffled and
# unlabelled): a date between a named subject and its verb, an apposition after the object, a date and a bare name
# opening a sentence, a dated participle that describes a noun, a count "most recently in" a year, "few" against "most"
# and "all", sums in two currencies, a past state "until" a year against the present, and names of generic words. One
# pair the readings disagreed on was dropped: "Most of the town's bakeries open on Sundays" against "A few of the town's
# bakeries open on Sundays" (no contradiction, or "a few" read as "only a few").
KORVATH = (
    "The Supreme Court on Tuesday upheld the ban on street vending in Korvath, a coastal city of 90,000 people, by five "
    "votes to two. The ruling ends a three-year legal fight. Vendors' groups said they would appeal to the European court."
)
ESTVALD = (
    "In June 2025 the Estvald parliament passed the Water Rights Act by 88 votes to 61. The upper house rejected an "
    "earlier version of the act in 2023."
)
VELTMAR = "In May 2022 Harrow Savings lent 12 million pounds to the shipyard Veltmar. Veltmar repaid the loan in 2025."
MARREN = (
    "The Marren Bridge, opened in 1931, carries the coast road over the Tarn estuary. It was the longest suspension bridge "
    "in the country until 1964. A second deck was added in 1978."
)
ORSK = (
    "Orsk Athletic have won the cup five times, most recently in 2021. The club plays at the Brenner Ground, which holds "
    "14,000 spectators."
)
DELLEN = "Most of the 300 farmers surveyed in the Dellen valley grow barley. Few of them grow maize, which needs more water."
LINDGREN = (
    "Lindgren Paper reported revenue of 2.4 billion kronor for 2024, up 6 percent. Its Finnish unit earned 85 million euros."
)
BRANDT = (
    "The tribunal on Friday dismissed the complaint of Oskar Brandt, a former driver for Vello Logistics, over unpaid "
    "overtime. Brandt said he would not appeal."
)
COASTAL = (
    "In 2023 the Foundation granted 2 million dollars to the Museum of Coastal History. The Museum used the money to "
    "restore its east wing."
)
BAKERIES = "A few of the town's bakeries open on Sundays. Most of them close at 2 pm."
TARSK = "Greta Lund has chaired the Tarsk Rowing Club since 2019. Before that, Nils Aho was chair until 2018."
# The last six pairs of the group (written and labelled before they were run): ownership against "a subsidiary of",
# and "only" on one side of a place or a time.
BRISK = (
    "Brisk Foods is a wholly owned subsidiary of the Swiss group Talvan Holdings. Brisk Foods owns two bakeries in Lyon."
)
MERLE = "The Merle canal is open to boats only above the Fosse lock. Fishing is allowed only after sunset."
# Then three pairs (written and labelled before they were run) of a name written by its last word alone.
KOVAC = (
    "Investigators say that Mira Kovac, the former treasurer of the Selden Sailing Club, moved 80,000 euros into her own "
    "account. Kovac denies wrongdoing; her hearing is set for 12 March."
)
LIND = "Anna Lind and Erik Lind run a bakery in Tarn. Lind's shop will close in August."

CASES = [
    # --- issue examples ------------------------------------------------------------------------------------------
    ("Neil Armstrong remained in lunar orbit.", APOLLO, "REFUTED"),
    ("Michael Collins remained in lunar orbit.", APOLLO, "SUPPORTED"),
    ("Each Vigilon tablet contains 50 g of caffeine.", PHARMA, "REFUTED"),
    ("Each Vigilon tablet contains 50 mg of caffeine.", PHARMA, "SUPPORTED"),
    ("The Riverside Farmers Market opens every Saturday at 8 am.", MARKET, "REFUTED"),
    ("The Riverside Farmers Market opens every Sunday at 8 am.", MARKET, "SUPPORTED"),
    ("Laura Chen resigned before Northwind Foods announced its merger with Blue Harbor Dairy.", MERGER, "REFUTED"),
    ("The Empire State Building was completed in 1930 and was briefly the tallest building in the world.", SKYLINE, "REFUTED"),
    ("Revenue grew by 12 percent in the first year after the merger.", MERGER, "SUPPORTED"),
    ("The tablets should be stored below 25 degrees Celsius.", PHARMA, "SUPPORTED"),
    # --- Apollo ---------------------------------------------------------------------------------------------------
    ("Buzz Aldrin remained in lunar orbit.", APOLLO, "REFUTED"),
    ("Neil Armstrong and Buzz Aldrin landed the lunar module Eagle on July 20, 1969.", APOLLO, "SUPPORTED"),
    ("Neil Armstrong and Buzz Aldrin landed the lunar module Eagle on July 21, 1969.", APOLLO, "REFUTED"),
    ("Michael Collins remained in lunar orbit aboard the command module Columbia.", APOLLO, "SUPPORTED"),
    ("Armstrong became the first person to step onto the lunar surface.", APOLLO, "SUPPORTED"),
    ("Aldrin became the first person to step onto the lunar surface.", APOLLO, "REFUTED"),
    ("The crew returned to Earth on July 24, 1969.", APOLLO, "SUPPORTED"),
    ("The crew returned to Earth on July 26, 1969.", APOLLO, "REFUTED"),
    ("Armstrong stepped onto the lunar surface about six hours after landing.", APOLLO, "SUPPORTED"),
    ("The Apollo 11 crew spent three weeks in quarantine.", APOLLO, "INCONCLUSIVE"),
    ("Michael Collins walked on the Moon.", APOLLO, "INCONCLUSIVE"),
    # --- pharmacy: units -----------------------------------------------------------------------------------------
    ("Each Vigilon tablet contains 200 mg of L-theanine.", PHARMA, "SUPPORTED"),
    ("Each Vigilon tablet contains 200 g of L-theanine.", PHARMA, "REFUTED"),
    ("Each Vigilon tablet contains 0.05 g of caffeine.", PHARMA, "SUPPORTED"),
    ("Each Vigilon tablet contains 5 mg of caffeine.", PHARMA, "REFUTED"),
    ("Adults may take one tablet every 6 hours.", PHARMA, "SUPPORTED"),
    ("Adults may take one tablet every 6 minutes.", PHARMA, "REFUTED"),
    ("Adults may take one tablet every 8 hours.", PHARMA, "REFUTED"),
    ("The tablets should be stored below 25 °F.", PHARMA, "REFUTED"),
    ("The tablets should be stored below 25°C.", PHARMA, "SUPPORTED"),
    ("A bottle holds 60 tablets and costs $14.99.", PHARMA, "SUPPORTED"),
    ("A bottle holds 60 tablets and costs $19.99.", PHARMA, "REFUTED"),
    ("A bottle holds 90 tablets.", PHARMA, "REFUTED"),
    ("Vigilon is recommended for children under 12.", PHARMA, "REFUTED"),
    ("Vigilon is not recommended for children under 12.", PHARMA, "SUPPORTED"),
    ("Vigilon tablets contain no sugar.", PHARMA, "INCONCLUSIVE"),
    ("Vigilon is approved for use during pregnancy.", PHARMA, "INCONCLUSIVE"),
    # --- market: weekdays, times, coreference ---------------------------------------------------------------------
    ("The Riverside Farmers Market closes at 1 pm.", MARKET, "SUPPORTED"),
    ("The Riverside Farmers Market closes at 3 pm.", MARKET, "REFUTED"),
    ("The Riverside Farmers Market has about 45 stalls.", MARKET, "SUPPORTED"),
    ("The Riverside Farmers Market has about 80 stalls.", MARKET, "REFUTED"),
    ("The market moved to Harbor Square in 2018.", MARKET, "SUPPORTED"),
    ("The market moved to Harbor Square in 2016.", MARKET, "REFUTED"),
    ("The market moved to Mill Street in 2018.", MARKET, "REFUTED"),
    ("The Riverside Farmers Market sells only organic produce.", MARKET, "INCONCLUSIVE"),
    ("Parking is free for the first two hours.", MARKET, "SUPPORTED"),
    ("Parking is free for the first three hours.", MARKET, "REFUTED"),
    # --- merger: order of events, percent forms ------------------------------------------------------------------
    ("Laura Chen resigned after Northwind Foods announced its merger with Blue Harbor Dairy.", MERGER, "SUPPORTED"),
    ("Northwind Foods announced its merger with Blue Harbor Dairy on March 3, 2021.", MERGER, "SUPPORTED"),
    ("Northwind Foods announced its merger with Blue Harbor Dairy on May 3, 2021.", MERGER, "REFUTED"),
    ("Northwind Foods announced its merger with Green Valley Dairy on March 3, 2021.", MERGER, "REFUTED"),
    ("The combined company employs 12,000 people.", MERGER, "SUPPORTED"),
    ("The combined company employs 21,000 people.", MERGER, "REFUTED"),
    ("Revenue grew by 12% in the first year after the merger.", MERGER, "SUPPORTED"),
    ("Revenue grew by 21% in the first year after the merger.", MERGER, "REFUTED"),
    ("Revenue fell by 12% in the first year after the merger.", MERGER, "REFUTED"),
    ("The headquarters of the combined company moved to Boston.", MERGER, "INCONCLUSIVE"),
    ("Northwind Foods laid off 500 workers after the merger.", MERGER, "INCONCLUSIVE"),
    # --- skyline: similar names ----------------------------------------------------------------------------------
    ("The Chrysler Building was completed in 1930.", SKYLINE, "SUPPORTED"),
    ("The Chrysler Building was completed in 1931.", SKYLINE, "REFUTED"),
    ("The Empire State Building has 102 floors.", SKYLINE, "SUPPORTED"),
    ("The Chrysler Building has 102 floors.", SKYLINE, "INCONCLUSIVE"),
    ("The Empire State Building has 120 floors.", SKYLINE, "REFUTED"),
    ("The Chrysler Building is 319 metres tall.", SKYLINE, "SUPPORTED"),
    ("The Chrysler Building is 319 feet tall.", SKYLINE, "REFUTED"),
    ("The Empire State Building is 319 metres tall.", SKYLINE, "REFUTED"),
    ("The Chrysler Building was surpassed by the Empire State Building in 1931.", SKYLINE, "SUPPORTED"),
    ("The Empire State Building was designed by William Van Alen.", SKYLINE, "INCONCLUSIVE"),
    # --- weather: temperatures, weekdays, relative days ------------------------------------------------------------
    ("On Tuesday the city recorded a high of 38 °C.", WEATHER, "SUPPORTED"),
    ("On Tuesday the city recorded a high of 38 degrees Celsius.", WEATHER, "SUPPORTED"),
    ("On Wednesday the city recorded a high of 38 °C.", WEATHER, "REFUTED"),
    ("On Tuesday the city recorded a high of 38 °F.", WEATHER, "REFUTED"),
    ("On Tuesday the city recorded a high of 36 °C.", WEATHER, "REFUTED"),
    ("Temperatures are expected to fall to 29 degrees Celsius by Friday.", WEATHER, "SUPPORTED"),
    ("Temperatures are expected to fall to 29 °C by Thursday.", WEATHER, "REFUTED"),
    ("The warning will end on Saturday morning.", WEATHER, "SUPPORTED"),
    ("The warning will end on Sunday morning.", WEATHER, "REFUTED"),
    ("The heat warning caused schools to close.", WEATHER, "INCONCLUSIVE"),
    # --- library: founders, negation, coreference ------------------------------------------------------------------
    ("The Westfield Public Library was founded in 1902 by Ada Morris.", LIB, "SUPPORTED"),
    ("The Westfield Public Library was founded in 1902 by Edith Morris.", LIB, "REFUTED"),
    ("The Westfield Public Library was established in 1902.", LIB, "SUPPORTED"),
    ("The Westfield Public Library was founded in 1920.", LIB, "REFUTED"),
    ("The library holds about 180,000 books.", LIB, "SUPPORTED"),
    ("The library holds about 18,000 books.", LIB, "REFUTED"),
    ("The library is closed on Mondays.", LIB, "SUPPORTED"),
    ("The library is closed on Tuesdays.", LIB, "REFUTED"),
    ("The library is open on Mondays.", LIB, "REFUTED"),
    ("Membership is free for residents under 18.", LIB, "SUPPORTED"),
    ("Membership is free for residents under 21.", LIB, "REFUTED"),
    ("The children's wing was added in 1995.", LIB, "SUPPORTED"),
    ("The children's wing was added before the fundraising campaign.", LIB, "REFUTED"),
    ("The library offers free Wi-Fi.", LIB, "INCONCLUSIVE"),
    # --- marathon: people, countries, units ------------------------------------------------------------------------
    ("The Lakeside Marathon is held every October.", MARATHON, "SUPPORTED"),
    ("The Lakeside Marathon is held every November.", MARATHON, "REFUTED"),
    ("In 2023 Peter Kiprono won the men's race in 2 hours 9 minutes.", MARATHON, "SUPPORTED"),
    ("In 2023 Ana Souza won the men's race.", MARATHON, "REFUTED"),
    ("Ana Souza of Brazil won the women's race.", MARATHON, "SUPPORTED"),
    ("Ana Souza of Portugal won the women's race.", MARATHON, "REFUTED"),
    ("The course is 42.195 km long.", MARATHON, "SUPPORTED"),
    ("The course is 42.195 miles long.", MARATHON, "REFUTED"),
    ("The course is 42,195 metres long.", MARATHON, "SUPPORTED"),
    ("About 18,000 runners finished the race.", MARATHON, "SUPPORTED"),
    ("About 28,000 runners finished the race.", MARATHON, "REFUTED"),
    ("The course ends at the harbour.", MARATHON, "INCONCLUSIVE"),
    # --- volcano: order, distances, negation ------------------------------------------------------------------------
    ("Mount Aria erupted in 1883 after weeks of small earthquakes.", VOLCANO, "SUPPORTED"),
    ("Mount Aria erupted in 1883 before weeks of small earthquakes.", VOLCANO, "REFUTED"),
    ("The eruption destroyed the village of Teluk.", VOLCANO, "SUPPORTED"),
    ("The eruption destroyed the village of Batu.", VOLCANO, "INCONCLUSIVE"),
    ("Ash fell as far as 400 kilometres away.", VOLCANO, "SUPPORTED"),
    ("Ash fell as far as 400 metres away.", VOLCANO, "REFUTED"),
    ("The volcano has been dormant since 1901.", VOLCANO, "SUPPORTED"),
    ("The volcano has been dormant since 1910.", VOLCANO, "REFUTED"),
    ("Scientists expect another eruption in the next decade.", VOLCANO, "REFUTED"),
    ("The 1883 eruption killed 2,000 people.", VOLCANO, "INCONCLUSIVE"),
    # --- startup: founders, money, order ---------------------------------------------------------------------------
    ("Quillon was founded in 2015 by Priya Natarajan and Tom Becker.", STARTUP, "SUPPORTED"),
    ("Quillon was founded in 2015 by Priya Natarajan and Sam Becker.", STARTUP, "REFUTED"),
    ("The startup raised $40 million in 2019.", STARTUP, "SUPPORTED"),
    ("The startup raised $14 million in 2019.", STARTUP, "REFUTED"),
    ("The startup raised 40 million euros in 2019.", STARTUP, "REFUTED"),
    ("Quillon was acquired by Meridian Software in 2022 for $310 million.", STARTUP, "SUPPORTED"),
    ("Quillon was acquired by Meridian Software in 2022 for $130 million.", STARTUP, "REFUTED"),
    ("Quillon was acquired by Meridian Labs in 2022.", STARTUP, "REFUTED"),
    ("Before the acquisition, Quillon had 150 employees.", STARTUP, "SUPPORTED"),
    ("Natarajan left the company in 2023.", STARTUP, "SUPPORTED"),
    ("Becker left the company in 2023.", STARTUP, "INCONCLUSIVE"),
    ("Natarajan left the company before the acquisition.", STARTUP, "REFUTED"),
    # --- recipe: units of the kitchen ------------------------------------------------------------------------------
    ("Preheat the oven to 180 °C.", RECIPE, "SUPPORTED"),
    ("Preheat the oven to 180 °F.", RECIPE, "REFUTED"),
    ("Mix 250 g of flour with 2 teaspoons of baking powder.", RECIPE, "SUPPORTED"),
    ("Mix 250 mg of flour with 2 teaspoons of baking powder.", RECIPE, "REFUTED"),
    ("Mix 0.25 kg of flour with 2 teaspoons of baking powder.", RECIPE, "SUPPORTED"),
    ("Add 3 eggs and 200 ml of milk.", RECIPE, "SUPPORTED"),
    ("Add 3 eggs and 200 l of milk.", RECIPE, "REFUTED"),
    ("Bake the cake for 35 minutes.", RECIPE, "SUPPORTED"),
    ("Bake the cake for 35 hours.", RECIPE, "REFUTED"),
    ("Bake the cake for 45 minutes.", RECIPE, "REFUTED"),
    ("Add a pinch of salt to the flour.", RECIPE, "INCONCLUSIVE"),
    # --- train: weekdays in plural, currency -----------------------------------------------------------------------
    ("The night train runs on Fridays and Saturdays only.", TRAIN, "SUPPORTED"),
    ("The night train runs on Sundays.", TRAIN, "REFUTED"),
    ("A couchette costs 49 euros.", TRAIN, "SUPPORTED"),
    ("A couchette costs 49 dollars.", TRAIN, "REFUTED"),
    ("A couchette costs 94 euros.", TRAIN, "REFUTED"),
    ("The train stops in Villach before crossing into Italy.", TRAIN, "SUPPORTED"),
    ("The night train leaves Salzburg at 22:15.", TRAIN, "REFUTED"),
    ("The train has a restaurant car.", TRAIN, "INCONCLUSIVE"),
    # --- school: roles, coreference, negation ----------------------------------------------------------------------
    ("Greenfield Academy opened in September 2010.", SCHOOL, "SUPPORTED"),
    ("Greenfield Academy opened in October 2010.", SCHOOL, "REFUTED"),
    ("Greenfield Academy has 620 students and 48 teachers.", SCHOOL, "SUPPORTED"),
    ("Greenfield Academy has 48 students.", SCHOOL, "REFUTED"),
    ("The principal of Greenfield Academy is Marcus Reid.", SCHOOL, "SUPPORTED"),
    ("The principal of Greenfield Academy is Helen Reid.", SCHOOL, "REFUTED"),
    ("Greenfield Academy offers boarding.", SCHOOL, "REFUTED"),
    ("The school does not offer boarding.", SCHOOL, "SUPPORTED"),
    ("Greenfield Academy won a national science prize.", SCHOOL, "INCONCLUSIVE"),
    # --- written after the engine passed the cases above, then kept as they came out ------------------------------
    ("The Orion Bridge connects Lisbon and Porto.", BRIDGE, "REFUTED"),
    ("The Orion Bridge opened to traffic in 1966.", BRIDGE, "SUPPORTED"),
    ("The Orion Bridge opened to traffic in 1969.", BRIDGE, "REFUTED"),
    ("The Orion Bridge is 2,277 feet long.", BRIDGE, "REFUTED"),
    ("The Orion Bridge is 2.277 km long.", BRIDGE, "SUPPORTED"),
    ("The bridge was designed by the British Bridge Company.", BRIDGE, "REFUTED"),
    ("A railway deck was removed in 1999.", BRIDGE, "REFUTED"),
    ("A road deck was added in 1999.", BRIDGE, "INCONCLUSIVE"),
    ("Dr. Helen Park led the vaccine trial at Southgate Hospital.", TRIAL, "REFUTED"),
    ("The trial enrolled 3,200 volunteers over 18 weeks.", TRIAL, "REFUTED"),
    ("Patients received two doses, 28 days apart.", TRIAL, "SUPPORTED"),
    ("Patients received three doses, 28 days apart.", TRIAL, "REFUTED"),
    ("Patients received two doses, 21 days apart.", TRIAL, "REFUTED"),
    ("Serious side effects were reported.", TRIAL, "REFUTED"),
    ("Kessler Motors sold 84,000 electric cars in 2022.", CARS, "SUPPORTED"),
    ("Kessler Motors sold 51,000 electric cars in 2022.", CARS, "REFUTED"),
    ("Kessler Motors sold 84,000 electric cars in 2021.", CARS, "REFUTED"),
    ("Kessler Motors plans to open a second factory in Hungary.", CARS, "REFUTED"),
    ("Kessler Motors plans to close a second factory in Poland.", CARS, "REFUTED"),
    ("Omar Haddad, the chief financial officer, will retire in July.", CARS, "REFUTED"),
    ("The chief executive officer of Kessler Motors will retire in June.", CARS, "INCONCLUSIVE"),
    ("Kessler Motors sold more than 80,000 electric cars in 2022.", CARS, "SUPPORTED"),
    ("Kessler Motors sold fewer than 80,000 electric cars in 2022.", CARS, "REFUTED"),
    ("Kessler Motors sold 84,000 electric bikes in 2022.", CARS, "INCONCLUSIVE"),
    ("Kessler Motors sold 84,000 petrol cars in 2022.", CARS, "INCONCLUSIVE"),
    # --- contradiction families: a value in the same slot, antonyms, negation, direction, exchanged roles ---------
    ("The new cardiac wing has 46 beds.", WING, "REFUTED"),
    ("The Aldwick General Hospital opened a new cardiac wing on 9 October 2024.", WING, "REFUTED"),
    ("The Aldwick General Hospital opened a new cardiac wing in September 2024.", WING, "SUPPORTED"),
    ("The wing cost £38 million.", WING, "SUPPORTED"),
    ("The wing cost £83 million.", WING, "REFUTED"),
    ("The regional health board funded the wing.", WING, "INCONCLUSIVE"),
    ("The old cardiac unit closed.", WING, "REFUTED"),
    ("The Velo R3 robot vacuum weighs 2.3 kilograms.", VACUUM, "REFUTED"),
    ("The Velo R3 weighs 3,200 grams.", VACUUM, "SUPPORTED"),
    ("The R3 supports maps of several floors.", VACUUM, "REFUTED"),
    ("The Velo R3 runs for 210 minutes on a full charge.", VACUUM, "REFUTED"),
    ("The Velo R3 runs for 150 minutes on a full charge.", VACUUM, "SUPPORTED"),
    ("The R3 does not support voice control.", VACUUM, "REFUTED"),
    ("The battery of the Velo R3 charges in two hours.", VACUUM, "REFUTED"),
    ("The Tamar Canal runs west from the port of Kessling to the town of Ardmoor.", CANAL, "REFUTED"),
    ("The Tamar Canal was opened in 1749.", CANAL, "REFUTED"),
    ("The Tamar Canal is 83 kilometres long.", CANAL, "REFUTED"),
    ("The Tamar Canal was built by John Pell.", CANAL, "SUPPORTED"),
    ("John Pell built the Tamar Canal.", CANAL, "SUPPORTED"),
    ("Traffic on the canal decreased after the railway closed in 1962.", CANAL, "REFUTED"),
    ("The railway closed in 1926.", CANAL, "REFUTED"),
    ("Hallam United lost to Corrie Athletic on Saturday.", MATCH, "REFUTED"),
    ("Nadia Osei scored three goals for Hallam.", MATCH, "REFUTED"),
    ("The match was played in front of 14,200 spectators.", MATCH, "REFUTED"),
    ("Ruth Baker criticised the defence.", MATCH, "INCONCLUSIVE"),
    ("Nadia Osei scored for Corrie Athletic.", MATCH, "INCONCLUSIVE"),
    ("The match was played at Brookfield Park.", MATCH, "SUPPORTED"),
    ("The appeals court overturned the conviction of the former mayor, Dan Forsythe.", COURT, "REFUTED"),
    ("The appeals court upheld the conviction of Dan Forsythe on 21 May 2023.", COURT, "REFUTED"),
    ("The court increased the sentence of Dan Forsythe.", COURT, "REFUTED"),
    ("The court accepted the claim that the evidence had been obtained unlawfully.", COURT, "REFUTED"),
    ("The appeals court upheld the conviction of Dan Forsythe.", COURT, "SUPPORTED"),
    ("Cooling the alloy slowly decreases its strength.", LAB, "REFUTED"),
    ("The tests lasted six days.", LAB, "REFUTED"),
    ("The samples were tested in Ghent.", LAB, "SUPPORTED"),
    ("Heating the alloy above 640 degrees Celsius makes it stronger.", LAB, "INCONCLUSIVE"),
    ("The ferry to Inishmore leaves Rossaveal at 11:30.", FERRY, "REFUTED"),
    ("A return ticket costs €23.", FERRY, "REFUTED"),
    ("The crossing takes 40 minutes.", FERRY, "SUPPORTED"),
    ("The crossing takes an hour.", FERRY, "REFUTED"),
    ("Bicycles are carried free of charge.", FERRY, "SUPPORTED"),
    ("Kellner & Sons was founded in Leipzig in 1871.", HISTORY, "REFUTED"),
    ("Kellner & Sons was founded in 1881.", HISTORY, "REFUTED"),
    ("The firm moved its headquarters to Leipzig in 1905.", HISTORY, "SUPPORTED"),
    ("The firm moved its headquarters from Leipzig to Dresden in 1905.", HISTORY, "REFUTED"),
    ("In 1938 the Brandt family sold the firm.", HISTORY, "INCONCLUSIVE"),
    # --- exclusive, negative and universal statements --------------------------------------------------------------
    ("The western districts voted for the new tram line.", VOTE, "REFUTED"),
    ("The eastern districts voted for the new tram line.", VOTE, "SUPPORTED"),
    ("Some councillors from Brask supported the budget.", VOTE, "REFUTED"),
    ("Two firefighters were injured in the fire at the depot.", VOTE, "REFUTED"),
    ("Ilse Marten lived in Brask.", VOTE, "REFUTED"),
    ("The fire at the depot started shortly before midnight.", VOTE, "REFUTED"),
    ("Ilse Marten is the mayor.", VOTE, "SUPPORTED"),
    ("Some volunteers did not complete the study.", CLINIC, "REFUTED"),
    ("The dose was reduced after the second week.", CLINIC, "REFUTED"),
    ("All participants reported better sleep.", CLINIC, "INCONCLUSIVE"),
    ("The study was led by Dr Amara Keita.", CLINIC, "SUPPORTED"),
    ("The dose was increased after the third week.", CLINIC, "REFUTED"),
    # --- values, opposite states, directions and winners in three more registers ----------------------------------
    ("The Marlow Zoo welcomed 2.1 million visitors in 2023.", ZOO, "REFUTED"),
    ("The Marlow Zoo welcomed 1.2 million visitors in 2023.", ZOO, "SUPPORTED"),
    ("The new penguin enclosure opened in July.", ZOO, "REFUTED"),
    ("The zoo is open on Christmas Day.", ZOO, "REFUTED"),
    ("Visitor numbers at the Marlow Zoo fell in 2023.", ZOO, "REFUTED"),
    ("The pipeline carries natural gas from Constanta to Varna.", PIPELINE, "REFUTED"),
    ("The pipeline carries oil from Varna to Constanta.", PIPELINE, "INCONCLUSIVE"),
    ("The pipeline is used in winter.", PIPELINE, "REFUTED"),
    ("The pipeline was completed in 2001.", PIPELINE, "REFUTED"),
    ("The pipeline is 220 km long.", PIPELINE, "SUPPORTED"),
    ("Tom Arvid won the Veldt seat in the 2022 election.", ELECTION, "REFUTED"),
    ("Maria Lund won the Veldt seat with 45 percent of the vote.", ELECTION, "REFUTED"),
    ("Turnout was higher than in 2018.", ELECTION, "REFUTED"),
    ("Maria Lund defeated Tom Arvid.", ELECTION, "SUPPORTED"),
    ("Turnout was 61 percent.", ELECTION, "SUPPORTED"),
    # --- second contradiction-family group: directions with a destination, changes with their start value, denials
    # of any holder, "only" against a list, counts, orders of dated events, swaps with a date, opposite verbs -------
    ("The Orra flows west through Dunmarsh.", RIVER, "REFUTED"),
    ("The Orra flows west.", RIVER, "REFUTED"),
    ("The Orra flows east into the Gullet Sea.", RIVER, "SUPPORTED"),
    ("The Orra is 410 kilometres long.", RIVER, "REFUTED"),
    ("The Orra freezes every winter.", RIVER, "INCONCLUSIVE"),
    ("Exports from Veltria fell to 8.2 billion euros in 2024.", EXPORTS, "REFUTED"),
    ("Exports from Veltria rose to 9.1 billion euros in 2024.", EXPORTS, "REFUTED"),
    ("Exports from Veltria rose in 2024.", EXPORTS, "SUPPORTED"),
    ("Imports rose by 3 percent.", EXPORTS, "REFUTED"),
    ("The central bank lowered its main interest rate to 4.5 percent in March.", EXPORTS, "REFUTED"),
    ("The central bank raised its main interest rate to 5.5 percent in March.", EXPORTS, "REFUTED"),
    ("The central bank raised its main interest rate in April.", EXPORTS, "INCONCLUSIVE"),
    ("Nobody was evacuated.", LEAK, "REFUTED"),
    ("No one was treated at the scene.", LEAK, "REFUTED"),
    ("Nobody was hurt.", LEAK, "SUPPORTED"),
    ("Two shoppers were hurt.", LEAK, "REFUTED"),
    ("Nothing was stolen.", LEAK, "INCONCLUSIVE"),
    ("About 400 shoppers were evacuated.", LEAK, "SUPPORTED"),
    ("Nobody was evacuated from the Brede cinema.", LEAK, "INCONCLUSIVE"),
    ("The Marsh Tit feeds only on insects.", TIT, "REFUTED"),
    ("The Marsh Tit feeds on seeds.", TIT, "SUPPORTED"),
    ("The Marsh Tit nests in old oak woods.", TIT, "SUPPORTED"),
    ("The Marsh Tit nests in pine woods.", TIT, "REFUTED"),
    ("The Marsh Tit feeds only on insects and seeds.", TIT, "INCONCLUSIVE"),
    ("Only males care for the young.", TIT, "REFUTED"),
    ("Kasimir Rode won the Tarrow Marathon in 2 hours 19 minutes.", RACE, "REFUTED"),
    ("Four runners finished under 2 hours 15 minutes.", RACE, "REFUTED"),
    ("The Tarrow Marathon was won by Kasimir Rode on Saturday.", RACE, "REFUTED"),
    ("Kasimir Rode won the Tarrow Marathon.", RACE, "SUPPORTED"),
    ("The railway reached Halden before the canal opened.", CANAL2, "REFUTED"),
    ("The canal closed after the railway reached Halden.", CANAL2, "SUPPORTED"),
    ("The Halden canal opened in 1823.", CANAL2, "REFUTED"),
    ("The railway reached Halden in 1874.", CANAL2, "REFUTED"),
    ("Pell Robotics' board accepted a takeover offer from Irvel Group in May.", PELL, "REFUTED"),
    ("Quade acquired Pell Robotics in 2022.", PELL, "REFUTED"),
    ("Irvel Group sold Quade to Pell Robotics in 2024.", PELL, "REFUTED"),
    ("Irvel Group bought Quade in 2024.", PELL, "SUPPORTED"),
    ("Pell Robotics sold Quade to Irvel Group.", PELL, "SUPPORTED"),
    ("Pell Robotics acquired Quade in 2021.", PELL, "REFUTED"),
    ("The Corra 5 kettle holds 1.2 litres.", KETTLE, "REFUTED"),
    ("The base of the Corra 5 is dishwasher safe.", KETTLE, "REFUTED"),
    ("The Corra 5 kettle holds 1700 millilitres.", KETTLE, "SUPPORTED"),
    # --- third contradiction-family group -----------------------------------------------------------------------------
    ("The regional appeals court overturned the fraud conviction of Harald Brenn.", APPEAL, "REFUTED"),
    ("The regional appeals court upheld the fraud conviction of Harald Brenn.", APPEAL, "SUPPORTED"),
    ("The Valdor parliament approved the fishing quota bill.", QUOTA, "REFUTED"),
    ("The Valdor parliament rejected the fishing quota bill.", QUOTA, "SUPPORTED"),
    ("The Valdor parliament will approve a revised bill.", QUOTA, "INCONCLUSIVE"),
    ("The Harrow council approved the plan for a new stadium.", STADIUM, "INCONCLUSIVE"),
    ("The Harrow council rejected the plan for a new stadium in 2019.", STADIUM, "SUPPORTED"),
    ("Kessel United won the league cup final.", CUPFINAL, "REFUTED"),
    ("Kessel United won a league match.", CUPFINAL, "INCONCLUSIVE"),
    ("Arden Town won the league cup final.", CUPFINAL, "SUPPORTED"),
    ("The Marvian central bank cut its deposit rate.", DEPOSIT, "REFUTED"),
    ("The Marvian central bank raised its deposit rate on Thursday.", DEPOSIT, "REFUTED"),
    ("The Marvian central bank kept its deposit rate at 2.75 percent.", DEPOSIT, "SUPPORTED"),
    ("The Marvian central bank cut its lending rate.", DEPOSIT, "INCONCLUSIVE"),
    ("The old ferry pier at Skarn is now used only by anglers.", PIER, "REFUTED"),
    ("The old ferry pier at Skarn is used by kayakers.", PIER, "SUPPORTED"),
    ("The old ferry pier at Skarn is now used only by anglers and kayakers.", PIER, "SUPPORTED"),
    ("The old ferry pier at Skarn is now used only by swimmers.", PIER, "REFUTED"),
    ("The Coast Party finished second in the Halvor regional election.", HALVOR, "REFUTED"),
    ("The Coast Party finished third in the Halvor regional election.", HALVOR, "SUPPORTED"),
    ("The Coast Party finished first with 17 percent of the vote.", HALVOR, "REFUTED"),
    ("The Grell Falls are the highest waterfall in the country.", FALLS, "REFUTED"),
    ("The Grell Falls are the third-highest waterfall in the country.", FALLS, "REFUTED"),
    ("The Grell Falls are the highest waterfall in the province.", FALLS, "INCONCLUSIVE"),
    ("The Vorna Falls are higher than the Grell Falls.", FALLS, "SUPPORTED"),
    ("The reading room of the Tamsin Library is open.", READING, "REFUTED"),
    ("The reading room of the Tamsin Library is closed.", READING, "SUPPORTED"),
    ("The reading room of the Tamsin Library is open in June.", READING, "INCONCLUSIVE"),
    ("The reading room of the Tamsin Library was open in 2020.", READING, "INCONCLUSIVE"),
    ("The Brask ferry runs every day.", BRASK, "REFUTED"),
    ("The Brask ferry runs on Christmas Day.", BRASK, "REFUTED"),
    ("The Brask ferry runs every day except Christmas Day.", BRASK, "SUPPORTED"),
    ("The museum shop is open every weekday.", SHOP, "REFUTED"),
    ("Unemployment in Castria rose in August.", CASTRIA, "REFUTED"),
    ("Unemployment in Castria fell in August.", CASTRIA, "SUPPORTED"),
    ("Unemployment in Castria rose in July.", CASTRIA, "INCONCLUSIVE"),
    ("Unemployment in Castria rose to 6.1 percent in August.", CASTRIA, "REFUTED"),
    ("The city council rejected the new cycle lane.", CYCLE, "REFUTED"),
    ("The regional authority approved the new cycle lane.", CYCLE, "INCONCLUSIVE"),
    ("The city council rejected the plan for a tram line.", CYCLE, "INCONCLUSIVE"),
    ("Most commuters in Tassel cycle to work.", SURVEY, "INCONCLUSIVE"),
    ("A survey by the Orlen Institute found that most commuters in Tassel cycle to work.", SURVEY, "SUPPORTED"),
    ("The cables of the Hamm bridge were corroded.", SURVEY, "INCONCLUSIVE"),
    ("The city council built two bike lanes.", SURVEY, "INCONCLUSIVE"),
    ("In 2018 Fenstra bought Halmer Logistics for 64 million euros.", FENSTRA, "REFUTED"),
    ("In 2018 Halmer Logistics bought Fenstra.", FENSTRA, "SUPPORTED"),
    ("In 2019 Halmer Logistics bought Fenstra.", FENSTRA, "REFUTED"),
    ("Lea Brandt scored the only goal of the match.", ONLYGOAL, "REFUTED"),
    ("Ana Silva scored the only goal of the match.", ONLYGOAL, "SUPPORTED"),
    ("Lea Brandt scored a goal.", ONLYGOAL, "INCONCLUSIVE"),
    ("Jana Holt won the Vellen half marathon.", VELLEN, "REFUTED"),
    ("Mia Roos finished second in the Vellen half marathon.", VELLEN, "REFUTED"),
    ("Eva Stam finished third in the 10 km race.", VELLEN, "REFUTED"),
    ("Jana Holt won the 10 km race.", VELLEN, "REFUTED"),
    ("Eva Stam finished second in the Vellen half marathon.", VELLEN, "REFUTED"),
    ("Nordlys Line owns Torvald Holdings.", TORVALD, "REFUTED"),
    ("Torvald Holdings owns Nordlys Line.", TORVALD, "SUPPORTED"),
    ("Nordlys Line owns a ferry.", TORVALD, "INCONCLUSIVE"),
    ("Three volunteers in the Arlen sleep trial reported headaches.", ARLEN, "REFUTED"),
    ("Some volunteers in the Arlen sleep trial reported headaches.", ARLEN, "REFUTED"),
    ("Three volunteers reported nausea.", ARLEN, "INCONCLUSIVE"),
    # --- fourth group: one-way relations, universals over times and members, durations, "alone" ----------------
    ("Askeland Industri is a subsidiary of Halden Mining.", HALDEN, "REFUTED"),
    ("Halden Mining is a subsidiary of Askeland Industri.", HALDEN, "SUPPORTED"),
    ("Vesta is a subsidiary of Askeland Industri.", HALDEN, "REFUTED"),
    ("Borlag is a subsidiary of Halden Mining.", HALDEN, "INCONCLUSIVE"),
    ("Halden Mining operates three copper mines in Finnmark.", HALDEN, "REFUTED"),
    ("The Kessel is a tributary of the Orva.", ORVA, "REFUTED"),
    ("The Orva is a tributary of the Kessel.", ORVA, "SUPPORTED"),
    ("The Orva is a tributary of the Lint.", ORVA, "REFUTED"),
    ("The Lint is a tributary of the Kessel.", ORVA, "INCONCLUSIVE"),
    ("The Castle Road car park is open at all times.", CASTLEROAD, "REFUTED"),
    ("The Castle Road car park is open during the Spring Fair.", CASTLEROAD, "REFUTED"),
    ("The Castle Road car park is open at all times in winter.", CASTLEROAD, "INCONCLUSIVE"),
    ("Delivery vans may unload on Market Street on Sunday.", CASTLEROAD, "REFUTED"),
    ("Blue-badge holders may park free of charge in the town centre.", CASTLEROAD, "SUPPORTED"),
    ("The Orm Valley library lends e-readers to every registered member.", ORMLIB, "REFUTED"),
    ("The Orm Valley library lends e-readers to children under 12.", ORMLIB, "REFUTED"),
    ("The reading room of the Orm Valley library is open at all times during the exam period.", ORMLIB, "REFUTED"),
    ("The reading room of the Orm Valley library is open on Sunday mornings in the summer.", ORMLIB, "INCONCLUSIVE"),
    ("Inspectors from the Halm Water Authority tested every well in the valley in March.", WELLS, "REFUTED"),
    ("Inspectors from the Halm Water Authority tested the wells on the Dorn estate in March.", WELLS, "REFUTED"),
    ("Inspectors found nitrate above the legal limit in three wells.", WELLS, "SUPPORTED"),
    ("Inspectors found nitrate above the legal limit in five wells.", WELLS, "REFUTED"),
    ("In summer the crossing from Holm to Ebbe takes 50 minutes.", CROSSING, "REFUTED"),
    ("In summer the crossing from Holm to Ebbe takes 90 minutes.", CROSSING, "SUPPORTED"),
    ("In winter the crossing from Holm to Ebbe takes an hour and a half.", CROSSING, "REFUTED"),
    ("The bus from Ebbe harbour to the town centre takes an hour and a half.", CROSSING, "REFUTED"),
    ("The Albin chair was designed by Ilse Marr alone.", ALBIN, "REFUTED"),
    ("Only Tomas Grell designed the Albin chair.", ALBIN, "REFUTED"),
    ("The Albin chair was designed in Turin in 1962.", ALBIN, "SUPPORTED"),
    ("The Albin chair was designed in 1965 by Ilse Marr and Tomas Grell.", ALBIN, "REFUTED"),
    ("The Albin chair is sold only in oak.", ALBIN, "REFUTED"),
    ("The Vetro workshop alone produced the Albin chair.", ALBIN, "INCONCLUSIVE"),
    ("Only Ana Ruiz reached the summit of Mount Varr.", VARR, "REFUTED"),
    ("Piotr Nowak reached the summit on 14 May.", VARR, "SUPPORTED"),
    ("Five climbers of the Kestrel expedition set out for the summit of Mount Varr.", VARR, "REFUTED"),
    ("Email support is available at any time of the year.", HELPDESK, "REFUTED"),
    ("Email support is available on 25 December.", HELPDESK, "REFUTED"),
    ("Support by telephone is available at any time.", HELPDESK, "REFUTED"),
    ("Support by telephone is available on weekdays.", HELPDESK, "SUPPORTED"),
    ("Tamsin Foods' operating profit rose in 2024.", TAMSIN, "REFUTED"),
    ("On Monday, Brodd agreed to buy Tamsin Foods.", TAMSIN, "REFUTED"),
    ("Tamsin Foods agreed to buy Brodd for 90 million euros.", TAMSIN, "SUPPORTED"),
    ("Brodd agreed to sell itself to Tamsin Foods.", TAMSIN, "INCONCLUSIVE"),
    ("Mia Soto scored twice for Fenwick.", FENWICK, "REFUTED"),
    ("Lena Park scored three times for Fenwick.", FENWICK, "SUPPORTED"),
    ("Lena Park scored twice for Fenwick.", FENWICK, "REFUTED"),
    ("Ada Quill scored twice for Carrow Rangers.", FENWICK, "SUPPORTED"),
    ("Tom Varga scored twice for Brenford.", BRENFORD, "REFUTED"),
    ("Tom Varga scored for Brenford.", BRENFORD, "SUPPORTED"),
    ("Rob Hay scored twice for Kinross.", KINROSS, "INCONCLUSIVE"),
    ("Mount Orla is higher than Mount Sked.", PEAKS, "REFUTED"),
    ("Mount Sked is higher than Mount Orla.", PEAKS, "SUPPORTED"),
    ("The Denn is longer than the Kell.", KELL, "REFUTED"),
    ("The Kell is longer than the Denn.", KELL, "SUPPORTED"),
    ("The Supreme Court overturned the ban on street vending in Korvath on Tuesday.", KORVATH, "REFUTED"),
    ("The Supreme Court upheld the ban on street vending in Korvath on Tuesday.", KORVATH, "SUPPORTED"),
    ("The Supreme Court upheld the ban on street vending in Korvath on Wednesday.", KORVATH, "REFUTED"),
    ("The Supreme Court upheld the ban by six votes to one.", KORVATH, "REFUTED"),
    ("Vendors' groups appealed to the European court.", KORVATH, "INCONCLUSIVE"),
    ("In June 2025 the Estvald parliament rejected the Water Rights Act.", ESTVALD, "REFUTED"),
    ("The upper house passed an earlier version of the act in 2023.", ESTVALD, "REFUTED"),
    ("The Estvald parliament passed the Water Rights Act.", ESTVALD, "SUPPORTED"),
    ("In May 2022 Veltmar lent 12 million pounds to Harrow Savings.", VELTMAR, "REFUTED"),
    ("In May 2022 Harrow Savings lent 12 million pounds to Veltmar.", VELTMAR, "SUPPORTED"),
    ("The Marren Bridge was opened in 1929.", MARREN, "REFUTED"),
    ("The Marren Bridge was opened in 1931.", MARREN, "SUPPORTED"),
    ("The Marren Bridge is the longest suspension bridge in the country.", MARREN, "REFUTED"),
    ("The Marren Bridge was the longest suspension bridge in the country in 1950.", MARREN, "SUPPORTED"),
    ("A second deck was added to the Marren Bridge in 1987.", MARREN, "REFUTED"),
    ("Orsk Athletic have won the cup six times.", ORSK, "REFUTED"),
    ("Orsk Athletic have won the cup five times.", ORSK, "SUPPORTED"),
    ("Orsk Athletic won the cup in 2021.", ORSK, "SUPPORTED"),
    ("Few of the farmers surveyed in the Dellen valley grow barley.", DELLEN, "REFUTED"),
    ("Most of the farmers surveyed in the Dellen valley grow maize.", DELLEN, "REFUTED"),
    ("All of the farmers surveyed in the Dellen valley grow barley.", DELLEN, "INCONCLUSIVE"),
    ("Some farmers surveyed in the Dellen valley grow barley.", DELLEN, "SUPPORTED"),
    ("Lindgren Paper reported revenue of 2.4 billion euros for 2024.", LINDGREN, "REFUTED"),
    ("Lindgren Paper reported revenue of 2.4 billion kronor for 2024.", LINDGREN, "SUPPORTED"),
    ("Lindgren Paper's Finnish unit earned 85 million kronor.", LINDGREN, "REFUTED"),
    ("The tribunal upheld the complaint of Oskar Brandt on Friday.", BRANDT, "REFUTED"),
    ("The tribunal dismissed the complaint of Oskar Brandt on Friday.", BRANDT, "SUPPORTED"),
    ("Oskar Brandt worked as a driver for Vello Logistics.", BRANDT, "SUPPORTED"),
    ("Oskar Brandt appealed against the tribunal's decision.", BRANDT, "INCONCLUSIVE"),
    ("The Foundation granted 2 million dollars to the Museum of Coastal History.", COASTAL, "SUPPORTED"),
    ("The Foundation granted 2 million dollars to the Museum.", COASTAL, "SUPPORTED"),
    ("The Foundation granted 3 million dollars to the Museum of Coastal History.", COASTAL, "REFUTED"),
    ("Few of the town's bakeries close at 2 pm.", BAKERIES, "REFUTED"),
    ("Greta Lund chairs the Tarsk Rowing Club.", TARSK, "SUPPORTED"),
    ("Nils Aho is chair of the Tarsk Rowing Club.", TARSK, "REFUTED"),
    ("Nils Aho was chair of the Tarsk Rowing Club in 2017.", TARSK, "INCONCLUSIVE"),
    ("Brisk Foods owns Talvan Holdings.", BRISK, "REFUTED"),
    ("Talvan Holdings owns Brisk Foods.", BRISK, "SUPPORTED"),
    ("Brisk Foods owns two bakeries in Lyon.", BRISK, "SUPPORTED"),
    ("The Merle canal is open to boats below the Fosse lock.", MERLE, "REFUTED"),
    ("The Merle canal is open to boats above the Fosse lock.", MERLE, "SUPPORTED"),
    ("Fishing is allowed before sunset.", MERLE, "REFUTED"),
    ("Mira Kovac's hearing is set for 12 March.", KOVAC, "SUPPORTED"),
    ("Mira Kovac's hearing is set for 19 March.", KOVAC, "REFUTED"),
    ("Erik Lind's shop will close in August.", LIND, "INCONCLUSIVE"),
]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = [{"claim": c, "context": ctx, "expected": e} for c, ctx, e in CASES]
    claims = [c["claim"] for c in out]
    assert len(claims) == len(set(claims)), "duplicate claim"
    assert all(c["expected"] in ("SUPPORTED", "REFUTED", "INCONCLUSIVE") for c in out)
    with open(os.path.join(here, "cases.json"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    counts = {v: sum(1 for c in out if c["expected"] == v) for v in ("SUPPORTED", "REFUTED", "INCONCLUSIVE")}
    print(f"{len(out)} cases: {counts}")


if __name__ == "__main__":
    main()
