#!/usr/bin/env python3
"""Source of held-out fact round 12. Written from the public documentation only.

Each case: (context id, category, claim, reading A label, reading A reason, reading B label, reading B reason).
Labels: S = SUPPORTED, R = REFUTED, N = NOT ENOUGH INFO. Two independent hand readings; only agreed cases are kept
(see oracle.py). Run: python3 cases_src.py > cases.json
"""
import json

CONTEXTS = {
 "c01": "On 14 March 2025, the city council of Brevik approved a plan to build a new tram line to the harbour. The line, which will cost 210 million kroner, is expected to open in 2029.",
 "c02": "Halvorsen Foods acquired the Danish snack maker Krisp in June 2024 for €86 million. It was the company's largest purchase since 2017.",
 "c03": "In the cup final on Sunday, Rovers beat Albion at Kell Park. Dario Menez scored twice for the winners.",
 "c04": "In a study of 250 patients, the drug Corvalex reduced LDL cholesterol by 31 percent over six months. The authors said the effect may be weaker in patients over 75.",
 "c05": "The Hallam Bridge was designed by the engineer Rosa Whitcombe and completed in 1889. It replaced a wooden ferry crossing that had operated since 1760.",
 "c06": "Adults may take up to 4 grams of paracetamol a day. Children under 12 should not take the extended-release tablets.",
 "c07": "On 3 February 2026, the Supreme Court upheld the ruling against Delmont Mining. The company had been fined £2.4 million for polluting the River Asker.",
 "c08": "The Varde Maritime Museum is open every day except Monday. Admission is free for children under 6.",
 "c09": "Version 4.2 of the Tallow editor adds support for Markdown tables and removes the legacy plugin API. The update is available for Windows and macOS.",
 "c10": "Revenue at Norrland Telecom rose 12 % in 2025, while operating costs rose 8 %. The board proposed a dividend of 1.40 kronor per share.",
 "c11": "The government plans to raise the minimum wage to £12.80 an hour from April 2027. Unions said the increase was too small.",
 "c12": "Elena Sarova finished second in the women's 10,000 metres at the European Championships in Rome, behind Greta Holm. It was her first medal at a major championship.",
 "c13": "The Kessel glacier lost 14 % of its volume between 2000 and 2020, according to a study published in Nature Geoscience. Most of the loss occurred after 2010.",
 "c14": "No one was injured in the fire at the Lindqvist warehouse on Tuesday night. About 40 firefighters were sent to the scene.",
 "c15": "The Treaty of Velna was signed in 1648 by Sweden and Poland. It ended a war that had lasted eleven years.",
 "c16": "In May 2025, Brannock Capital lent €40 million to the shipbuilder Aster Yards. The loan runs for five years.",
 "c17": "The new clinic in Dunmore is funded by the regional health authority and operated by the charity CareBridge.",
 "c18": "On weekdays, trains from Halden to Moss run every 30 minutes. On Sundays, the service runs hourly.",
 "c19": "Zentravir is approved for adults with chronic hepatitis B, except during pregnancy. Common side effects include headache and nausea.",
 "c20": "A jury in Leeds acquitted the former mayor Colin Pratt of fraud on 12 September 2025. Prosecutors said they would consider an appeal.",
 "c21": "The Merrow river flows east from the Kaldar hills into the Bay of Ness. At 212 kilometres, it is the longest river in the county.",
 "c22": "Three of the seven directors voted against the sale of the Oslo plant. The sale was approved on 2 April 2026 and will close in the third quarter.",
 "c23": "The Lumo X2 headphones offer up to 30 hours of battery life with noise cancelling switched off. They weigh 254 grams.",
 "c24": "Nordwing has reportedly ordered 20 Airbus A321neo jets, according to two people familiar with the deal. The airline declined to comment.",
 "c25": "Marta Vidal has won the Olsen Marathon four times, most recently in 2023. She did not compete in 2024 because of an injury.",
 "c26": "Some females of the lizard Anolis varens lay eggs twice a year. Males are larger than females.",
 "c27": "The EU's new battery rules, adopted in July 2023, require manufacturers to use at least 16 % recycled cobalt in new batteries by 2031.",
 "c28": "The Orrin Canal opened in 1822, eight years before the railway reached Tolby. The railway was extended to Pell in 1841.",
 "c29": "In the first half of 2025, sales of electric vans in Germany rose 34 %. Sales of diesel vans fell 9 % over the same period.",
 "c30": "Kestrel Airways carried 8.2 million passengers in 2025, up from 6.9 million in 2024. Its load factor was 84 percent.",
 "c31": "Mayor Ines Falk said on Monday that the Strand Bridge will close for repairs in October. Engineers found cracks in two of its supports last year.",
 "c32": "The Helios-3 probe was launched from French Guiana on 9 November 2024 and reached lunar orbit 41 days later.",
 "c33": "Most adults who received the booster developed antibodies within two weeks. Side effects were mild in 92 % of participants.",
 "c34": "Under the new law, landlords may not raise rents more than once a year unless the tenant agrees.",
 "c35": "Marie Lenk founded the Lenk Observatory in 1907 with funds from her brother Paul. She served as its director until 1931.",
 "c36": "Solberg Dairy, a subsidiary of the Norwegian group Fjeld Holding, opened a cheese plant in Vik in 2022. The plant employs 140 people.",
 "c37": "Norway's squad for the Nations Cup includes the goalkeepers Lars Moe and Eirik Dahl. The team's coach, Hanne Rud, named the squad on Friday.",
}

