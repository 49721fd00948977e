import { describe, expect, it } from 'vitest';
import { verifyFact } from './verify-fact.ts';

/**
 * Adversarial pairs: claims that share (nearly) every word with a sentence of the context yet do not follow from it —
 * roles exchanged through relative clauses, appositions and passives, the scope of a negation, of "only" and "not
 * all", exceptions, modality, attribution, conditions, time shifts, parts and totals, comparatives, "one of the",
 * "respectively" and pronouns with two candidates; and, for the seventh pass's rules, shares of a group, verbless
 * changes, figures joined by "while", once-only events bounded by a year, orders in a ranking and votes of a whole
 * group; and, for the ninth pass's, changes measured with "grew", company forms, vote tallies, "the same year",
 * gapped counts, margins with a compared date and the two sides of one contest; and, for the tenth pass's, units of
 * electrical energy, one-way control, descriptions that open a name, possessors against "of" phrases, closing
 * appositions, sums after a name, counts against a time before, ranks without their contest, the dates of a change and
 * lists of three. Labels by hand: S (SUPPORTED), R (REFUTED), I (INCONCLUSIVE), and, where the
 * context allows more than one fair reading, NS (anything but SUPPORTED) or NR (anything but REFUTED).
 */
type Label = 'S' | 'R' | 'I' | 'NS' | 'NR';
const PAIRS: Array<[family: string, context: string, claims: Array<[claim: string, label: Label]>]> = [
  [
    'relative',
    'The engineer who trained the pilot praised the new simulator.',
    [
      ['The pilot trained the engineer.', 'NS'],
      ['The pilot praised the new simulator.', 'I'],
      ['The engineer praised the new simulator.', 'S'],
      ['The engineer trained the pilot.', 'NR'],
      ['The pilot who trained the engineer praised the new simulator.', 'NS'],
    ],
  ],
  [
    'relative',
    'Marta Vell, whom the board dismissed in May, had hired Tomas Brink.',
    [
      ['Tomas Brink hired Marta Vell.', 'NS'],
      ['The board dismissed Tomas Brink.', 'I'],
      ['Marta Vell dismissed the board.', 'NS'],
      ['The board dismissed Marta Vell in May.', 'NR'],
      ['Marta Vell hired the board.', 'NS'],
    ],
  ],
  [
    'relative',
    'The dog that bit the postman belongs to the neighbour.',
    [
      ['The postman bit the dog.', 'NS'],
      ['The postman belongs to the neighbour.', 'NS'],
      ['The dog belongs to the postman.', 'NS'],
      ['The dog bit the postman.', 'NR'],
    ],
  ],
  [
    'relative',
    'The scientist whom the committee honoured had criticised the minister.',
    [
      ['The committee criticised the minister.', 'I'],
      ['The minister criticised the scientist.', 'NS'],
      ['The committee honoured the scientist.', 'NR'],
      ['The scientist honoured the committee.', 'NS'],
      ['The minister honoured the scientist.', 'I'],
    ],
  ],
  [
    'apposition',
    "Olin Cray, the coach of Harwick United, met Dana Petit, the club's owner, on Friday.",
    [
      ['Dana Petit is the coach of Harwick United.', 'NS'],
      ['Olin Cray is the owner of Harwick United.', 'NS'],
      ['Olin Cray met Dana Petit on Friday.', 'S'],
      ["The coach of Harwick United met the club's owner on Thursday.", 'NS'],
      ['Dana Petit met the coach of Harwick United on Saturday.', 'NS'],
    ],
  ],
  [
    'apposition',
    "The deal's adviser, Harlow Bank, was paid by Corsa, the buyer.",
    [
      ['Harlow Bank was the buyer.', 'NS'],
      ['Corsa paid Harlow Bank.', 'NR'],
      ['Harlow Bank paid Corsa.', 'NS'],
      ['Corsa was the adviser.', 'NS'],
    ],
  ],
  [
    'apposition',
    'Jon Ekberg, a former minister, chairs the Ekberg Foundation.',
    [
      ['Jon Ekberg is a minister.', 'NS'],
      ['Jon Ekberg chairs the Ekberg Foundation.', 'S'],
      ['The Ekberg Foundation is chaired by a minister.', 'NS'],
    ],
  ],
  [
    'passive',
    'The bridge was designed by Arno Lutz and built by Keller Bau in 1998.',
    [
      ['Keller Bau designed the bridge.', 'NS'],
      ['The bridge was built by Keller Bau.', 'NR'],
      ['Keller Bau built the bridge in 1998.', 'NR'],
      ['The bridge was designed by Arno Lutz in 1998.', 'NS'],
      ['The bridge was built by Keller Bau in 1996.', 'NS'],
      ['Arno Lutz built the bridge in 1998.', 'NS'],
    ],
  ],
  [
    'passive',
    'The report was written by the auditors for the ministry.',
    [
      ['The ministry wrote the report.', 'NS'],
      ['The auditors wrote the report for the ministry.', 'S'],
      ['The report was written by the ministry for the auditors.', 'NS'],
    ],
  ],
  [
    'passive',
    'The goal scored by Nilsen was set up by Aaro.',
    [
      ['Aaro scored the goal.', 'NS'],
      ['Nilsen set up the goal.', 'NS'],
      ['The goal was set up by Nilsen.', 'NS'],
    ],
  ],
  [
    'passive',
    'The contract, signed by Orvik Group in 2020, was cancelled by the city in 2022.',
    [
      ['Orvik Group cancelled the contract in 2022.', 'NS'],
      ['The city signed the contract in 2020.', 'NS'],
      ['The contract was cancelled in 2020.', 'NS'],
      ['The city cancelled the contract in 2022.', 'S'],
      ['The contract was signed in 2022.', 'NS'],
      ['The contract was cancelled by Orvik Group.', 'NS'],
    ],
  ],
  [
    'negation',
    'Not all of the 40 stations have step-free access.',
    [
      ['All of the 40 stations have step-free access.', 'NS'],
      ['None of the 40 stations have step-free access.', 'I'],
      ['Some of the stations have step-free access.', 'NR'],
      ['The 40 stations have step-free access.', 'NS'],
      ['Not all of the stations have step-free access.', 'NR'],
    ],
  ],
  [
    'negation',
    'The museum did not open on Monday because of a strike.',
    [
      ['The museum opened on Monday.', 'NS'],
      ['The museum did not open.', 'NS'],
      ['The museum did not open on Monday.', 'NR'],
      ['The museum opened on Tuesday.', 'I'],
    ],
  ],
  [
    'negation',
    'Neither Pia nor Ola passed the exam.',
    [
      ['Pia passed the exam.', 'NS'],
      ['Ola passed the exam.', 'NS'],
      ['Pia did not pass the exam.', 'NR'],
      ['Pia and Ola passed the exam.', 'NS'],
    ],
  ],
  [
    'negation',
    'The drug was not approved for children under 12.',
    [
      ['The drug was not approved.', 'NS'],
      ['The drug was approved for children under 12.', 'NS'],
      ['The drug was approved.', 'I'],
      ['The drug was not approved for children under 16.', 'NS'],
    ],
  ],
  [
    'negation',
    'Not every flight was delayed on Sunday.',
    [
      ['Every flight was delayed on Sunday.', 'NS'],
      ['No flight was delayed on Sunday.', 'I'],
      ['Flights were delayed on Sunday.', 'NS'],
    ],
  ],
  [
    'negation',
    'The minister did not say that taxes would rise.',
    [
      ['The minister said that taxes would rise.', 'NS'],
      ['Taxes would not rise.', 'I'],
      ['The minister said that taxes would not rise.', 'I'],
    ],
  ],
  [
    'negation',
    'Few of the 200 respondents said they trusted the police.',
    [
      ['Most of the respondents said they trusted the police.', 'NS'],
      ['The respondents said they trusted the police.', 'NS'],
      ['Many of the 200 respondents said they trusted the police.', 'NS'],
    ],
  ],
  [
    'only',
    'Only the mayor voted against the budget.',
    [
      ['The mayor voted for the budget.', 'NS'],
      ['The deputy mayor voted against the budget.', 'NS'],
      ['Everyone voted against the budget.', 'NS'],
      ['The council voted against the budget.', 'NS'],
    ],
  ],
  [
    'only',
    'The ferry runs only on weekdays.',
    [
      ['The ferry runs on weekdays.', 'NR'],
      ['The ferry runs every day.', 'NS'],
      ['The ferry runs only on Mondays.', 'NS'],
    ],
  ],
  [
    'only',
    'Only two of the nine bridges survived the flood.',
    [
      ['Nine bridges survived the flood.', 'NS'],
      ['The bridges survived the flood.', 'NS'],
      ['Most of the bridges survived the flood.', 'NS'],
      ['Two bridges survived the flood.', 'NR'],
    ],
  ],
  [
    'except',
    'All branches of Halden Bank except the one in Tromso will close on 1 June.',
    [
      ['All branches of Halden Bank will close on 1 June.', 'NS'],
      ['The branch in Tromso will close on 1 June.', 'NS'],
      ['Most branches of Halden Bank will close on 1 June.', 'NS'],
      ['All branches of Halden Bank except the one in Tromso will close on 1 July.', 'NS'],
    ],
  ],
  [
    'except',
    'No player other than Ivo Saric scored in the second half.',
    [
      ['No player scored in the second half.', 'NS'],
      ['Luka Baric scored in the second half.', 'NS'],
      ['No player other than Ivo Saric scored in the first half.', 'I'],
      ['No player scored in the first half.', 'I'],
    ],
  ],
  [
    'except',
    'Apart from the east wing, the hospital was rebuilt in 2015.',
    [
      ['The hospital was rebuilt in 2015.', 'NS'],
      ['The east wing was rebuilt in 2015.', 'NS'],
      ['The whole hospital was rebuilt in 2015.', 'NS'],
    ],
  ],
  [
    'except',
    'No bank other than Stava Bank offered a loan.',
    [
      ['Stava Bank did not offer a loan.', 'NS'],
      ['Orm Bank offered a loan.', 'NS'],
      ['No bank offered a loan.', 'NS'],
    ],
  ],
  [
    'except',
    'The shop is open every day except Sunday.',
    [
      ['The shop is open every day.', 'NS'],
      ['The shop is open on Sunday.', 'NS'],
      ['The shop is open on Sundays.', 'NS'],
    ],
  ],
  [
    'modality',
    'The airline could cut 300 jobs next year.',
    [
      ['The airline will cut 300 jobs next year.', 'NS'],
      ['The airline cut 300 jobs.', 'NS'],
      ['The airline will not cut any jobs next year.', 'I'],
      ['The airline could cut 400 jobs next year.', 'NS'],
    ],
  ],
  [
    'modality',
    'Varo Energy is expected to open the plant in 2027.',
    [
      ['Varo Energy will open the plant in 2027.', 'NS'],
      ['Varo Energy opened the plant in 2027.', 'NS'],
      ['Varo Energy opens the plant in 2027.', 'NS'],
      ['The plant will be opened in 2027.', 'NS'],
    ],
  ],
  [
    'modality',
    'The group aims to halve its emissions by 2030.',
    [
      ['The group halved its emissions by 2030.', 'NS'],
      ['The group will halve its emissions by 2030.', 'NS'],
      ['The group has halved its emissions.', 'NS'],
    ],
  ],
  [
    'modality',
    'Mr Dahl was set to become chairman in March, but he withdrew in February.',
    [
      ['Mr Dahl became chairman in March.', 'NS'],
      ['Mr Dahl withdrew in February.', 'NR'],
      ['Mr Dahl withdrew in March.', 'NS'],
      ['Mr Dahl is chairman.', 'NS'],
    ],
  ],
  [
    'modality',
    'The council proposed a ban on diesel cars in the centre.',
    [
      ['The council banned diesel cars in the centre.', 'NS'],
      ['A ban on diesel cars in the centre was proposed by the council.', 'NR'],
      ['Diesel cars are banned in the centre.', 'NS'],
    ],
  ],
  [
    'modality',
    'Nordkap Rail plans to buy 12 trains from Alvik.',
    [
      ['Nordkap Rail bought 12 trains from Alvik.', 'NS'],
      ['Alvik plans to buy 12 trains from Nordkap Rail.', 'NS'],
      ['Nordkap Rail plans to buy 14 trains from Alvik.', 'NS'],
      ['Nordkap Rail will buy 12 trains from Alvik.', 'NS'],
    ],
  ],
  [
    'modality',
    'The city may introduce a congestion charge in 2026.',
    [
      ['The city will introduce a congestion charge in 2026.', 'NS'],
      ['The city introduced a congestion charge in 2026.', 'NS'],
      ['The city will not introduce a congestion charge.', 'I'],
    ],
  ],
  [
    'modality',
    'Halvorsen tried to buy the club in 2020.',
    [
      ['Halvorsen bought the club in 2020.', 'NS'],
      ['Halvorsen failed to buy the club in 2020.', 'NS'],
    ],
  ],
  [
    'modality',
    'The law would have raised the minimum wage to 15 euros.',
    [
      ['The law raised the minimum wage to 15 euros.', 'NS'],
      ['The minimum wage was raised to 15 euros.', 'NS'],
    ],
  ],
  [
    'modality',
    'Under the proposal, fares would rise by 10 percent.',
    [
      ['Fares rose by 10 percent.', 'NS'],
      ['Fares will rise by 10 percent.', 'NS'],
      ['Fares would rise by 10 percent.', 'NS'],
    ],
  ],
  [
    'modality',
    'The team hopes to win the league next season.',
    [
      ['The team will win the league next season.', 'NS'],
      ['The team won the league.', 'NS'],
    ],
  ],
  [
    'attribution',
    'The union said the company had cut wages by 8 percent.',
    [
      ['The company cut wages by 8 percent.', 'NS'],
      ['The company had cut wages by 8 percent.', 'NS'],
      ['The company said the union had cut wages by 8 percent.', 'NS'],
      ['The union said the company had cut wages by 5 percent.', 'NS'],
    ],
  ],
  [
    'attribution',
    'A study by Lund University found that the drug reduced relapse rates in mice.',
    [
      ['The drug reduced relapse rates in mice.', 'NS'],
      ['The drug reduced relapse rates in humans.', 'NS'],
      ['The drug reduced relapse rates.', 'NS'],
    ],
  ],
  [
    'attribution',
    'According to police, the driver was not wearing a seatbelt.',
    [
      ['The driver was not wearing a seatbelt.', 'NS'],
      ['The driver was wearing a seatbelt.', 'NS'],
      ['Police said the driver was wearing a seatbelt.', 'NS'],
    ],
  ],
  [
    'attribution',
    'Critics claim that the dam destroyed the wetlands.',
    [
      ['The dam destroyed the wetlands.', 'NS'],
      ['The dam did not destroy the wetlands.', 'I'],
    ],
  ],
  [
    'attribution',
    'The report suggests that the fire started in the kitchen.',
    [
      ['The fire started in the kitchen.', 'NS'],
      ['The fire started in the garage.', 'I'],
    ],
  ],
  [
    'attribution',
    'Ms Berg denied that she had leaked the memo.',
    [
      ['Ms Berg leaked the memo.', 'I'],
      ['Ms Berg did not leak the memo.', 'I'],
      ['Ms Berg had leaked the memo.', 'I'],
    ],
  ],
  [
    'attribution',
    'The company said that profit rose by 5 percent, but analysts said it fell.',
    [
      ['Profit rose by 5 percent.', 'NS'],
      ['Profit fell.', 'NS'],
      ['Profit rose.', 'NS'],
    ],
  ],
  [
    'conditional',
    'If approved, the tower will be 180 metres tall.',
    [
      ['The tower will be 180 metres tall.', 'NS'],
      ['The tower was approved.', 'I'],
      ['The tower is 180 metres tall.', 'NS'],
      ['The tower will be 200 metres tall.', 'NS'],
    ],
  ],
  [
    'conditional',
    'Unless the strike ends, the port will close on Friday.',
    [
      ['The port will close on Friday.', 'NS'],
      ['The strike will end on Friday.', 'I'],
      ['The port will not close on Friday.', 'NS'],
    ],
  ],
  [
    'conditional',
    'The bonus is paid only if sales exceed 2 million euros.',
    [
      ['The bonus is paid.', 'NS'],
      ['Sales exceed 2 million euros.', 'I'],
    ],
  ],
  [
    'conditional',
    'If the merger goes ahead, Dalen Bank will close 40 branches.',
    [
      ['Dalen Bank will close 40 branches.', 'NS'],
      ['The merger will go ahead.', 'I'],
      ['Dalen Bank will close 30 branches.', 'NS'],
    ],
  ],
  [
    'conditional',
    'Had the pump worked, the basement would not have flooded.',
    [
      ['The basement did not flood.', 'NS'],
      ['The pump worked.', 'NS'],
    ],
  ],
  [
    'conditional',
    'Tickets are free for students when they show a valid card.',
    [
      ['Tickets are free.', 'NS'],
      ['Tickets are free for students.', 'NS'],
    ],
  ],
  [
    'time',
    'Elsa Moran led the agency until 2023.',
    [
      ['Elsa Moran leads the agency.', 'NS'],
      ['Elsa Moran led the agency in 2024.', 'NS'],
      ['Elsa Moran led the agency from 2023.', 'NS'],
      ['Elsa Moran led the agency until 2021.', 'NS'],
    ],
  ],
  [
    'time',
    'From 2025, the tax will apply to all rental flats.',
    [
      ['The tax applies to all rental flats.', 'NS'],
      ['The tax applied to all rental flats in 2024.', 'NS'],
      ['From 2025, the tax will apply to all rental houses.', 'NS'],
      ['From 2024, the tax will apply to all rental flats.', 'NS'],
    ],
  ],
  [
    'time',
    'Before 2019 the museum charged no entry fee.',
    [
      ['The museum charges no entry fee.', 'NS'],
      ['The museum charged no entry fee in 2020.', 'NS'],
      ['The museum charged no entry fee.', 'NS'],
    ],
  ],
  [
    'time',
    'Since 2022 the line has been operated by Vestrail; before that it was run by Nordbus.',
    [
      ['Vestrail operated the line in 2020.', 'NS'],
      ['Nordbus operates the line.', 'NS'],
      ['Nordbus has operated the line since 2022.', 'NS'],
    ],
  ],
  [
    'time',
    'The plant will produce 2,000 cars a month from March 2026.',
    [
      ['The plant produces 2,000 cars a month.', 'NS'],
      ['The plant produced 2,000 cars a month in 2025.', 'NS'],
    ],
  ],
  [
    'time',
    'The bridge was closed between 2010 and 2014.',
    [
      ['The bridge is closed.', 'NS'],
      ['The bridge was closed in 2016.', 'NS'],
      ['The bridge was closed until 2016.', 'NS'],
    ],
  ],
  [
    'time',
    'Prices fell in 2023 after rising for three years.',
    [
      ['Prices rose in 2023.', 'NS'],
      ['Prices fell for three years.', 'NS'],
    ],
  ],
  [
    'part-whole',
    'The northern section of the canal, 14 km long, was closed in 2021.',
    [
      ['The canal was closed in 2021.', 'NS'],
      ['The canal is 14 km long.', 'NS'],
      ['The northern section of the canal was closed in 2021.', 'NR'],
    ],
  ],
  [
    'part-whole',
    "Of the firm's 900 staff, 240 work in Oslo.",
    [
      ['The firm has 240 staff.', 'NS'],
      ['900 staff work in Oslo.', 'NS'],
      ["The firm's staff work in Oslo.", 'NS'],
    ],
  ],
  [
    'part-whole',
    'Exports to Germany rose by 4 percent, while total exports fell by 2 percent.',
    [
      ['Exports rose by 4 percent.', 'NS'],
      ['Total exports rose by 4 percent.', 'NS'],
      ['Exports to Germany fell by 2 percent.', 'NS'],
      ['Exports fell by 2 percent.', 'NS'],
    ],
  ],
  [
    'part-whole',
    'Two of the five reactors were shut down in May.',
    [
      ['The five reactors were shut down in May.', 'NS'],
      ['The reactors were shut down in May.', 'NS'],
      ['Five reactors were shut down in May.', 'NS'],
    ],
  ],
  [
    'part-whole',
    'In total, the three clubs spent 90 million euros on transfers.',
    [
      ['Each club spent 90 million euros on transfers.', 'NS'],
      ['The clubs spent 30 million euros each on transfers.', 'NS'],
    ],
  ],
  [
    'part-whole',
    'The Velo 3 and the Velo 5 together weigh 28 kg.',
    [
      ['The Velo 3 weighs 28 kg.', 'NS'],
      ['The Velo 5 weighs 28 kg.', 'NS'],
    ],
  ],
  [
    'part-whole',
    'The storm damaged the roof of the station.',
    [
      ['The storm damaged the roof of the school.', 'NS'],
      ['The storm damaged the station.', 'NR'],
    ],
  ],
  [
    'comparative',
    'More than 30 people were injured in the crash.',
    [
      ['30 people were injured in the crash.', 'NS'],
      ['31 people were injured in the crash.', 'I'],
      ['Fewer than 30 people were injured in the crash.', 'NS'],
      ['More than 20 people were injured in the crash.', 'NR'],
      ['At most 30 people were injured in the crash.', 'NS'],
    ],
  ],
  [
    'comparative',
    'The new model is 20 percent faster than the old one.',
    [
      ['The old model is faster than the new one.', 'NS'],
      ['The new model is 20 percent slower than the old one.', 'NS'],
      ['The new model is 30 percent faster than the old one.', 'NS'],
      ['The new model is faster than the old one.', 'NR'],
    ],
  ],
  [
    'comparative',
    'Lake Orra is deeper than Lake Vessel but shallower than Lake Tind.',
    [
      ['Lake Vessel is deeper than Lake Orra.', 'NS'],
      ['Lake Tind is shallower than Lake Orra.', 'NS'],
      ['Lake Orra is deeper than Lake Tind.', 'NS'],
      ['Lake Orra is shallower than Lake Tind.', 'NR'],
      ['Lake Vessel is deeper than Lake Tind.', 'NS'],
    ],
  ],
  [
    'comparative',
    'The tower is almost 300 metres tall.',
    [
      ['The tower is 300 metres tall.', 'NS'],
      ['The tower is over 300 metres tall.', 'NS'],
    ],
  ],
  [
    'comparative',
    'At least 12 ships were damaged.',
    [
      ['Exactly 12 ships were damaged.', 'I'],
      ['At most 12 ships were damaged.', 'NS'],
      ['13 ships were damaged.', 'I'],
    ],
  ],
  [
    'comparative',
    'Output doubled to 40,000 tonnes.',
    [
      ['Output doubled to 80,000 tonnes.', 'NS'],
      ['Output was 40,000 tonnes before.', 'NS'],
      ['Output doubled by 40,000 tonnes.', 'NS'],
    ],
  ],
  [
    'comparative',
    'Sales were up 12 percent on last year, to 3.4 million units.',
    [
      ['Sales rose by 3.4 million units.', 'NS'],
      ['Sales rose to 12 million units.', 'NS'],
    ],
  ],
  [
    'one-of',
    'Kira Holm is one of the founders of Brightwell.',
    [
      ['Kira Holm is the founder of Brightwell.', 'NS'],
      ['Kira Holm is the only founder of Brightwell.', 'NS'],
      ['Ola Berg is one of the founders of Brightwell.', 'I'],
      ['Ola Berg founded Brightwell.', 'I'],
    ],
  ],
  [
    'one-of',
    'Tarn FC is one of the three clubs that have never been relegated.',
    [
      ['Tarn FC is the only club that has never been relegated.', 'NS'],
      ['Tarn FC has been relegated.', 'NS'],
      ['Halby FC has never been relegated.', 'I'],
      ['Halby FC has been relegated.', 'I'],
    ],
  ],
  [
    'one-of',
    'The Vantor is one of the largest ships in the fleet.',
    [
      ['The Vantor is the largest ship in the fleet.', 'NS'],
      ['The Vantor is the smallest ship in the fleet.', 'NS'],
      ['The Orla is the largest ship in the fleet.', 'I'],
    ],
  ],
  [
    'one-of',
    'Dr Hale was among the 30 scientists who signed the letter.',
    [
      ['Dr Hale alone signed the letter.', 'NS'],
      ['Dr Hale was the only scientist who signed the letter.', 'NS'],
      ['Dr Lind signed the letter.', 'I'],
    ],
  ],
  [
    'respectively',
    'Ana and Bo scored 12 and 7 points, respectively.',
    [
      ['Ana scored 7 points.', 'NS'],
      ['Bo scored 12 points.', 'NS'],
      ['Ana and Bo scored 19 points.', 'NS'],
      ['Ana scored 12 points.', 'NR'],
    ],
  ],
  [
    'respectively',
    'The plants in Gdansk and Riga employ 400 and 250 workers respectively.',
    [
      ['The plant in Riga employs 400 workers.', 'NS'],
      ['The plant in Gdansk employs 250 workers.', 'NS'],
      ['The plants in Gdansk and Riga employ 400 workers.', 'NS'],
    ],
  ],
  [
    'respectively',
    'Orla and Finn were born in Cork and Galway, respectively.',
    [
      ['Orla was born in Galway.', 'NS'],
      ['Finn was born in Cork.', 'NS'],
    ],
  ],
  [
    'respectively',
    'The first and second prizes went to Lyra Voss and Ken Amari.',
    [
      ['Ken Amari won the first prize.', 'NS'],
      ['The first prize went to Ken Amari.', 'NS'],
    ],
  ],
  [
    'pronoun',
    'Rita Lang met Sofia Brun in Basel. She later sued the bank.',
    [
      ['Rita Lang sued the bank.', 'I'],
      ['Sofia Brun sued the bank.', 'I'],
      ['Rita Lang met Sofia Brun in Basel.', 'NR'],
    ],
  ],
  [
    'pronoun',
    'Kestrel Air bought Norda Air in 2019. It had lost money for years.',
    [
      ['Kestrel Air had lost money for years.', 'I'],
      ['Norda Air had lost money for years.', 'I'],
    ],
  ],
  [
    'pronoun',
    'The mayor thanked the police chief after he resigned.',
    [
      ['The mayor resigned.', 'I'],
      ['The police chief resigned.', 'I'],
    ],
  ],
  [
    'pronoun',
    'Marek sold the car to Jonas because he needed money.',
    [
      ['Jonas needed money.', 'I'],
      ['Marek needed money.', 'NR'],
      ['Jonas sold the car to Marek.', 'NS'],
    ],
  ],
  [
    'pronoun',
    'When the coach criticised the striker, he was fined.',
    [
      ['The coach was fined.', 'I'],
      ['The striker was fined.', 'I'],
    ],
  ],
  [
    'pronoun',
    'Astra bought the land from Bellmont, and it paid 5 million euros.',
    [
      ['Bellmont paid 5 million euros.', 'NS'],
      ['Bellmont bought the land from Astra.', 'NS'],
    ],
  ],
  [
    'pronoun',
    'The company and its rival both cut prices in March. It then raised them in May.',
    [
      ['The rival raised prices in May.', 'I'],
      ['The company raised prices in May.', 'I'],
    ],
  ],
  // Seventh pass: shares of one group.
  [
    'share',
    'In a study of 300 nurses, the new roster reduced overtime in 64 % of participants.',
    [
      ['The new roster reduced overtime in all participants.', 'R'],
      ['The new roster reduced overtime in most participants.', 'NR'],
      ['The new roster reduced overtime in 64 % of participants.', 'NR'],
      ['The new roster reduced overtime in all nurses in Leeds.', 'NR'],
      ['The new roster reduced sick leave in all participants.', 'NR'],
      ['The new roster increased overtime in all participants.', 'NS'],
    ],
  ],
  [
    'share',
    'Only three of the nine trustees signed the letter to the mayor.',
    [
      ['Most of the trustees signed the letter to the mayor.', 'R'],
      ['All nine trustees signed the letter to the mayor.', 'R'],
      ['Three of the nine trustees signed the letter to the mayor.', 'NR'],
      ['Most of the donors signed the letter to the mayor.', 'NR'],
      ['Most of the trustees read the letter to the mayor.', 'NR'],
      ['All trustees signed a letter to the governor.', 'NR'],
    ],
  ],
  [
    'share',
    'About 40 % of the respondents said they cycle to work. More than half of the staff work from home on Fridays.',
    [
      ['All respondents said they cycle to work.', 'NR'],
      ['Most of the staff work from home on Fridays.', 'NR'],
      ['All of the staff work from home on Fridays.', 'NR'],
    ],
  ],
  [
    'share',
    'The five judges ruled that the contract was void.',
    [
      ['Only two of the five judges ruled that the contract was void.', 'R'],
      ['Only two of the seven judges ruled that the contract was void.', 'NR'],
      ['Two of the five judges ruled that the contract was void.', 'NR'],
      ['Only two of the five jurors ruled that the contract was void.', 'NR'],
    ],
  ],
  [
    'share',
    'Two of the six wells tested in May contained arsenic.',
    [
      ['All six wells contained arsenic.', 'NR'],
      ['Only one of the six wells contained arsenic.', 'NR'],
      ['Most of the wells contained lead.', 'NR'],
    ],
  ],
  // A vote of a whole group against a counted part voting the other way.
  [
    'vote-all',
    'Four of the eleven councillors voted against the new parking fees.',
    [
      ['All eleven councillors voted for the new parking fees.', 'R'],
      ['All councillors voted for the new parking fees.', 'R'],
      ['All eleven councillors voted for the new bus lanes.', 'NR'],
      ['All eleven mayors voted for the new parking fees.', 'NR'],
      ['Some councillors voted for the new parking fees.', 'NR'],
      ['Seven councillors voted for the new parking fees.', 'NR'],
      ['All twelve councillors voted for the new parking fees.', 'NR'],
    ],
  ],
  // A change given without a verb in the claim.
  [
    'verbless',
    'Exports of timber from Norland rose 7 % in 2024, while imports fell 3 %.',
    [
      ['Exports of timber from Norland were down 7 % in 2024.', 'R'],
      ['Exports of timber from Norland were up 7 % in 2024.', 'S'],
      ['Exports of timber from Norland were up 9 % in 2024.', 'NS'],
      ['Exports of timber from Norland were down 7 % in 2023.', 'NR'],
      ['Exports of steel from Norland were down 7 % in 2024.', 'NR'],
      ['Exports of timber were down 7 % in 2024.', 'NS'],
      ['Exports of timber from Norland were not down in 2024.', 'NS'],
    ],
  ],
  [
    'verbless',
    'Ticket sales at the Orla cinema could be down 20 % this winter, the owner warned.',
    [
      ['Ticket sales at the Orla cinema were down 20 % this winter.', 'NS'],
      ['Ticket sales at the Orla cinema were up 20 % this winter.', 'NR'],
    ],
  ],
  // Two changes set side by side by "while": a bare figure is the named holder's.
  [
    'while-holder',
    'Revenue at Brack Tools rose 6 % in 2025, while net profit fell 2 %.',
    [
      ["Brack Tools' net profit rose 2 % in 2025.", 'R'],
      ['Net profit at Brack Tools fell 2 % in 2025.', 'NR'],
      ["Brack Tools' net profit rose in 2024.", 'NR'],
      ["Harlan Tools' net profit rose 2 % in 2025.", 'NR'],
      ["Brack Tools' operating profit rose 2 % in 2025.", 'NR'],
      ['Net profit at Brack Tools fell 5 % in 2025.', 'NS'],
    ],
  ],
  [
    'while-holder',
    'Revenue at Brack Tools rose 6 % in 2025, while its rival Harlan reported that net profit fell 2 %.',
    [["Brack Tools' net profit rose 2 % in 2025.", 'NR']],
  ],
  [
    'while-holder',
    'Sales in Sweden rose 4 % in 2025, while sales in Finland fell 1 %.',
    [
      ['Sales in Sweden fell 1 % in 2025.', 'NS'],
      ['Sales in Finland rose 1 % in 2025.', 'R'],
    ],
  ],
  [
    'while-holder',
    'Unemployment in Corva fell to 4.1 % in June, while wages rose 3 %.',
    [
      ['Wages in Corva fell in June.', 'R'],
      ['Wages fell in June.', 'NR'],
      ['Wages in Corva rose 5 % in June.', 'NS'],
    ],
  ],
  // A once-only event bounded by a year.
  [
    'date-bound',
    'The Arden lighthouse was completed in 1862 after four years of work. It was rebuilt in 1910.',
    [
      ['The Arden lighthouse was completed before 1860.', 'R'],
      ['The Arden lighthouse was completed before 1862.', 'R'],
      ['The Arden lighthouse was completed after 1862.', 'R'],
      ['The Arden lighthouse was completed after 1850.', 'NR'],
      ['The Arden lighthouse was completed before 1870.', 'NR'],
      ['The Arden lighthouse was rebuilt before 1900.', 'NR'],
      ['The Brigg lighthouse was completed before 1860.', 'NR'],
    ],
  ],
  [
    'date-bound',
    'Ada Renn was born in Tallin in 1931 and won the national chess title in 1960.',
    [
      ['Ada Renn was born after 1940.', 'R'],
      ['Ada Renn won the national chess title before 1955.', 'NR'],
      ['Ada Renn was born before 1940.', 'NR'],
    ],
  ],
  ['date-bound', 'A bridge was completed in 1905. Another bridge was completed in 1921.', [['A bridge was completed before 1900.', 'NR']]],
  // An order of two holders in one ranking.
  [
    'ranking',
    'Lena Brodt won the Harz half marathon in 71 minutes, finishing 20 seconds ahead of Mia Ostrova.',
    [
      ['Mia Ostrova finished ahead of Lena Brodt.', 'R'],
      ['Lena Brodt finished behind Mia Ostrova.', 'R'],
      ['Lena Brodt finished ahead of Mia Ostrova.', 'NR'],
      ['Mia Ostrova finished ahead of Lena Brodt in the Berlin marathon.', 'NR'],
      ['Mia Ostrova finished ahead of Sara Brodt.', 'NR'],
      ['Mia Ostrova did not finish ahead of Lena Brodt.', 'NR'],
    ],
  ],
  [
    'ranking',
    'In the sprint on Saturday, Ivo Dahl finished ahead of Per Lund. In the relay on Sunday, Per Lund finished ahead of Ivo Dahl.',
    [
      ['Per Lund finished ahead of Ivo Dahl.', 'NR'],
      ['Ivo Dahl finished ahead of Per Lund.', 'NR'],
    ],
  ],
  [
    'ranking',
    'Tomas Rye finished third, 8 seconds behind Karl Obst, who had started the race as favourite.',
    [
      ['Karl Obst finished 8 seconds behind Tomas Rye.', 'R'],
      ['Karl Obst finished 12 seconds behind Tomas Rye.', 'NS'],
      ['Karl Obst could have finished behind Tomas Rye.', 'NR'],
    ],
  ],
  // Opposite planned changes from one stated date.
  [
    'will-dated',
    'From 1 April, the city will raise bus fares in the old town by 10 %. The council may review taxi fares later.',
    [
      ['From 1 April, the city will cut bus fares in the old town.', 'R'],
      ['From 1 April, the city will lower bus fares in the old town by 10 %.', 'NR'],
      ['From 1 April, the city will raise bus fares in the old town.', 'S'],
      ['The city will cut bus fares in the old town.', 'NR'],
      ['From 1 June, the city will cut bus fares in the old town.', 'NR'],
      ['From 1 April, the city could cut bus fares in the old town.', 'NR'],
      ['From 1 April, the city will cut bus fares in the new town.', 'NR'],
      ['The council will raise taxi fares.', 'NR'],
    ],
  ],
  [
    'will-dated',
    'From 1 April, the city will raise parking fees in the old town by 10 %. The club will open its new stand on 3 May.',
    [
      ['From 1 April, the city will cut parking fees in the new town.', 'NR'],
      ['The club will close its new stand on 3 May.', 'NR'],
    ],
  ],
  // Two stated changes in percent compared as rates.
  [
    'change-rate',
    'Sales at Orbel Paints rose 5 % in 2025, while net profit rose 11 %.',
    [
      ["Orbel Paints' sales grew faster than its net profit in 2025.", 'R'],
      ["Orbel Paints' net profit grew faster than its sales in 2025.", 'NR'],
      ["Orbel Paints' sales grew faster than its net profit in 2024.", 'NR'],
      ['Sales grew faster than net profit in 2025.', 'NR'],
      ["Orbel Paints' sales grew faster than its costs in 2025.", 'NR'],
      ["Orbel Paints' sales in Spain grew faster than its net profit in 2025.", 'NR'],
    ],
  ],
  [
    'change-rate',
    'Sales at Orbel Paints rose 5 % in 2025. Net profit rose 11 % in 2024.',
    [["Orbel Paints' sales grew faster than its net profit in 2025.", 'NR']],
  ],
  [
    'change-rate',
    'Sales at Orbel Paints rose by about 5 % in 2025, while net profit could rise 11 %.',
    [["Orbel Paints' sales grew faster than its net profit in 2025.", 'NR']],
  ],
  // Eighth pass: the content of one vote or agreement, and measure phrases without a noun head.
  [
    'decided-content',
    'The parish board voted 9 to 4 on Monday to raise the mooring fee from £40 to £55 a year.',
    [
      ['The parish board voted 9 to 4 to cut the mooring fee.', 'R'],
      ['The parish board voted to lower the mooring fee.', 'R'],
      ['The parish board voted to cut the parking fee.', 'NR'],
      ['The harbour board voted to cut the mooring fee.', 'NR'],
      ['The parish board plans to cut the mooring fee.', 'NR'],
      ['The parish board cut the mooring fee.', 'NR'],
      ['The parish board voted to raise the mooring fee.', 'S'],
      ['The parish board voted not to cut the mooring fee.', 'NS'],
    ],
  ],
  [
    'decided-content',
    'Osk Mining agreed to expand its smelter in Brevik. In 2019 the council voted to raise the levy.',
    [
      ['Osk Mining agreed to shrink its smelter in Brevik.', 'R'],
      ['Osk Mining decided to shrink its smelter in Brevik.', 'NR'],
      ['Osk Mining shrank its smelter in Brevik.', 'NR'],
      ['The council voted to cut the levy in 2021.', 'NR'],
      ['The council cut the levy.', 'NR'],
    ],
  ],
  [
    'headless-measure',
    'In a study of 90 runners, the supplement Corvex raised oxygen uptake by 4 percent over ten weeks compared with rest.',
    [
      ['Corvex lowered oxygen uptake by 4 percent over ten weeks compared with rest.', 'R'],
      ['Corvex lowered oxygen uptake over ten weeks compared with rest.', 'NR'],
      ['Corvex lowered oxygen uptake by 4 percent over ten weeks compared with stretching.', 'NR'],
      ['Corvex lowered oxygen uptake by 4 percent over twelve weeks compared with rest.', 'NR'],
      ['Corvex raised oxygen uptake by 4 percent over ten weeks compared with rest.', 'NR'],
      ['Corvex raised oxygen uptake by 4 percent over ten weeks compared with stretching.', 'NS'],
      ['Corvex raised oxygen uptake by 6 percent over ten weeks compared with rest.', 'NS'],
    ],
  ],
  [
    'headless-measure',
    "Ina Sorvik won the men's 800 metres, and Pavel Lisk finished second in the women's 800 metres.",
    [
      ["Pavel Lisk won the men's 800 metres.", 'R'],
      ["Pavel Lisk won the women's 800 metres.", 'NS'],
      ["Ina Sorvik won the women's 800 metres.", 'NS'],
      ["Ina Sorvik won the men's 1,500 metres.", 'NS'],
      ["Ina Sorvik won the men's 800 metres.", 'S'],
    ],
  ],
  [
    'decision-day',
    'On 3 June, the regional assembly approved a plan to widen the coast road. Leeds council approved a bus lane on Friday.',
    [
      ['The regional assembly rejected the plan to widen the coast road.', 'NR'],
      ['The regional assembly rejected the coast road plan.', 'NR'],
      ['The regional assembly rejected the plan.', 'NR'],
      ['The regional assembly rejected a plan to widen the coast road.', 'NR'],
      ['The regional assembly rejected the plan to close the coast road.', 'NR'],
      ['Leeds council rejected a bus lane on Friday.', 'R'],
      ['Leeds council rejected a bus lane on Monday.', 'NR'],
      ['Leeds council rejected a bus lane.', 'NR'],
      ['Leeds council rejected a bus lane in 2024.', 'NR'],
    ],
  ],
  [
    'decision-definite',
    'The senate approved a fishing quota bill by 52 votes to 48.',
    [
      ['The senate rejected the fishing quota bill.', 'R'],
      ['The senate rejected the quota bill.', 'NR'],
      ['The senate rejected the fishing bill.', 'NR'],
      ['The senate rejected the bill.', 'NR'],
      ['The senate rejected a fishing quota bill.', 'NR'],
      ['The house rejected the fishing quota bill.', 'NR'],
    ],
  ],
  [
    'topic-figure',
    'Halden Ferries carried 3.1 million passengers in 2024. Revenue rose 4 percent, while fuel costs fell 9 percent.',
    [
      ["Halden Ferries' revenue fell 4 percent.", 'R'],
      ["Halden Ferries' fuel costs rose 9 percent.", 'R'],
      ["Halden Ferries' revenue rose 4 percent.", 'S'],
      ["Halden Ferries' revenue fell 6 percent.", 'NS'],
      ["Orsa Lines' revenue fell 4 percent.", 'NR'],
      ['Revenue at Halden Ferries fell 4 percent in 2023.', 'NR'],
      ["Halden Ferries' ticket revenue fell 4 percent.", 'NR'],
    ],
  ],
  [
    'topic-figure',
    'Halden Ferries carried 3.1 million passengers in 2024. Its rival Orsa Lines said revenue rose 4 percent.',
    [
      ["Halden Ferries' revenue fell 4 percent.", 'NR'],
      ["Halden Ferries' revenue rose 4 percent.", 'NS'],
    ],
  ],
  [
    'topic-figure',
    'Halden Ferries carried 3.1 million passengers in 2024. Orsa Lines carried 2 million. Revenue rose 4 percent.',
    [
      ["Halden Ferries' revenue fell 4 percent.", 'NR'],
      ["Halden Ferries' revenue rose 4 percent.", 'NS'],
    ],
  ],
  [
    'topic-figure',
    'Halden Ferries carried 3.1 million passengers in 2024. The harbour authority raised fees. The mayor praised the service.',
    [
      ["Halden Ferries' mayor praised the service.", 'NS'],
      ["Halden Ferries' harbour authority raised fees.", 'NS'],
    ],
  ],
  [
    'rate-after-sum',
    'The club voted to raise the membership fee from €90 to €120 a year.',
    [
      ['The club voted to cut the membership fee.', 'R'],
      ['The club voted to raise the membership fee to €120 a year.', 'S'],
      ['The club voted to raise the membership fee to €120 a month.', 'NS'],
    ],
  ],
  [
    'to-comparative',
    'The water board plans to lower the reservoir level by two metres. Prices fell to lower levels than last year.',
    [
      ['The water board plans to raise the reservoir level by two metres.', 'R'],
      ['The water board plans to lower the reservoir level by two metres.', 'S'],
      ['The water board lowered the reservoir level.', 'NS'],
    ],
  ],
  [
    'day-may',
    'The Velo R3 scooter goes on sale in Spain on 14 May at €449. Some buyers may wait for the R4.',
    [
      ['The Velo R3 scooter goes on sale in Spain on 14 June.', 'R'],
      ['The Velo R3 scooter goes on sale in Spain on 14 May.', 'NR'],
      ['The Velo R3 scooter goes on sale in Spain on 12 May.', 'R'],
      ['The Velo R3 scooter goes on sale in Portugal on 14 June.', 'NR'],
      ['The Velo R3 scooter goes on sale in Spain at €449.', 'NR'],
      ['The Velo R3 scooter goes on sale in Spain on 14 May at €399.', 'NS'],
      ['Some buyers will wait for the R4.', 'NS'],
    ],
  ],
  [
    'pronoun-measure',
    'The Orla headphones last 30 hours, or 20 hours with the display switched on. They go on sale on 2 March.',
    [
      ['The Orla headphones go on sale on 9 March.', 'R'],
      ['The Orla headphones go on sale on 2 March.', 'S'],
      ['The display goes on sale on 9 March.', 'NR'],
    ],
  ],
  [
    'start-value',
    'Brisk Couriers delivered 5.2 million parcels in 2024, up from 4.6 million in 2023.',
    [
      ['Brisk Couriers delivered 5.2 million parcels in 2023.', 'R'],
      ['Brisk Couriers delivered 6 million parcels in 2023.', 'R'],
      ['Brisk Couriers delivered 4.6 million parcels in 2023.', 'NR'],
      ['Brisk Couriers delivered 5.2 million parcels in 2022.', 'NR'],
      ['Brisk Couriers delivered 5.2 million letters in 2023.', 'NR'],
      ['Orsa Post delivered 5.2 million parcels in 2023.', 'NR'],
      ['Brisk Couriers delivered 5.2 million parcels in Spain in 2023.', 'NR'],
      ['Brisk Couriers delivered 5.2 million parcels in 2024.', 'NR'],
    ],
  ],
  [
    'start-value',
    'In 2024, 18 percent of adults in Dorset smoked, down from 25 percent in 2016.',
    [
      ['In 2016, 18 percent of adults in Dorset smoked.', 'R'],
      ['In 2016, 25 percent of adults in Dorset smoked.', 'NR'],
      ['In 2016, 18 percent of teenagers in Dorset smoked.', 'NR'],
      ['In 2016, 18 percent of adults in Dorset drank.', 'NR'],
    ],
  ],
  [
    'subject-to-phrase',
    'The night bus from Arnes to Kolby leaves at 23:10. The coach to Ulm from Bern departs at 06:00. Exports to Norway rose 4 percent.',
    [
      ['The night bus from Kolby to Arnes leaves at 23:10.', 'NS'],
      ['The coach to Bern from Ulm departs at 06:00.', 'NS'],
      ['The coach from Bern to Ulm departs at 06:00.', 'NS'],
      ['Exports to Norway fell 4 percent.', 'R'],
      ['Exports to Sweden fell 4 percent.', 'NR'],
      ['Exports to Norway rose 4 percent.', 'S'],
      ['Imports from Norway rose 4 percent.', 'NS'],
    ],
  ],
  [
    'pronoun-verbless',
    'The Tamsin T2 tablet weighs 480 g and lasts up to 11 hours when playing music. It ships with 8 GB of memory.',
    [
      ['The Tamsin T2 tablet ships with 16 GB of memory.', 'R'],
      ['The Tamsin T2 tablet ships with 8 GB of memory.', 'S'],
      ['Music ships with 16 GB of memory.', 'NR'],
    ],
  ],
  [
    'grow-amount',
    'Orvik Foods grew 12 % in 2024, while its rival Tamsa Foods grew tired of price cuts.',
    [
      ['Orvik Foods grew 21 % in 2024.', 'NS'],
      ['Orvik Foods shrank 12 % in 2024.', 'NS'],
      ['Orvik Foods rose 12 % in 2024.', 'NR'],
      ['Tamsa Foods grew 12 % in 2024.', 'NR'],
      ['Orvik Foods grew 12 % in 2023.', 'NS'],
    ],
  ],
  [
    'company-form',
    'Halden Paper bought the Norwegian mill operator Fosse A/S for 90 million euros in May 2023.',
    [
      ['Fosse A/S bought Halden Paper in May 2023.', 'R'],
      ['Halden Paper bought Fosse A/S.', 'S'],
      ['Fosse A/S bought Halden Paper.', 'NS'],
      ['Halden Paper bought Fosse A/S for 80 million euros in May 2023.', 'R'],
      ['Fosse Paper bought Halden A/S in May 2023.', 'NS'],
    ],
  ],
  [
    'vote-tally',
    'Councillors voted 27 to 9 in favour of the new cycle lanes on Tuesday.',
    [
      ['Councillors voted 27 to 9 against the new cycle lanes.', 'R'],
      ['Councillors voted 27 to 9 in favour of the new cycle lanes on Tuesday.', 'NR'],
      ['Councillors voted 9 to 27 against the new cycle lanes.', 'NR'],
      ['Councillors voted 27 to 9 against the new bus lanes.', 'NR'],
      ['Some councillors voted against the new cycle lanes.', 'NR'],
    ],
  ],
  [
    'advance-retreat',
    'Between 1990 and 2020, the coastline near Varby retreated by 40 metres. The dunes to the south advanced.',
    [
      ['Between 1990 and 2020, the coastline near Varby advanced by 40 metres.', 'R'],
      ['Between 1990 and 2020, the coastline near Varby retreated by 40 metres.', 'S'],
      ['The coastline near Skarn advanced by 40 metres.', 'NR'],
      ['The dunes to the south retreated in 2021.', 'NR'],
    ],
  ],
  [
    'same-year',
    'Kell Motors cut 800 jobs in 2023. It opened a battery plant in Lund in the same year.',
    [
      ['Kell Motors opened a battery plant in Lund in 2023.', 'S'],
      ['Kell Motors opened two battery plants in Lund in 2023.', 'NS'],
      ['Kell Motors opened a battery plant in Lund in 2024.', 'NS'],
      ['Kell Motors closed a battery plant in Lund in 2022.', 'NR'],
    ],
  ],
  [
    'same-year-two-dates',
    'Kell Motors cut 800 jobs in 2023 and 300 in 2024. It opened a battery plant in Lund in the same year.',
    [
      ['Kell Motors opened a battery plant in Lund in 2023.', 'NS'],
      ['Kell Motors opened a battery plant in Lund in 2024.', 'NS'],
      ['Kell Motors opened a battery plant in Lund in 2022.', 'NR'],
    ],
  ],
  [
    'the-year-relative',
    'Ferry crossings rose to 9,400 in 2024, up from 8,100 the year before. The operator ended the year with 14 vessels.',
    [
      ['The operator ended 2024 with 12 vessels.', 'R'],
      ['The operator ended 2024 with 14 vessels.', 'S'],
      ['Ferry crossings rose by 2024.', 'NS'],
      ['The operator ended 2023 with 12 vessels.', 'NR'],
    ],
  ],
  [
    'area-topic',
    'Brenna Outdoor opened 9 new shops in 2025, ending the year with 88 shops across Scandinavia. Online sales rose 14 %, while sales in its shops fell 3 %.',
    [
      ["Brenna Outdoor's online sales fell 14 %.", 'R'],
      ["Brenna Outdoor's online sales rose 14 %.", 'NR'],
      ["Scandinavia's online sales fell 14 %.", 'NR'],
    ],
  ],
  [
    'area-rival',
    'Brenna Outdoor opened 9 new shops in 2025. Its rival Tovik Sport said online sales rose 14 %.',
    [
      ["Brenna Outdoor's online sales fell 14 %.", 'NR'],
      ["Brenna Outdoor's online sales rose 14 %.", 'NS'],
    ],
  ],
  [
    'gapped-count',
    'The Skerry ferry runs three times a day in summer and twice a day in winter.',
    [
      ['In winter, the Skerry ferry runs three times a day.', 'R'],
      ['In summer, the Skerry ferry runs twice a day.', 'NS'],
      ['In summer, the Skerry ferry runs three times a day.', 'NR'],
      ['In winter, the Skerry ferry runs twice a day.', 'NR'],
      ['The Skerry ferry runs twice a day.', 'NS'],
    ],
  ],
  [
    'rates-period',
    'Rents rose 3.2 percent over the year, while house prices fell 1 percent.',
    [
      ['House prices rose faster than rents over the year.', 'R'],
      ['Rents rose faster than house prices over the year.', 'NR'],
      ['House prices rose faster than rents over the decade.', 'NR'],
      ['House prices rose faster than rents.', 'NR'],
    ],
  ],
  [
    'margin-comparison',
    'Lindau Airport handled 3.1 million passengers in 2024, 6 % more than in 2023.',
    [
      ['Lindau Airport handled fewer passengers in 2024 than in 2023.', 'R'],
      ['Lindau Airport handled more passengers in 2024 than in 2023.', 'S'],
      ['Lindau Airport handled more passengers in 2024 than in 2022.', 'NR'],
      ['Lindau Airport handled more cargo in 2024 than in 2023.', 'NS'],
      ['Osby Airport handled fewer passengers in 2024 than in 2023.', 'NR'],
    ],
  ],
  [
    'margin-fewer',
    'The museum welcomed 212,000 visitors in 2023, 15,000 fewer than in 2022.',
    [
      ['The museum welcomed more visitors in 2023 than in 2022.', 'R'],
      ['The museum welcomed more visitors in 2022 than in 2023.', 'NR'],
      ['The museum welcomed 212,000 visitors in 2022.', 'NS'],
    ],
  ],
  [
    'outsprint',
    "Dutch rider Bram Hol won the fourth stage of the Tour of Lenne on Sunday, outsprinting Spain's Luis Mora at the line.",
    [
      ['Luis Mora won the fourth stage of the Tour of Lenne.', 'R'],
      ['Bram Hol won the fourth stage of the Tour of Lenne.', 'NR'],
      ['Luis Mora won the fifth stage of the Tour of Lenne.', 'NR'],
      ['Luis Mora outsprinted Bram Hol.', 'NS'],
    ],
  ],
  [
    'contest-sides',
    'Harby Rovers beat Kelso Athletic 3–1 in the county cup final on Saturday.',
    [
      ['Kelso Athletic won the county cup final against Harby Rovers.', 'R'],
      ['Harby Rovers won the county cup final against Kelso Athletic.', 'S'],
      ['Kelso Athletic won a match against Harby Rovers.', 'NR'],
      ['Kelso Athletic won the league final against Harby Rovers.', 'NR'],
      ['Kelso Athletic beat Harby Rovers.', 'NR'],
    ],
  ],
  [
    'coordinated-participles',
    'The new pier, funded by the harbour trust and built by Osk Marine, opened in 2022.',
    [
      ['Osk Marine built the new pier.', 'S'],
      ['The harbour trust built the new pier.', 'NS'],
      ['Osk Marine funded the new pier.', 'NS'],
      ['The new pier was funded by Osk Marine and built by the harbour trust.', 'NS'],
      ['The new pier was funded by the harbour trust and built by Osk Marine.', 'S'],
      ['The new pier opened in 2022.', 'S'],
      ['The new pier opened in 2021.', 'R'],
    ],
  ],
  // Tenth pass: units of electrical energy, control that runs one way, a description opening a name, a lost final "e".
  [
    'energy-unit',
    'The Kessel dam produced 2.1 TWh of electricity in 2024. Its turbines have a capacity of 450 MW.',
    [
      ['The Kessel dam produced 2.1 GWh of electricity in 2024.', 'R'],
      ['The Kessel dam produced 2,100 GWh of electricity in 2024.', 'S'],
      ['The Kessel dam produced 2.1 TWh of electricity in 2023.', 'NS'],
      ['The Kessel dam produced 2.1 TWh of electricity.', 'NR'],
      ['The Kessel dam produced 2.1 TWh of heat in 2024.', 'NS'],
    ],
  ],
  [
    'controlling-owner',
    'Marlow Freight is majority-owned by the Finnish investor Teva Holdings. It owns 30 percent of Osk Shipping.',
    [
      ['Teva Holdings is majority-owned by Marlow Freight.', 'R'],
      ['Marlow Freight is majority-owned by Teva Holdings.', 'S'],
      ['Osk Shipping owns 30 percent of Marlow Freight.', 'NR'],
      ['Marlow Freight is wholly owned by Teva Holdings.', 'NS'],
      ['Teva Holdings is majority-owned by Osk Shipping.', 'I'],
    ],
  ],
  [
    'description-opens-name',
    'Engineers at the University of Tarsk tested the fungus Strain B-4 on cotton waste. In the same tests, the strain did not break down nylon.',
    [
      ['In the same tests, Strain B-4 broke down nylon.', 'R'],
      ['In the same tests, Strain B-4 did not break down nylon.', 'S'],
      ['Strain B-4 broke down cotton waste.', 'NR'],
      ['In the same tests, the University of Tarsk did not break down nylon.', 'NS'],
    ],
  ],
  [
    'description-two-names',
    'Strain B-4 and Strain C-9 were tested on cotton waste. In the same tests, the strain did not break down nylon.',
    [
      ['In the same tests, Strain B-4 broke down nylon.', 'NR'],
      ['In the same tests, Strain C-9 did not break down nylon.', 'NS'],
    ],
  ],
  [
    'final-e',
    'In the trial, the enzyme did not degrade the cotton samples. It degraded the nylon samples within a week.',
    [
      ['In the trial, the enzyme degraded the cotton samples.', 'R'],
      ['The enzyme degraded the nylon samples within a week.', 'S'],
      ['The enzyme degraded the nylon samples within a day.', 'NS'],
      ['The enzyme degraded the cotton samples within a week.', 'NS'],
    ],
  ],
  [
    'possessive-of',
    'The tribunal on Friday quashed the tax ruling of Harlan Mills, a former director of Vessa Foods.',
    [
      ["The tribunal quashed Harlan Mills's tax ruling.", 'S'],
      ["The tribunal upheld Harlan Mills's tax ruling.", 'R'],
      ["The tribunal quashed Harlan Mills's fraud ruling.", 'NS'],
      ["The tribunal quashed Vessa Foods's tax ruling.", 'NS'],
      ['The tribunal upheld the tax ruling of Vessa Foods.', 'NR'],
    ],
  ],
  [
    'closing-apposition',
    'The Bank of Tarvia kept its deposit rate at 2.5 % on Thursday, the fourth meeting in a row without a change.',
    [
      ['The Bank of Tarvia cut its deposit rate on Thursday.', 'R'],
      ['The Bank of Tarvia kept its deposit rate at 2.5 % on Thursday.', 'S'],
      ['The Bank of Tarvia kept its deposit rate at 2.5 % in a row.', 'NS'],
      ['The Bank of Tarvia cut its deposit rate on Friday.', 'NR'],
    ],
  ],
  [
    'closing-measure',
    "The Danish rider Karin Holm finished third in the sprint, 9 seconds behind Britain's Lucy Vane.",
    [
      ['Lucy Vane finished 9 seconds behind Karin Holm in the sprint.', 'NS'],
      ['Karin Holm finished third in the sprint.', 'NR'],
      ['Karin Holm finished second in the sprint.', 'R'],
    ],
  ],
  [
    'start-comparison',
    'Harlow Buses carried 12.4 million passengers in 2024, up from 11.1 million a year earlier. Its rival Venn Coaches carried fewer.',
    [
      ['Harlow Buses carried fewer passengers in 2024 than a year earlier.', 'R'],
      ['Harlow Buses carried more passengers in 2024 than a year earlier.', 'NR'],
      ['Harlow Buses carried fewer passengers in 2024 than two years earlier.', 'NR'],
      ['Harlow Buses carried fewer passengers in 2023 than a year earlier.', 'NR'],
      ['Harlow Buses carried fewer tourists in 2024 than a year earlier.', 'NR'],
      ['Venn Coaches carried fewer passengers in 2024 than a year earlier.', 'NR'],
    ],
  ],
  [
    'start-comparison-down',
    'In Germany, Orsk Dairy employed 800 people at the end of 2024, down from 950 a year earlier.',
    [
      ['Orsk Dairy employed more people at the end of 2024 than a year earlier.', 'NR'],
      ['In Germany, Orsk Dairy employed more people at the end of 2024 than a year earlier.', 'R'],
      ['In Germany, Orsk Dairy employed fewer people at the end of 2024 than a year earlier.', 'NR'],
    ],
  ],
  [
    'amount-after-name',
    'A court in Lindau fined Marrow Chemicals 3.2 million euros for polluting the river. Windows 11 was installed on every office computer.',
    [
      ['A court in Lindau fined Marrow Chemicals 3.2 million dollars.', 'R'],
      ['A court in Lindau fined Marrow Chemicals 3.2 million euros.', 'NR'],
      ['A court in Lindau fined Marrow Chemicals 4.5 million euros.', 'R'],
      ['A court in Lindau fined Vessel Chemicals 3.2 million euros.', 'NS'],
      ['Windows 10 was installed on every office computer.', 'NS'],
    ],
  ],
  [
    'rank-carried-contest',
    'In the Tolby mayoral election on Sunday, Ines Marr won with 52 % of the vote. Green candidate Rob Kade finished second. Kade had won the title of councillor in 2019.',
    [
      ['Rob Kade finished third in the Tolby mayoral election.', 'R'],
      ['Rob Kade finished second in the Tolby mayoral election.', 'NR'],
      ['Rob Kade finished third in the Orsk mayoral election.', 'NR'],
      ['Rob Kade won the Tolby mayoral election.', 'NS'],
      ['Rob Kade finished third in the 2019 council election.', 'NR'],
    ],
  ],
  [
    'rank-own-frame',
    'In the Tolby mayoral election, Ines Marr won. In the council vote, Rob Kade finished second.',
    [
      ['Rob Kade finished third in the Tolby mayoral election.', 'NR'],
      ['Rob Kade finished third in the council vote.', 'R'],
    ],
  ],
  [
    'change-from-to-dates',
    'Flu admissions in the Varn district rose from 120 in 2022 to 480 in 2023, the district council said.',
    [
      ['The district council said flu admissions in the Varn district fell in 2023.', 'R'],
      ['The district council said flu admissions in the Varn district rose in 2023.', 'S'],
      ['The district council said flu admissions in the Varn district rose in 2022.', 'NS'],
      ['The district council said flu admissions in the Varn district fell in 2022.', 'NR'],
      ['The district council said flu admissions in the Varn district fell in 2021.', 'NR'],
    ],
  ],
  [
    'change-to-from-dates',
    'Inflation in Tarvia fell to 6.1 percent in August, from 6.4 percent in July.',
    [
      ['Inflation in Tarvia rose in August.', 'R'],
      ['Inflation in Tarvia fell in August.', 'S'],
      ['Inflation in Tarvia fell in July.', 'NS'],
      ['Inflation in Tarvia rose in July.', 'NR'],
    ],
  ],
  [
    'three-member-list',
    'The Arlo P2 speakers weigh 900 grams and come in red, slate grey and white. A stand is sold separately.',
    [
      ['The Arlo P2 speakers come only in red.', 'R'],
      ['The Arlo P2 speakers come in slate grey.', 'S'],
      ['The Arlo P2 speakers come in white.', 'S'],
      ['The Arlo P2 speakers come in black.', 'NS'],
      ['The Arlo P2 speakers come only in red, slate grey and white.', 'NR'],
      ['The Arlo P2 speakers come in grey.', 'NR'],
    ],
  ],
];

