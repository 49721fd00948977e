# First hand reading (reading A). Each context is followed by its claims:
# (claim, label, phenomenon). Labels are the truth read from the context alone:
# S = SUPPORTED (the context entails the claim), R = REFUTED (the context contradicts it),
# N = NOT ENOUGH INFO (neither). The second, independent reading is in reading_b.py.

CONTEXTS = [
 ("business", "Halvard Foods bought the Portuguese bakery chain Miraço for €72 million in March 2024. The deal was financed by a loan from Ostra Bank.", [
  ("Miraço was bought by Halvard Foods for €72 million.", "S", "passive + dropped modifier"),
  ("Miraço bought Halvard Foods in March 2024.", "R", "buyer/seller swapped, same date"),
  ("Halvard Foods also bought a Spanish bakery chain.", "N", "unsupported addition"),
 ]),
 ("sports", "Rosenvik beat Tallmoor 3–1 in the cup final on Sunday. Ivo Markan scored twice for Rosenvik, and Eli Donn scored Tallmoor's only goal.", [
  ("Rosenvik won the cup final.", "S", "beat -> won"),
  ("Tallmoor beat Rosenvik in the cup final on Sunday.", "R", "winner/loser swapped"),
  ("Ivo Markan scored the winning goal.", "N", "unsupported specific"),
  ("Tallmoor lost to Rosenvik in the cup final.", "S", "converse"),
 ]),
 ("encyclopedia", "The Sarn River rises in the Keld Hills and flows east into Lake Ormu. It is navigable for most of its length, except for the rapids below Tessa Falls.", [
  ("The Sarn River flows from Lake Ormu into the Keld Hills.", "R", "direction reversed"),
  ("The Sarn River is navigable along its whole length.", "R", "exception ignored"),
  ("The Sarn River flows into Lake Ormu.", "S", "dropped direction"),
 ]),
 ("history", "The Merrow Bridge was designed by the engineer Clara Voss and opened in 1912. It was closed to motor traffic in 1987 and is now used only by pedestrians and cyclists.", [
  ("Clara Voss designed the Merrow Bridge.", "S", "passive -> active"),
  ("The Merrow Bridge was designed by Anton Reel.", "R", "another designer"),
  ("The Merrow Bridge is now used only by pedestrians.", "R", "only against a list"),
  ("Clara Voss designed several other bridges.", "N", "unsupported addition"),
  ("The Merrow Bridge was closed to motor traffic.", "S", "dropped past time"),
 ]),
 ("medicine", "In the trial, patients who took Veltrazine lowered their systolic blood pressure by an average of 9 mmHg. Some patients reported mild dizziness, but no serious side effects were observed.", [
  ("All patients reported mild dizziness.", "N", "some -> all"),
  ("Serious side effects were observed.", "R", "negation dropped"),
  ("No serious side effects were observed.", "S", "same negation, frame dropped"),
  ("Veltrazine lowers blood pressure in every patient.", "N", "average -> every"),
 ]),
 ("policy", "The city council voted on Tuesday to ban diesel buses from the old town from 2027. The mayor said the ban could be extended to delivery vans.", [
  ("The ban has been extended to delivery vans.", "N", "modality + reported speech -> fact"),
  ("The city council voted on Tuesday to ban diesel buses from the old town from 2029.", "R", "different year of a decision"),
  ("The council voted to ban diesel buses from the old town.", "S", "dropped modifiers"),
  ("The mayor said the ban would be extended to delivery vans.", "N", "could -> would"),
 ]),
 ("science", "The alloy Tervium-7 melts at 1,420 °C. Under a pressure of 5 gigapascals, its melting point rises to about 1,610 °C.", [
  ("Under a pressure of 5 gigapascals, Tervium-7 melts at 1,420 °C.", "R", "value under another frame"),
  ("Tervium-7 melts at 1420 degrees Celsius.", "S", "unit spelled out"),
 ]),
 ("business", "Kormac Group owns Brill Logistics, which it acquired from the investor Dana Ulric in 2019. Brill Logistics employs about 1,200 people.", [
  ("Brill Logistics owns Kormac Group.", "R", "parent/subsidiary swapped"),
  ("Kormac Group sold Brill Logistics to Dana Ulric in 2019.", "R", "from/to swapped, same date"),
  ("Dana Ulric sold Brill Logistics to Kormac Group.", "S", "converse acquired from / sold to"),
 ]),
 ("business", "In 2022 the Nordvik Development Fund lent 15 million dollars to the town of Aspen Creek to rebuild its water plant.", [
  ("The town of Aspen Creek lent 15 million dollars to the Nordvik Development Fund in 2022.", "R", "lender/borrower swapped"),
  ("In 2022 the town of Aspen Creek borrowed 15 million dollars from the Nordvik Development Fund.", "S", "converse lent/borrowed"),
  ("In 2022 the Nordvik Development Fund lent 15 million euros to Aspen Creek.", "R", "different currency"),
  ("The water plant was rebuilt in 2023.", "N", "purpose -> done"),
 ]),
 ("news", "In the regional election, the Green League finished second with 22 percent of the vote, behind the Farmers' Party, which won 31 percent. Turnout was 64 percent.", [
  ("The Green League finished first in the regional election.", "R", "rank"),
  ("The Green League won the regional election.", "R", "winner contradicted"),
  ("The Farmers' Party won 31 percent of the vote.", "S", "relative clause"),
  ("The Green League increased its share of the vote.", "N", "change not stated"),
 ]),
 ("history", "The Treaty of Varna was signed in 1648 by Esland and Morrow. Esland ratified it the same year, but Morrow never ratified it.", [
  ("Morrow ratified the Treaty of Varna.", "R", "negation ('never')"),
  ("Esland ratified the Treaty of Varna.", "S", "coreference"),
  ("Both countries ratified the Treaty of Varna.", "R", "quantifier 'both'"),
  ("The Treaty of Varna ended a war between Esland and Morrow.", "N", "unsupported addition"),
 ]),
 ("product", "The Pellin 3 phone comes in black, silver and green. The green model is available only in Europe.", [
  ("The Pellin 3 comes only in black.", "R", "only against a list"),
  ("The Pellin 3 comes in silver.", "S", "list member"),
  ("The silver model is available only in Europe.", "N", "property moved to another member"),
 ]),
 ("news", "Most of the 40 schools in the district reopened on Monday. Three schools remain closed because of flood damage.", [
  ("All of the schools in the district reopened on Monday.", "R", "most -> all, three still closed"),
  ("Three schools remain closed.", "S", "dropped reason"),
  ("Some schools in the district reopened on Monday.", "S", "most -> some"),
  ("The flood damaged every school in the district.", "N", "some -> all"),
 ]),
 ("business", "According to the company, the Tarn plant will reach full production in 2026. Analysts at Brenner & Co. expect delays.", [
  ("The Tarn plant will reach full production in 2026.", "N", "reported speech -> fact"),
  ("The Tarn plant reached full production in 2026.", "N", "forecast -> done"),
  ("Brenner & Co. analysts expect delays.", "S", "paraphrase of noun phrase"),
 ]),
 ("policy", "Ostmark Rail plans to open a new line between Dellby and Farrow in 2028. Construction has not yet started.", [
  ("Ostmark Rail will open a new line between Dellby and Farrow in 2028.", "N", "planned -> will"),
  ("Construction of the new line has started.", "R", "negation dropped"),
  ("Ostmark Rail plans to open a new line between Dellby and Farrow.", "S", "dropped date"),
 ]),
 ("medicine", "For adults, the recommended dose of Caldrex is 500 mg twice a day. Children under 12 should take 250 mg twice a day.", [
  ("The recommended dose of Caldrex is 500 mg twice a day.", "N", "group dropped"),
  ("For adults, the recommended dose of Caldrex is 250 mg twice a day.", "R", "different value same group"),
  ("Children under 12 should take 250 mg of Caldrex twice a day.", "S", "coreference of the drug"),
  ("Children under 12 must take 250 mg twice a day.", "N", "should -> must"),
 ]),
 ("history", "The museum's east wing opened in 1998, four years after the west wing. The west wing was designed by Hiro Tanabe.", [
  ("The east wing opened before the west wing.", "R", "order reversed"),
  ("The west wing opened in 1994.", "S", "arithmetic"),
  ("The east wing was designed by Hiro Tanabe.", "N", "property moved to another thing"),
  ("Hiro Tanabe designed the west wing.", "S", "passive -> active"),
 ]),
 ("news", "The appeals court upheld the conviction of the former treasurer, Mila Strand, on Thursday. Her lawyers said they would take the case to the Supreme Court.", [
  ("The appeals court overturned the conviction of Mila Strand.", "R", "antonym predicate"),
  ("The conviction of Mila Strand was upheld by the appeals court.", "S", "active -> passive"),
  ("Mila Strand's lawyers took the case to the Supreme Court.", "N", "intention -> done"),
 ]),
 ("encyclopedia", "Lake Irva is deeper than Lake Sollen but covers a smaller area. Lake Sollen drains into Lake Irva through the Mossa channel.", [
  ("Lake Sollen is deeper than Lake Irva.", "R", "comparison reversed"),
  ("Lake Irva drains into Lake Sollen.", "R", "direction reversed"),
  ("Lake Irva covers a smaller area than Lake Sollen.", "S", "elided comparison"),
 ]),
 ("sports", "Defender Paolo Renn joined Castell FC from Varga United in July for a fee of £8 million. He signed a four-year contract.", [
  ("Paolo Renn joined Varga United from Castell FC in July.", "R", "from/to swapped, same date"),
  ("Paolo Renn joined Castell FC.", "S", "dropped frames"),
 ]),
 ("news", "A fire broke out at a textile warehouse in Belden on Saturday night. About 60 residents were evacuated, and no one was injured.", [
  ("Two firefighters were injured in the fire.", "R", "'no one' denial"),
  ("Around 60 residents were evacuated.", "S", "synonym about/around"),
  ("The fire was started deliberately.", "N", "unsupported cause"),
  ("A fire broke out at a warehouse in Belden.", "S", "dropped modifier"),
 ]),
 ("news", "Inflation in Parnia fell to 3.2 percent in October, down from 4.1 percent in September. The central bank kept its main rate at 5 percent.", [
  ("Inflation in Parnia rose in October.", "R", "antonym predicate"),
  ("The central bank raised its main rate.", "R", "kept vs raised"),
  ("In October, inflation in Parnia fell to 3.2 percent.", "S", "frame moved"),
  ("Inflation in Parnia will fall below 3 percent next month.", "N", "forecast"),
 ]),
 ("encyclopedia", "The Halden Observatory was founded in 1874 by the astronomer Ruth Kessling. Its main telescope, a 60-centimetre refractor, was installed in 1881.", [
  ("Ruth Kessling founded the Halden Observatory.", "S", "passive -> active, dropped modifier"),
  ("The main telescope of the Halden Observatory is a 40-centimetre refractor.", "R", "different measure"),
  ("The Halden Observatory's main telescope was installed in 1881.", "S", "possessive coreference"),
 ]),
 ("business", "Verel Pharma may cut up to 300 jobs at its plant in Lisk, a spokesperson said.", [
  ("Verel Pharma cut 300 jobs at its plant in Lisk.", "N", "modality + source dropped"),
  ("Verel Pharma will cut 300 jobs.", "N", "may -> will"),
  ("According to a spokesperson, Verel Pharma may cut up to 300 jobs at its plant in Lisk.", "S", "attribution paraphrase"),
 ]),
 ("history", "Of the six expedition members, only Arne Vik and Lotte Brandt reached the summit. The others turned back at the second camp.", [
  ("Only Arne Vik reached the summit.", "R", "only against a list"),
  ("Lotte Brandt reached the summit.", "S", "list member"),
  ("Arne Vik reached the summit first.", "N", "unsupported addition"),
 ]),
 ("medicine", "The vaccine is approved for everyone over six months old, except people with a severe allergy to egg protein.", [
  ("The vaccine is approved for people with a severe allergy to egg protein.", "R", "exception contradicted"),
  ("The vaccine is approved for everyone over three months old.", "N", "widened group"),
 ]),
 ("science", "Some species of the genus Corvex can survive freezing temperatures. Corvex lapponica, the best-studied species, hibernates under snow.", [
  ("All species of the genus Corvex can survive freezing temperatures.", "N", "some -> all"),
  ("Corvex lapponica hibernates.", "S", "dropped place"),
  ("No species of the genus Corvex can survive freezing temperatures.", "R", "some vs no"),
  ("Corvex lapponica is the least-studied species of the genus.", "R", "superlative contradicted"),
 ]),
 ("business", "On 3 February 2025, Lindqvist Energy sold its stake in the Skarr Bay wind farm to the pension fund Aurel Capital for 410 million euros.", [
  ("Aurel Capital sold its stake in the Skarr Bay wind farm to Lindqvist Energy on 3 February 2025.", "R", "seller/buyer swapped, same date"),
  ("Aurel Capital bought a stake in the Skarr Bay wind farm from Lindqvist Energy.", "S", "converse sold to / bought from"),
 ]),
 ("policy", "The new law does not apply to companies with fewer than 50 employees. It takes effect on 1 January.", [
  ("The new law does not apply to companies.", "N", "modifier dropped under negation"),
  ("The new law applies to companies with fewer than 50 employees.", "R", "negation dropped"),
  ("The new law does not apply to companies with fewer than 20 employees.", "S", "narrowed under negation"),
 ]),
 ("sports", "Mara Eklund won the 10,000 metres at the national championships in 28 minutes 41 seconds, a championship record. Her teammate Jo Fenner finished third.", [
  ("Jo Fenner won the 10,000 metres at the national championships.", "R", "another winner"),
  ("Mara Eklund won the 10,000 metres.", "S", "dropped frames"),
  ("Mara Eklund set a world record.", "N", "championship record -> world record"),
 ]),
 ("history", "In 1791 the capital was moved from Orlan to Vessa. It remained there until 1850.", [
  ("In 1791 the capital was moved from Vessa to Orlan.", "R", "from/to swapped"),
  ("The capital was moved to Vessa in 1791.", "S", "dropped source"),
 ]),
 ("encyclopedia", "The Kalder Tunnel was completed in 2009. Its construction cost 1.4 billion euros and took six years.", [
  ("Construction of the Kalder Tunnel took six years.", "S", "possessive -> of-phrase"),
  ("Construction of the Kalder Tunnel cost 4.1 billion euros.", "R", "digits transposed"),
 ]),
 ("news", "Police said the driver of the lorry had been drinking. The driver, a 44-year-old man from Tarrow, was arrested at the scene.", [
  ("The driver of the lorry had been drinking.", "N", "reported speech -> fact"),
  ("The driver was arrested at the scene.", "S", "dropped apposition"),
 ]),
 ("medicine", "In patients with kidney disease, the drug Oxavel increases the risk of low blood sugar. It is not recommended for pregnant women.", [
  ("Oxavel is recommended for pregnant women.", "R", "negation dropped"),
  ("Oxavel increases the risk of low blood sugar.", "N", "group dropped"),
  ("Oxavel is not recommended for pregnant women.", "S", "coreference"),
 ]),
 ("business", "Sorvik Airlines announced that it would begin flights to Lagos in May. The airline currently flies to 42 destinations.", [
  ("Sorvik Airlines began flights to Lagos in May.", "N", "announcement -> done"),
  ("Sorvik Airlines flies to 42 destinations.", "S", "coreference, dropped adverb"),
  ("Sorvik Airlines flies to more than 50 destinations.", "R", "bound contradicted"),
 ]),
 ("science", "Researchers at the Linden Institute found that the enzyme KR-4 breaks down polyethylene at 30 °C within two weeks. The enzyme did not break down polypropylene.", [
  ("The enzyme KR-4 breaks down polypropylene.", "R", "negation dropped"),
  ("KR-4 breaks down polyethylene at 30 °C within two weeks.", "N", "attributed finding -> fact"),
  ("Researchers at the Linden Institute found that KR-4 breaks down polyethylene.", "S", "dropped frames inside the finding"),
 ]),
 ("sports", "Hanna Lo, the club's captain since 2021, extended her contract with Brenford until 2028. She had been linked with a move to Oster City.", [
  ("Hanna Lo moved to Oster City.", "N", "rumour -> done"),
  ("Hanna Lo has been the club's captain since 2021.", "S", "apposition"),
  ("Brenford extended Hanna Lo's contract until 2028.", "S", "roles of a mutual act"),
 ]),
 ("policy", "The ministry will fund the new hospital in Ardel, while the regional health board will run it.", [
  ("The regional health board will fund the new hospital in Ardel.", "N", "funder/operator swapped"),
  ("The ministry will run the new hospital in Ardel.", "N", "funder/operator swapped"),
  ("The new hospital in Ardel will be funded by the ministry.", "S", "active -> passive"),
  ("The ministry funded the new hospital in Ardel.", "N", "future -> past"),
 ]),
]