S, R, N = "S", "R", "N"
CASES = [
 # c01 news
 ("c01", "sup-passive", "A plan to build a new tram line to the harbour was approved by the city council of Brevik on 14 March 2025.", S, "passive of the approve clause, all roles and date kept", S, "active/passive alternation only"),
 ("c01", "ref-antonym", "The city council of Brevik rejected the plan to build a new tram line to the harbour.", R, "approved vs rejected, same decider and definite matter, past", R, "one past decision; rejected contradicts approved"),
 ("c01", "ref-number", "The new tram line to the harbour will cost 240 million kroner.", R, "cost 210 vs 240 million kroner", R, "different amount in same role"),
 ("c01", "nei-planned-done", "The tram line to the harbour opened in 2029.", N, "is expected to open: modality, not an event", N, "planned/expected to done"),
 ("c01", "sup-drop-modifier", "The city council of Brevik approved a plan to build a tram line.", S, "drops new and to the harbour from the object of a past affirmative clause", S, "upward-monotone deletion"),
 # c02 business
 ("c02", "sup-drop-modifier", "Halvorsen Foods acquired Krisp in June 2024.", S, "drops apposition and amount of a past event", S, "deleting modifiers/amount of an acquisition"),
 ("c02", "sup-synonym-passive", "Krisp was bought by Halvorsen Foods in June 2024.", S, "acquired/bought synonym, passive", S, "synonym + passive"),
 ("c02", "ref-swapped-roles", "Krisp acquired Halvorsen Foods in June 2024.", R, "buyer and bought swapped, same date", R, "roles swapped, same event date"),
 ("c02", "ref-number", "Halvorsen Foods acquired Krisp in June 2024 for €68 million.", R, "€86m vs €68m for same acquisition", R, "amount differs"),
 # c03 sports
 ("c03", "sup-converse", "Albion lost to Rovers in the cup final.", S, "A beat B = B lost to A, frames of past event dropped", S, "converse verb"),
 ("c03", "sup-beat-won", "Rovers won the cup final.", S, "A beat B in the final states A won the final", S, "winner of the final"),
 ("c03", "ref-won-lost", "Rovers lost the cup final.", R, "won/lost same definite contest", R, "opposite outcome"),
 ("c03", "ref-count", "Dario Menez scored three times for the winners.", R, "twice vs three times", R, "count differs"),
 # c04 science/medicine
 ("c04", "ref-antonym-shared-figure", "Corvalex increased LDL cholesterol by 31 percent.", R, "reduced vs increased with same by-value", R, "opposite change of one measured effect"),
 ("c04", "ref-number", "In a study of 250 patients, the drug Corvalex reduced LDL cholesterol by 13 percent over six months.", R, "31 vs 13 percent", R, "different figure"),
 ("c04", "nei-wider-scope", "Corvalex reduced LDL cholesterol by 31 percent in all patients.", N, "'in all patients' not stated", N, "wider scope added"),
 ("c04", "nei-hedge-dropped", "The effect of Corvalex is weaker in patients over 75.", N, "authors said ... may be: attribution and modality dropped", N, "hedge and source dropped"),
 # c05 history
 ("c05", "sup-active", "Rosa Whitcombe designed the Hallam Bridge.", S, "passive to active", S, "active/passive"),
 ("c05", "sup-pronoun", "The Hallam Bridge replaced a wooden ferry crossing.", S, "It = the Hallam Bridge, relative clause dropped", S, "pronoun resolved, modifier dropped"),
 ("c05", "ref-date", "The Hallam Bridge was completed in 1898.", R, "1889 vs 1898", R, "date differs"),
 ("c05", "ref-other-holder", "The Hallam Bridge was designed by Thomas Greer.", R, "designer has one holder", R, "another designer"),
 ("c05", "nei-superlative-added", "The Hallam Bridge was the first bridge across the river.", N, "not stated", N, "unsupported"),
 ("c05", "sup-list-conjunct", "The Hallam Bridge was completed in 1889.", S, "second conjunct of the passive", S, "conjunct"),
 # c06 medicine
 ("c06", "ref-negation", "Children under 12 should take the extended-release tablets.", R, "should not vs should", R, "negation dropped"),
 ("c06", "nei-modality-dropped", "Adults take up to 4 grams of paracetamol a day.", N, "may dropped", N, "permission is not fact"),
 ("c06", "nei-bound-changed", "Children under 16 should not take the extended-release tablets.", N, "under 12 does not give under 16", N, "other bound, wider group"),
 # c07 law
 ("c07", "ref-decision", "The Supreme Court overturned the ruling against Delmont Mining.", R, "upheld vs overturned, same court and ruling", R, "opposite decision"),
 ("c07", "ref-number", "Delmont Mining had been fined £4.2 million for polluting the River Asker.", R, "£2.4m vs £4.2m", R, "amount differs"),
 ("c07", "sup-drop-date", "The Supreme Court upheld the ruling against Delmont Mining.", S, "date of a past decision may be dropped", S, "drop frame of past event"),
 ("c07", "nei-fined-paid", "Delmont Mining paid a fine of £2.4 million.", N, "fined is not paid", N, "different predicate"),
 # c08 travel
 ("c08", "ref-exception-ignored", "The Varde Maritime Museum is open every day.", R, "every day vs every day except Monday", R, "exception ignored by universal claim"),
 ("c08", "ref-exception-named", "The Varde Maritime Museum is open on Monday.", R, "names the day the exception takes out", R, "Monday is excluded"),
 ("c08", "nei-wider-group", "Admission to the Varde Maritime Museum is free for children.", N, "under 6 widened to children", N, "group widened"),
 # c09 release notes
 ("c09", "sup-list-member", "Version 4.2 of the Tallow editor removes the legacy plugin API.", S, "one conjunct of the clause", S, "list member"),
 ("c09", "sup-list-member", "Version 4.2 of the Tallow editor adds support for Markdown tables.", S, "one conjunct", S, "list member"),
 ("c09", "ref-only", "The update is available only for Windows.", R, "only vs Windows and macOS", R, "only contradicted by list"),
 # c10 company report
 ("c10", "ref-comparison", "Operating costs at Norrland Telecom grew faster than revenue in 2025.", R, "12 % vs 8 %: revenue grew faster", R, "comparison reversed"),
 ("c10", "ref-antonym", "Revenue at Norrland Telecom fell 12 % in 2025.", R, "rose vs fell same figure", R, "opposite change"),
 ("c10", "ref-verbless", "Norrland Telecom revenue down 12 % in 2025.", R, "verbless 'down' vs rose", R, "direction reversed"),
 ("c10", "nei-proposed-done", "Norrland Telecom paid a dividend of 1.40 kronor per share.", N, "proposed, not paid", N, "planned to done"),
 ("c10", "ref-proposed-value", "The board of Norrland Telecom proposed a dividend of 1.60 kronor per share.", R, "1.40 vs 1.60", R, "value differs"),
 ("c10", "sup-synonym", "Revenue at Norrland Telecom grew 12 % in 2025.", S, "rose/grew synonyms, same figure and year", S, "synonym"),
 # c11 policy
 ("c11", "nei-planned-done", "The government raised the minimum wage to £12.80 an hour.", N, "plans to raise, not raised", N, "plan to done"),
 ("c11", "ref-plan-value", "The government plans to raise the minimum wage to £13.20 an hour.", R, "planned value differs", R, "number under same plan"),
 ("c11", "nei-statement-fact", "The increase in the minimum wage is too small.", N, "unions' statement made a fact", N, "attribution dropped"),
 ("c11", "ref-plan-date", "The government plans to raise the minimum wage to £12.80 an hour from April 2028.", R, "April 2027 vs 2028", R, "date of plan differs"),
 # c12 sports
 ("c12", "ref-win-vs-place", "Elena Sarova won the women's 10,000 metres at the European Championships.", R, "finished second vs won", R, "rank contradicts win"),
 ("c12", "ref-rank", "Elena Sarova finished third in the women's 10,000 metres at the European Championships.", R, "second vs third", R, "other rank"),
 ("c12", "nei-inference", "Greta Holm won the women's 10,000 metres.", N, "only inferable (behind), not by truth-preserving edits of a clause", N, "no clause with Holm won"),
 ("c12", "sup-drop-role", "Elena Sarova finished second in the women's 10,000 metres at the European Championships in Rome.", S, "drops the holder ahead from an affirmative past clause", S, "deletion"),
 # c13 science
 ("c13", "nei-source-dropped", "The Kessel glacier lost 14 % of its volume between 2000 and 2020.", N, "according to a study dropped", N, "source dropped"),
 ("c13", "nei-most-all", "All of the Kessel glacier's loss occurred after 2010.", N, "most does not give all", N, "quantifier strengthened"),
 ("c13", "ref-quantifier", "None of the loss occurred after 2010.", R, "most vs none", R, "quantifier contradicts"),
 # c14 news
 ("c14", "ref-negation", "Two workers were injured in the fire at the Lindqvist warehouse on Tuesday night.", R, "no one was injured covers any holder", R, "polarity"),
 ("c14", "ref-number", "About 60 firefighters were sent to the scene.", R, "about 40 vs about 60", R, "count differs"),
 ("c14", "sup-synonym", "Nobody was injured in the fire at the Lindqvist warehouse on Tuesday night.", S, "no one = nobody", S, "closed synonym"),
 # c15 history
 ("c15", "sup-list-active", "Sweden signed the Treaty of Velna in 1648.", S, "list member, active", S, "list member of affirmative past clause, no amount"),
 ("c15", "ref-date", "The Treaty of Velna was signed in 1658.", R, "1648 vs 1658", R, "date differs"),
 ("c15", "ref-only", "The Treaty of Velna was signed only by Sweden.", R, "only vs Sweden and Poland", R, "only contradicted"),
 ("c15", "sup-list-member", "The Treaty of Velna was signed by Poland.", S, "list member of the by-phrase, date of past event dropped", S, "list member"),
 # c16 business
 ("c16", "sup-converse", "Aster Yards borrowed €40 million from Brannock Capital in May 2025.", S, "lent to = borrowed from", S, "converse"),
 ("c16", "ref-swapped-roles", "In May 2025, Aster Yards lent €40 million to Brannock Capital.", R, "lender/borrower swapped, same date", R, "swapped roles"),
 ("c16", "ref-duration", "The loan runs for seven years.", R, "five vs seven", R, "duration differs"),
 ("c16", "sup-drop-apposition", "In May 2025, Brannock Capital lent €40 million to Aster Yards.", S, "drops the shipbuilder", S, "apposition/modifier deletion"),
 # c17
 ("c17", "sup-active", "The regional health authority funds the new clinic in Dunmore.", S, "passive to active", S, "alternation"),
 ("c17", "sup-active", "The charity CareBridge operates the new clinic in Dunmore.", S, "passive to active", S, "alternation"),
 ("c17", "nei-funder-operator", "CareBridge funds the new clinic in Dunmore.", N, "funder/operator swapped: not supported; funding may have several holders", R, "funder/operator swapped reads as contradiction"),
 # c18 travel
 ("c18", "nei-frame-dropped", "Trains from Halden to Moss run every 30 minutes.", N, "present clause: 'on weekdays' must be kept", N, "condition dropped"),
 ("c18", "ref-number", "On weekdays, trains from Halden to Moss run every 20 minutes.", R, "30 vs 20", R, "number differs"),
 ("c18", "sup-reorder-frame", "Trains from Halden to Moss run every 30 minutes on weekdays.", S, "same clause, frame moved", S, "identical content"),
 ("c18", "nei-route-reversed", "On weekdays, trains from Moss to Halden run every 30 minutes.", N, "a route may be travelled both ways: another service", N, "from/to swapped, not supported, not contradicted"),
 # c19 medicine
 ("c19", "nei-exception-dropped", "Zentravir is approved for adults with chronic hepatitis B.", N, "except during pregnancy dropped", N, "exception dropped"),
 ("c19", "sup-list-member", "Common side effects include headache.", S, "list member", S, "list member"),
 # c20 law
 ("c20", "ref-decision", "A jury in Leeds convicted Colin Pratt of fraud.", R, "acquitted vs convicted", R, "opposite decision"),
 ("c20", "sup-passive", "Colin Pratt was acquitted of fraud by a jury in Leeds.", S, "passive, date of past decision dropped", S, "alternation"),
 ("c20", "nei-former-dropped", "The mayor Colin Pratt was acquitted of fraud.", N, "former mayor is not mayor", N, "changing modifier dropped"),
 ("c20", "nei-modality-done", "Prosecutors appealed the acquittal of Colin Pratt.", N, "would consider an appeal, not appealed", N, "plan to done"),
 ("c20", "sup-passive", "The former mayor Colin Pratt was acquitted of fraud.", S, "passive, agent and date of past decision dropped, former kept", S, "alternation and deletion"),
 # c21 geography
 ("c21", "ref-direction", "The Merrow river flows west from the Kaldar hills.", R, "east vs west", R, "compass direction"),
 ("c21", "ref-from-into", "The Merrow river flows from the Bay of Ness into the Kaldar hills.", R, "one-way flow reversed", R, "from/into swapped"),
 ("c21", "ref-superlative", "The Merrow is the shortest river in the county.", R, "longest vs shortest", R, "opposite superlative"),
 ("c21", "sup-drop-role", "The Merrow river flows into the Bay of Ness.", S, "drops direction and source of motion", S, "truth-preserving deletion"),
 ("c21", "ref-number", "The Merrow river is 221 kilometres long.", R, "212 vs 221 km", R, "length differs"),
 ("c21", "sup-drop-role", "The Merrow river flows east.", S, "drops source and destination of the motion", S, "deletion"),
 # c22 company
 ("c22", "ref-count", "Four of the seven directors voted against the sale of the Oslo plant.", R, "three vs four", R, "count differs"),
 ("c22", "ref-all-for", "All seven directors voted for the sale of the Oslo plant.", R, "three voted against", R, "quantifier contradicted"),
 ("c22", "nei-will-done", "The sale of the Oslo plant closed in the third quarter.", N, "will close, not closed", N, "future to done"),
 ("c22", "ref-date", "The sale of the Oslo plant was approved on 4 April 2026.", R, "2 vs 4 April", R, "date differs"),
 ("c22", "nei-unanimous", "The sale of the Oslo plant was approved unanimously.", R, "three directors voted against", N, "adverb added; not the same clause"),
 ("c22", "sup-conjunct", "The sale of the Oslo plant was approved on 2 April 2026.", S, "first conjunct of the sentence", S, "conjunct"),
 # c23 product
 ("c23", "nei-condition-dropped", "The Lumo X2 headphones offer up to 30 hours of battery life.", N, "condition 'with noise cancelling switched off' dropped", N, "condition dropped"),
 ("c23", "ref-weight", "The Lumo X2 headphones weigh 310 grams.", R, "254 vs 310 g", R, "number differs"),
 ("c23", "sup-unit", "The Lumo X2 headphones weigh 0.254 kilograms.", S, "254 g = 0.254 kg", S, "unit conversion"),
 # c24 news
 ("c24", "nei-hedge-dropped", "Nordwing has ordered 20 Airbus A321neo jets.", N, "reportedly dropped", N, "hedge dropped"),
 ("c24", "ref-number-hedged", "Nordwing has reportedly ordered 30 Airbus A321neo jets.", R, "same hedge, 20 vs 30", R, "number differs, same status"),
 # c25 sports
 ("c25", "ref-count", "Marta Vidal has won the Olsen Marathon five times.", R, "four vs five times", R, "count differs"),
 ("c25", "ref-negation", "Marta Vidal competed in 2024.", R, "did not compete in 2024", R, "negation"),
 ("c25", "sup-drop-count", "Marta Vidal has won the Olsen Marathon.", S, "drops count from affirmative", S, "deletion"),
 ("c25", "nei-other-year", "Marta Vidal won the Olsen Marathon in 2022.", N, "earlier wins undated", N, "not stated"),
 # c26 science
 ("c26", "nei-some-all", "All females of the lizard Anolis varens lay eggs twice a year.", N, "some does not give all", N, "quantifier strengthened"),
 ("c26", "ref-comparison", "Females are larger than males.", R, "males larger than females", R, "comparison reversed"),
 # c27 policy
 ("c27", "ref-required-value", "The EU's new battery rules require manufacturers to use at least 12 % recycled cobalt in new batteries by 2031.", R, "16 vs 12 %", R, "required value differs"),
 ("c27", "nei-bound-dropped", "The EU's new battery rules require manufacturers to use 16 % recycled cobalt in new batteries by 2031.", N, "'at least' dropped", N, "bound dropped"),
 ("c27", "ref-date", "The EU's new battery rules were adopted in July 2021.", R, "July 2023 vs 2021", R, "date differs"),
 ("c27", "nei-required-done", "Manufacturers use at least 16 % recycled cobalt in new batteries.", N, "required, not done", N, "modality dropped"),
 ("c27", "sup-drop-date", "The EU's new battery rules require manufacturers to use at least 16 % recycled cobalt in new batteries by 2031.", S, "drops apposition 'adopted in July 2023'", S, "deletion of non-restrictive modifier"),
 # c28 history
 ("c28", "ref-order", "The railway reached Tolby before the Orrin Canal opened.", R, "canal opened eight years before", R, "order reversed"),
 ("c28", "ref-date", "The Orrin Canal opened in 1828.", R, "1822 vs 1828", R, "date differs"),
 ("c28", "sup-drop-destination", "The railway was extended in 1841.", S, "destination of past event dropped", S, "deletion"),
 # c29 business
 ("c29", "ref-antonym", "In the first half of 2025, sales of electric vans in Germany fell 34 %.", R, "rose vs fell, same figure", R, "opposite change"),
 ("c29", "nei-other-period", "In 2024, sales of electric vans in Germany rose 34 %.", N, "another period of a total", N, "different period"),
 ("c29", "nei-wider-scope", "In the first half of 2025, sales of electric vans rose 34 %.", N, "past total without 'in Germany' is another total", N, "wider scope"),
 ("c29", "ref-verbless", "In the first half of 2025, sales of electric vans in Germany were down 34 %.", R, "down vs rose", R, "direction"),
 ("c29", "sup-synonym", "In the first half of 2025, sales of electric vans in Germany increased 34 %.", S, "rose/increased synonyms", S, "synonym"),
 # c30 company report
 ("c30", "sup-comparison", "Kestrel Airways carried more passengers in 2025 than in 2024.", S, "8.2m up from 6.9m", S, "comparison of stated values"),
 ("c30", "ref-comparison", "Kestrel Airways carried fewer passengers in 2025 than in 2024.", R, "comparison reversed", R, "fewer vs up from"),
 ("c30", "ref-percent", "Kestrel Airways' load factor was 48 percent.", R, "84 vs 48", R, "percentage differs"),
 ("c30", "sup-drop-start", "Kestrel Airways carried 8.2 million passengers in 2025.", S, "starting value dropped", S, "deletion"),
 # c31 news
 ("c31", "nei-attribution-dropped", "The Strand Bridge will close for repairs in October.", N, "mayor's statement made fact", N, "attribution dropped"),
 ("c31", "sup-attribution-kept", "Ines Falk said that the Strand Bridge will close for repairs in October.", S, "title and day of past statement dropped", S, "deletion"),
 ("c31", "ref-month", "Mayor Ines Falk said on Monday that the Strand Bridge will close for repairs in November.", R, "October vs November", R, "date differs"),
 ("c31", "nei-some-all", "Engineers found cracks in all of the Strand Bridge's supports.", N, "two of its supports; the total is unknown", N, "quantifier widened"),
 # c32 science
 ("c32", "sup-drop-frame", "The Helios-3 probe was launched on 9 November 2024.", S, "place of past event dropped", S, "deletion"),
 ("c32", "ref-date", "The Helios-3 probe was launched on 19 November 2024.", R, "9 vs 19 November", R, "date differs"),
 ("c32", "ref-place", "The Helios-3 probe was launched from Florida on 9 November 2024.", R, "launch site has one holder", R, "different place in same role"),
 # c33 medicine
 ("c33", "nei-most-all", "All adults who received the booster developed antibodies within two weeks.", N, "most does not give all", N, "quantifier"),
 ("c33", "ref-percent", "Side effects were mild in 82 % of participants.", R, "92 vs 82", R, "percentage"),
 ("c33", "nei-qualifier-dropped", "Side effects were mild.", N, "in 92 % of participants dropped", N, "scope widened"),
 ("c33", "ref-quantifier", "No adults who received the booster developed antibodies within two weeks.", R, "most vs no", R, "quantifier contradicts"),
 ("c33", "sup-drop-modifier", "Most adults who received the booster developed antibodies.", S, "drops within two weeks in the scope of most (upward monotone)", S, "deletion"),
 # c34 law
 ("c34", "nei-exception-dropped", "Under the new law, landlords may not raise rents more than once a year.", N, "unless the tenant agrees dropped", N, "exception dropped"),
 # c35 history
 ("c35", "ref-founder", "Paul Lenk founded the Lenk Observatory in 1907.", R, "founder has one holder", R, "other founder"),
 ("c35", "sup-pronoun-possessive", "Marie Lenk served as director of the Lenk Observatory until 1931.", S, "she and its resolved", S, "coreference"),
 ("c35", "sup-passive", "The Lenk Observatory was founded by Marie Lenk.", S, "active to passive", S, "alternation"),
 ("c35", "nei-nominalisation-funder", "Paul Lenk funded the Lenk Observatory.", N, "funds from Paul: not a clause 'Paul funded'", S, "nominalisation of funds"),
 # c36 business
 ("c36", "sup-apposition", "Solberg Dairy is a subsidiary of Fjeld Holding.", S, "apposition read as statement", S, "apposition"),
 ("c36", "ref-relation-reversed", "Fjeld Holding is a subsidiary of Solberg Dairy.", R, "one-way relation reversed", R, "reversed"),
 ("c36", "ref-count", "The cheese plant employs 180 people.", R, "140 vs 180", R, "count differs"),
 ("c36", "sup-drop-modifier", "Solberg Dairy opened a plant in Vik in 2022.", S, "cheese dropped from object", S, "deletion"),
 ("c36", "nei-first", "Solberg Dairy opened its first plant in Vik in 2022.", N, "first not stated", N, "addition"),
 # c37 sports
 ("c37", "sup-list-member", "Norway's squad for the Nations Cup includes the goalkeeper Eirik Dahl.", S, "list member", S, "list member"),
 ("c37", "sup-apposition", "Hanne Rud named the squad on Friday.", S, "apposition resolved", S, "apposition"),
 ("c37", "ref-weekday", "The team's coach, Hanne Rud, named the squad on Thursday.", R, "Friday vs Thursday", R, "weekday"),
]

FULL = {"S": "SUPPORTED", "R": "REFUTED", "N": "NOT ENOUGH INFO"}


def build():
    out, dropped = [], []
    for i, (cid, cat, claim, a, ar, b, br) in enumerate(CASES, 1):
        rec = {"id": f"f12-{i:03d}", "context_id": cid, "category": cat, "claim": claim, "context": CONTEXTS[cid],
               "reading_a": {"label": FULL[a], "why": ar}, "reading_b": {"label": FULL[b], "why": br}}
        if a == b:
            rec["label"] = FULL[a]
            out.append(rec)
        else:
            dropped.append(rec)
    return out, dropped


if __name__ == "__main__":
    kept, dropped = build()
    print(json.dumps(kept, indent=1, ensure_ascii=False))