describe('adversarial pairs: shared words are not entailment', () => {
  for (const [family, context, claims] of PAIRS)
    it(`${family}: ${context}`, () => {
      // Every claim of the context is checked, and every wrong answer listed at once.
      const wrong: string[] = [];
      for (const [claim, label] of claims) {
        const { verdict } = verifyFact({ claim, context });
        const ok =
          label === 'NS'
            ? verdict !== 'SUPPORTED'
            : label === 'NR'
              ? verdict !== 'REFUTED'
              : verdict === { S: 'SUPPORTED', R: 'REFUTED', I: 'INCONCLUSIVE' }[label];
        if (!ok) wrong.push(`${claim} [${label}] → ${verdict}`);
      }
      expect(wrong).toEqual([]);
    });

  it('holds about 150 pairs', () => {
    expect(PAIRS.reduce((n, [, , claims]) => n + claims.length, 0)).toBeGreaterThanOrEqual(150);
  });
});

describe('rules these pairs led to', () => {
  const v = (claim: string, context: string) => verifyFact({ claim, context }).verdict;

  it('"the company" is not the court when the court ruled against a named company', () => {
    const ctx = 'On Monday, the Court of Appeal upheld the ruling against Brenna Chemicals. The company had been fined 3 million euros.';
    expect(v('The Court of Appeal had been fined 3 million euros.', ctx)).not.toBe('SUPPORTED');
    // With nothing else named, the generic noun still refers to the previous subject.
    expect(
      v('Tavrin Steel expanded the mill in 2020.', 'Tavrin Steel opened a mill in Osby in 2014. The company expanded the mill in 2020.'),
    ).toBe('SUPPORTED');
  });

  it('a count of times after a name is kept', () => {
    const ctx = 'Ilse Marr has won the Harnby Open three times, most recently in 2022.';
    expect(v('Ilse Marr has won the Harnby Open six times.', ctx)).toBe('REFUTED');
    expect(v('Ilse Marr has won the Harnby Open three times.', ctx)).toBe('SUPPORTED');
    const bank = 'The bank left its deposit rate at 2 percent on Tuesday, after raising it twice earlier in the year.';
    expect(v('The bank had raised its deposit rate four times earlier in the year.', bank)).toBe('REFUTED');
  });

  it('"they" refers to a plural the lemmatiser keeps whole', () => {
    const ctx = 'The Orvo S3 earphones offer 20 hours of playback. They weigh 48 grams.';
    expect(v('The Orvo S3 earphones weigh 61 grams.', ctx)).toBe('REFUTED');
    expect(v('The Orvo S3 earphones weigh 48 grams.', ctx)).toBe('SUPPORTED');
  });

  it('a pronoun with a rival object of the same kind stays open', () => {
    expect(v('Ardent Bank had lost money for years.', 'Ardent Bank bought Selby Bank in 2018. It had lost money for years.')).toBe(
      'INCONCLUSIVE',
    );
    expect(v('The coach resigned.', 'The coach thanked the captain after he resigned.')).toBe('INCONCLUSIVE');
  });

  it('an event the context places at two or more times recurs: an undated claim may be about another occasion', () => {
    const ctx = 'Lena Ord won the Varde Cup in 2021 and 2023. This year she lost in the quarter-final.';
    expect(v('Mara Velt won the Varde Cup.', ctx)).toBe('INCONCLUSIVE');
    expect(v('Lena Ord won the Varde Cup in 2021 and 2023.', ctx)).toBe('SUPPORTED');
    expect(v('Halden Port hosted the summit in 2019 and in 2022.', 'Halden Port hosted the summit in 2019 and in 2022.')).toBe('SUPPORTED');
    expect(v('Brisk Air hosted the summit.', 'Halden Port hosted the summit in 2019 and in 2022.')).toBe('INCONCLUSIVE');
  });
});
